import { MESSAGES } from '@esthetics/domain';
import { useQueryClient } from '@tanstack/react-query';
import { QueryState } from '../../account/QueryState';
import { $api } from '../../../api/queries';
import { useAdminQuery } from '../useAdminQuery';
import { SettingsForm } from './SettingsForm';
import { TimeOffSection } from './TimeOffSection';
import { WeekForm } from './WeekForm';
import { FeeGraceForm } from '../fees/FeeGraceForm';
import './schedule.css';
import '../panels.css';

const HOURS_PATH = '/api/admin/schedule/hours';

/**
 * The console's Schedule tab: the owner's working hours (zero or more intervals a day), how
 * often and how soon bookings may start, and her time off. Saved changes apply to the booking page at once.
 */
export function SchedulePanel() {
  const queryClient = useQueryClient();
  const hours = useAdminQuery((auth) => $api.queryOptions('get', HOURS_PATH, auth));
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['get', HOURS_PATH] });
    void queryClient.invalidateQueries({ queryKey: ['get', '/api/admin/schedule/settings'] });
  };
  return (
    <div className="console-panel panel schedule-panel">
      <h2 className="visually-hidden">Schedule</h2>
      <QueryState query={hours} loading="Loading your schedule…">
        {(schedule) => (
          <>
            {schedule.booking_paused && (
              <p className="notice notice--error" role="status">
                {MESSAGES.bookingPaused}
              </p>
            )}
            <WeekForm schedule={schedule} onSaved={refresh} />
            <div className="schedule-side">
              <SettingsForm schedule={schedule} onSaved={refresh} />
              <FeeGraceForm />
              <TimeOffSection />
            </div>
          </>
        )}
      </QueryState>
    </div>
  );
}
