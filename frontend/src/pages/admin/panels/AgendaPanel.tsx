import { dateInZone, DEFAULT_TIME_ZONE, formatTime12h, MESSAGES } from '@esthetics/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type CSSProperties } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSiteData } from '../../../api/hooks';
import { withToken } from '../../../api/query-client';
import { useAdminSession } from '../../../features/admin/AdminProvider';
import {
  AGENDA_LEGEND,
  AGENDA_LIMIT,
  AGENDA_VIEWS,
  agendaFromSearch,
  agendaRange,
  agendaSearch,
  buildAgenda,
  closedStretches,
  daySummary,
  nowLine,
  shiftPlace,
  showsToday,
  type Agenda,
  type AgendaBlock,
  type AgendaDay,
  type AgendaPlace,
  type HourGrid,
} from '../../../features/admin/agenda';
import {
  formatDayMonth,
  formatMonthDay,
  formatWeekdayShort,
} from '../../../features/admin/agenda-dates';
import { $admin } from '../../../features/admin/queries';
import './panels.css';

/** The shortest a block is drawn, in minutes of the grid (48 px at 72 px an hour). */
const MIN_BLOCK_MINUTES = 40;

/** The current time, renewed every minute (for the "now" line). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Inline custom properties for the stylesheet's positioning (minutes of the grid). */
const vars = (values: Record<string, number>): CSSProperties =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [`--${k}`, v])) as CSSProperties;

/** What a block says: its time and state, the client, the services (read in that order, commas between). */
function BlockContent({ block }: { block: AgendaBlock }) {
  return (
    <>
      <span className="agenda-block-time">
        {block.startText}
        <span className="agenda-block-end"> – {block.endText}</span>
      </span>
      <span className="agenda-block-label">{block.label}</span>
      <span className="agenda-block-client">{block.client}</span>
      <span className="agenda-block-services">{block.services}</span>
    </>
  );
}

/** Blocks shorter than this (minutes) leave the services out: they would not fit. */
const SHORT_BLOCK_MINUTES = 55;

function Block({ block, back }: { block: AgendaBlock; back: string }) {
  return (
    <li
      className={`agenda-block agenda-block--${block.kind}${block.height < SHORT_BLOCK_MINUTES ? ' is-short' : ''}`}
      style={vars({ top: block.top, len: block.height, lane: block.lane, lanes: block.lanes })}
    >
      <Link to={block.href} state={{ from: back }} className="agenda-block-link">
        <BlockContent block={block} />
      </Link>
    </li>
  );
}

function DayColumn({
  day,
  grid,
  now,
  nowAt,
  back,
}: {
  day: AgendaDay;
  grid: HourGrid;
  now: boolean;
  nowAt: number | null;
  back: string;
}) {
  const label = `${formatDayMonth(day.date)}: ${daySummary(day).toLowerCase()}`;
  return (
    <div
      className={`agenda-col${day.isToday ? ' is-today' : ''}${day.opening.opens === null ? ' is-closed' : ''}`}
    >
      {closedStretches(day.opening, grid).map((s) => (
        <div
          key={s.top}
          className="agenda-closed"
          style={vars({ top: s.top, len: s.height })}
          aria-hidden="true"
        />
      ))}
      {now && nowAt !== null && (
        <div className="agenda-now" style={vars({ top: nowAt })} aria-hidden="true" />
      )}
      {day.blocks.length > 0 && (
        <ol className="agenda-blocks" aria-label={label}>
          {day.blocks.map((b) => (
            <Block key={b.id} block={b} back={back} />
          ))}
        </ol>
      )}
    </div>
  );
}

/** The time grid: an hour a row from opening to closing, a column a day. */
function TimeGrid({
  agenda,
  grid,
  nowAt,
  back,
  className,
}: {
  agenda: Agenda;
  grid: HourGrid;
  nowAt: number | null;
  back: string;
  className: string;
}) {
  const week = agenda.days.length > 1;
  const columns = [
    'var(--times)',
    ...agenda.days.map((d) => (d.opening.opens === null ? 'minmax(0, 0.55fr)' : 'minmax(0, 1fr)')),
  ].join(' ');
  const labels = [...grid.hours, null];
  return (
    <div className={`agenda-grid ${className}`} style={{ gridTemplateColumns: columns }}>
      {week && (
        <>
          <div className="agenda-corner" aria-hidden="true" />
          {agenda.days.map((d) => (
            <h3
              key={d.date}
              className={`agenda-dayhead${d.isToday ? ' is-today' : ''}`}
              aria-label={formatDayMonth(d.date)}
            >
              <span className="agenda-dayhead-name">{formatWeekdayShort(d.date)}</span>
              <span className="agenda-dayhead-date">{formatMonthDay(d.date)}</span>
              {d.opening.opens === null && <span className="agenda-dayhead-note">Closed</span>}
            </h3>
          ))}
        </>
      )}
      <div
        className="agenda-times"
        aria-hidden="true"
        style={vars({ span: grid.end - grid.start })}
      >
        {labels.map((h, i) => (
          <span key={h ?? 'end'} style={vars({ top: i * 60 })}>
            {formatTime12h(
              h ??
                `${String(Math.floor(grid.end / 60)).padStart(2, '0')}:${String(grid.end % 60).padStart(2, '0')}`,
            ).replace(':00', '')}
          </span>
        ))}
      </div>
      {agenda.days.map((d) => (
        <div key={d.date} className="agenda-track" style={vars({ span: grid.end - grid.start })}>
          <DayColumn day={d} grid={grid} now={d.isToday} nowAt={nowAt} back={back} />
        </div>
      ))}
    </div>
  );
}

