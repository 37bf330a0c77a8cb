import { MESSAGES, validateWeek, WEEKDAY_NAMES } from '@esthetics/domain';
import { useState, type FormEvent } from 'react';
import { failureMessage } from '../../../api/errors';
import { withToken } from '../../../api/request-options';
import { FormNotice, type Notice } from '../../../components/FormNotice';
import { useAdminSession } from '../AdminProvider';
import { $api } from '../../../api/queries';
import type { OwnerSchedule, WeekDraft } from './schedule';
import { draftOf, MONDAY_FIRST } from './schedule';
import { BusyButton } from '../../../components/BusyButton';

/**
 * The owner's week: zero or more open intervals a weekday, checked with the domain's rules (the
 * server's too), saved whole in one request. A week with no hours is allowed: booking is paused.
 */
export function WeekForm({ schedule, onSaved }: { schedule: OwnerSchedule; onSaved: () => void }) {
  const { token } = useAdminSession();
  const [draft, setDraft] = useState<WeekDraft>(() => draftOf(schedule));
  const [notice, setNotice] = useState<Notice>(null);
  const save = $api.useMutation('put', '/api/admin/schedule/hours', {
    onSuccess: (data) => {
      setNotice({
        kind: 'success',
        text: data.booking_paused ? MESSAGES.bookingPaused : 'Your week is saved.',
      });
      onSaved();
    },
    onError: (error) =>
      setNotice({ kind: 'error', text: failureMessage(error, MESSAGES.updateFailed) }),
  });
  const setInterval = (weekday: number, index: number, key: 'opens' | 'closes', value: string) =>
    setDraft((d) =>
      d.map((day, w) =>
        w !== weekday ? day : day.map((iv, i) => (i === index ? { ...iv, [key]: value } : iv)),
      ),
    );
  const add = (weekday: number) =>
    setDraft((d) =>
      d.map((day, w) => (w === weekday ? [...day, { opens: '09:00', closes: '17:00' }] : day)),
    );
  const remove = (weekday: number, index: number) =>
    setDraft((d) => d.map((day, w) => (w === weekday ? day.filter((_, i) => i !== index) : day)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = { days: draft.map((intervals, weekday) => ({ weekday, intervals })) };
    const week = validateWeek(body);
    if (!week.ok) {
      setNotice({ kind: 'error', text: week.message });
      return;
    }
    save.mutate({ body, ...withToken(token) });
  };

  return (
    <form className="card panel-card schedule-week" onSubmit={submit} noValidate>
      <h3>Working hours</h3>
      <p className="panel-note">
        Clients can book inside these hours. Add a second interval for a break (for example 10:00 -
        14:00 and 15:00 - 18:00).
      </p>
      {MONDAY_FIRST.map((weekday) => {
        const name = WEEKDAY_NAMES[weekday];
        const intervals = draft[weekday];
        return (
          <fieldset key={weekday} className="schedule-day">
            <legend>{name}</legend>
            {intervals.length === 0 && <p className="schedule-closed">Closed</p>}
            {intervals.map((iv, i) => (
              <div key={i} className="schedule-interval">
                <label>
                  <span>Opens</span>
                  <input
                    type="time"
                    step={300}
                    value={iv.opens}
                    aria-label={`${name} opens (interval ${i + 1})`}
                    onChange={(e) => setInterval(weekday, i, 'opens', e.target.value)}
                  />
                </label>
                <label>
                  <span>Closes</span>
                  <input
                    type="time"
                    step={300}
                    value={iv.closes}
                    aria-label={`${name} closes (interval ${i + 1})`}
                    onChange={(e) => setInterval(weekday, i, 'closes', e.target.value)}
                  />
                </label>
                <button
                  type="button"
                  className="btn btn--ghost btn--small"
                  aria-label={`Remove ${name} ${iv.opens} - ${iv.closes}`}
                  onClick={() => remove(weekday, i)}
                >
                  Remove
                </button>
              </div>
            ))}
            <button
              type="button"
              className="btn btn--ghost btn--small"
              onClick={() => add(weekday)}
            >
              Add hours on {name}
            </button>
          </fieldset>
        );
      })}
      <FormNotice notice={notice} />
      <BusyButton className="btn btn--accent" busy={save.isPending && 'Saving…'}>
        Save the week
      </BusyButton>
    </form>
  );
}
