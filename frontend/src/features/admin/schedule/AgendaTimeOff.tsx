import { ADMIN_LIST_MAX_LIMIT } from '@esthetics/domain';
import { Link } from 'react-router-dom';
import { formatDayMonth } from '../agenda-dates';
import { $api } from '../../../api/queries';
import { useAdminQuery } from '../useAdminQuery';
import { spanWords, timeOffOn, type DayTimeOff } from './block-words';
import { BLOCK_DATE_PARAM, BLOCKS_PATH } from './schedule';

/** "Time off 10:00 AM – 12:30 PM (Doctor)", "Time off all day". */
export const timeOffLine = (t: DayTimeOff): string =>
  `Time off ${t.from === '00:00' && t.to === '24:00' ? 'all day' : spanWords(t.from, t.to)}${t.note ? ` (${t.note})` : ''}`;

/**
 * The owner's time off on each of the agenda's days. The appointments' read does not carry it: the
 * blocks are read apart (the most recent ADMIN_LIST_MAX_LIMIT of them, which covers a year of them).
 */
export function useTimeOffByDay(
  days: readonly string[],
  timeZone: string,
): ReadonlyMap<string, DayTimeOff[]> {
  const blocks = useAdminQuery((auth) =>
    $api.queryOptions('get', BLOCKS_PATH, {
      params: { query: { limit: ADMIN_LIST_MAX_LIMIT } },
      ...auth,
    }),
  );
  const rows = blocks.data?.blocks ?? [];
  return new Map(days.map((date) => [date, timeOffOn(date, rows, timeZone)]));
}

/**
 * The time off of the agenda's days as lines above the grid (the grid shades it too), and on a day
 * the way to block time on it (the Schedule tab's form, on that date).
 */
export function AgendaTimeOff({
  days,
  byDay,
  single,
}: {
  days: readonly string[];
  byDay: ReadonlyMap<string, DayTimeOff[]>;
  /** The day view: its one day can be blocked from here. */
  single: boolean;
}) {
  const lines = days.flatMap((date) =>
    (byDay.get(date) ?? []).map((t) => ({ date, text: timeOffLine(t), key: t.id })),
  );
  if (lines.length === 0 && !single) return null;
  return (
    <div className="agenda-timeoff">
      {lines.length > 0 && (
        <ul className="agenda-timeoff-lines" aria-label="Time off">
          {lines.map((l) => (
            <li key={`${l.date}-${l.key}-${l.text}`}>
              {!single && <strong>{formatDayMonth(l.date)}: </strong>}
              {l.text}
            </li>
          ))}
        </ul>
      )}
      {single && (
        <Link
          className="btn btn--ghost btn--small"
          to={`/admin/dashboard?tab=schedule&${BLOCK_DATE_PARAM}=${days[0]}`}
        >
          Block time<span className="visually-hidden"> on {formatDayMonth(days[0])}</span>
        </Link>
      )}
    </div>
  );
}