/** A week on a phone: a list per day, no sideways scrolling. */
function WeekList({ agenda, back }: { agenda: Agenda; back: string }) {
  return (
    <div className="agenda-list">
      {agenda.days.map((d) => {
        const id = `agenda-day-${d.date}`;
        return (
          <section
            key={d.date}
            className={`agenda-list-day${d.isToday ? ' is-today' : ''}`}
            aria-labelledby={id}
          >
            <h3 id={id} className="agenda-list-head">
              <span>{formatDayMonth(d.date)}</span>
              <span className="agenda-list-count">{daySummary(d)}</span>
            </h3>
            {d.blocks.length > 0 && (
              <ul className="agenda-items">
                {d.blocks.map((b) => (
                  <li key={b.id}>
                    <Link
                      to={b.href}
                      state={{ from: back }}
                      className={`agenda-item agenda-block--${b.kind}`}
                    >
                      <BlockContent block={b} />
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}

function Legend() {
  return (
    <ul className="agenda-legend" aria-label="Legend">
      {AGENDA_LEGEND.map((item) => (
        <li key={item.kind}>
          <span className={`agenda-swatch agenda-block--${item.kind}`} aria-hidden="true" />
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** Agenda: today's appointments first, a day or a week on the opening hours. */
export default function AgendaPanel() {
  const { token } = useAdminSession();
  const site = useSiteData();
  const timeZone = site?.time_zone ?? DEFAULT_TIME_ZONE;
  const now = useNow();
  const today = dateInZone(now, timeZone);
  const [search, setSearch] = useSearchParams();
  const [showCancelled, setShowCancelled] = useState(false);
  const place = agendaFromSearch(search, today);
  const range = agendaRange(place);
  const week = place.view === 'week';
  const go = (next: AgendaPlace) => setSearch(agendaSearch(search, next, today));
  const back = `/admin/dashboard?${search.toString()}`;

  const query = useQuery(
    $admin.queryOptions('get', '/api/admin/appointments', {
      params: { query: { from: range.from, to: range.to, order: 'start', limit: AGENDA_LIMIT } },
      ...withToken(token),
    }),
  );

  let body;
  if (query.isPending) {
    body = (
      <p className="state" role="status">
        <span className="spinner" aria-hidden="true" />
        Loading the appointments…
      </p>
    );
  } else if (query.isError) {
    body = (
      <div className="state state--error" role="alert">
        <p>{MESSAGES.listLoadFailed}</p>
        <button type="button" className="btn btn--small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  } else {
    const agenda = buildAgenda(place, query.data.appointments, {
      timeZone,
      today,
      showCancelled,
      minBlockMinutes: MIN_BLOCK_MINUTES,
      hours: site?.hours,
    });
    const { grid } = agenda;
    const nowAt = grid ? nowLine(grid, now, timeZone) : null;
    const hidden = agenda.hiddenCancelled;
    body = (
      <>
        <div className="agenda-status" role="status">
          {agenda.shown === 0 && (
            <p className="notice notice--info">
              {week ? 'No appointments this week.' : 'No appointments on this day.'}
            </p>
          )}
          {hidden > 0 && (
            <p className="hint">
              {hidden === 1 ? '1 cancelled appointment is' : `${hidden} cancelled appointments are`}{' '}
              hidden.
            </p>
          )}
          {query.data.total > query.data.appointments.length && (
            <p className="notice notice--info">
              Showing the first {query.data.appointments.length} of {query.data.total} appointments.
              Use the day view to see them all.
            </p>
          )}
        </div>
        {!grid ? (
          <p className="state agenda-closed-day">Closed on Sundays.</p>
        ) : week ? (
          <>
            <TimeGrid
              agenda={agenda}
              grid={grid}
              nowAt={nowAt}
              back={back}
              className="agenda-grid--week"
            />
            <WeekList agenda={agenda} back={back} />
          </>
        ) : (
          <TimeGrid
            agenda={agenda}
            grid={grid}
            nowAt={nowAt}
            back={back}
            className="agenda-grid--day"
          />
        )}
      </>
    );
  }

  const unit = week ? 'week' : 'day';
  return (
    <div className="console-panel panel agenda">
      <div className="agenda-toolbar">
        <h2 className="agenda-title" aria-live="polite">
          <span className="visually-hidden">Agenda: </span>
          {range.title}
        </h2>
        <div className="agenda-nav" role="group" aria-label="Dates">
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => go(shiftPlace(place, -1))}
          >
            <span aria-hidden="true">←</span>
            <span>
              Previous<span className="agenda-nav-unit"> {unit}</span>
            </span>
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={place.date === today || (week && showsToday(range, today))}
            onClick={() => go({ ...place, date: today })}
          >
            Today
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--small"
            onClick={() => go(shiftPlace(place, 1))}
          >
            <span>
              Next<span className="agenda-nav-unit"> {unit}</span>
            </span>
            <span aria-hidden="true">→</span>
          </button>
        </div>
        <div className="segmented" role="group" aria-label="View">
          {AGENDA_VIEWS.map((v) => (
            <button
              key={v.id}
              type="button"
              className="segmented-option"
              aria-pressed={place.view === v.id}
              onClick={() => go({ ...place, view: v.id })}
            >
              {v.label}
            </button>
          ))}
        </div>
      </div>
      <div className="agenda-keys">
        <Legend />
        <label className="toggle">
          <input
            type="checkbox"
            checked={showCancelled}
            onChange={(e) => setShowCancelled(e.target.checked)}
          />
          Show cancelled
        </label>
      </div>
      {body}
    </div>
  );
}
