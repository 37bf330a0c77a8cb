import {
  MAX_NOTICE_HOURS,
  MESSAGES,
  START_STEPS,
  validateScheduleSettings,
} from '@esthetics/domain';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../../api/errors';
import { withToken } from '../../../api/request-options';
import type { Notice } from '../../../components/FormNotice';
import { HoursField, SaveRow } from '../settings-fields';
import { useAdminSession } from '../AdminProvider';
import { $api } from '../../../api/queries';
import type { OwnerSchedule } from './schedule';

/** How often a booking may start, and how long before it at the latest. */
export function SettingsForm({
  schedule,
  onSaved,
}: {
  schedule: OwnerSchedule;
  onSaved: () => void;
}) {
  const { token } = useAdminSession();
  const [step, setStep] = useState(String(schedule.start_step_minutes));
  const [notice, setNoticeHours] = useState(String(schedule.min_notice_hours));
  const [outcome, setOutcome] = useState<Notice>(null);
  const save = $api.useMutation('put', '/api/admin/schedule/settings', {
    onSuccess: () => {
      setOutcome({ kind: 'success', text: 'Saved.' });
      onSaved();
    },
    onError: (error) =>
      setOutcome({ kind: 'error', text: failureMessage(error, MESSAGES.updateFailed) }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { start_step_minutes: Number(step), min_notice_hours: Number(notice) };
    const checked = validateScheduleSettings(body, {
      stepMinutes: schedule.start_step_minutes,
      minNoticeHours: schedule.min_notice_hours,
    });
    if (!checked.ok) {
      setOutcome({ kind: 'error', text: checked.message });
      return;
    }
    const { stepMinutes, minNoticeHours } = checked.value;
    save.mutate({
      body: {
        start_step_minutes: stepMinutes as (typeof START_STEPS)[number],
        min_notice_hours: minNoticeHours,
      },
      ...withToken(token),
    });
  };
  return (
    <form className="card panel-card schedule-settings" onSubmit={submit} noValidate>
      <h3>Start times</h3>
      <label className="form-field">
        <span>Bookings start every</span>
        <select value={step} onChange={(e) => setStep(e.target.value)}>
          {START_STEPS.map((s) => (
            <option key={s} value={s}>
              {s} minutes
            </option>
          ))}
        </select>
      </label>
      <HoursField
        label="Minimum notice (hours)"
        value={notice}
        max={MAX_NOTICE_HOURS}
        onValue={setNoticeHours}
      />
      <SaveRow outcome={outcome} saving={save.isPending} />
    </form>
  );
}
