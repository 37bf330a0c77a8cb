import { formatTime12h, SAFETY_SEVERITIES, SAFETY_SEVERITY_LABELS } from '@esthetics/domain';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import {
  AGENDA_LEGEND,
  closedStretches,
  spanStretches,
  daySummary,
  type Agenda,
  type AgendaBlock,
  type AgendaDay,
  type HourGrid,
} from './agenda';
import { formatDayMonth, formatMonthDay, formatWeekdayShort } from '../agenda-dates';

/**
 * The agenda as drawn: the time grid (a column a day, blocks placed by the stylesheet from minutes
 * of the grid), the week as a list on a phone, and the legend. `back` is the agenda's address, so an
 * opened appointment leads back to the same day.
 */

/** Inline custom properties for the stylesheet's positioning (minutes of the grid). */
const vars = (values: Record<string, number>): CSSProperties =>
  Object.fromEntries(Object.entries(values).map(([k, v]) => [`--${k}`, v])) as CSSProperties;

/**
 * What a block says: its time and state, its health flags (a marker), the client, the services (read
 * in that order, commas between). The flags' reasons are the link's tooltip and description.
 */
function BlockContent({ block }: { block: AgendaBlock }) {
  return (
    <>
      <span className="agenda-block-time">
        {block.startText}
        <span className="agenda-block-end"> – {block.endText}</span>
      </span>
      <span className="agenda-block-label">{block.label}</span>
      {block.flags ? (
        // The marker shares the client's line: a short block has room for two lines only.
        <span className="agenda-block-who">
          <span className={`agenda-flag agenda-flag--${block.flags.severity}`}>
            <span aria-hidden="true">{block.flags.text}</span>
            <span className="visually-hidden">{block.flags.summary}</span>
          </span>
          <span className="agenda-block-client">{block.client}</span>
        </span>
      ) : (
        <span className="agenda-block-client">{block.client}</span>
      )}
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
      <Link
        to={block.href}
        state={{ from: back }}
        className="agenda-block-link"
        title={block.flags?.reasons}
      >
        <BlockContent block={block} />
      </Link>
    </li>
  );
}

/** A stretch of the owner's time off on a day's wall clock ("24:00" the midnight after). */
export interface TimeOffSpan {
  readonly from: string;
  readonly to: string;
}

function DayColumn({
  day,
  grid,
  now,
  nowAt,
  back,
  timeOff,
}: {
  day: AgendaDay;
  grid: HourGrid;
  now: boolean;
  nowAt: number | null;
  back: string;
  timeOff: readonly TimeOffSpan[];
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
      {/* Shaded only: the lines above the grid say it in words. */}
      {spanStretches(timeOff, grid).map((s) => (
        <div
          key={`${s.from}-${s.to}`}
          className="agenda-timeoff-stretch"
          style={vars({ top: s.top, len: s.height })}
          aria-hidden="true"
        >
          <span>Time off</span>
        </div>
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
export function TimeGrid({
  agenda,
  grid,
  nowAt,
  back,
  className,
  timeOff,
}: {
  agenda: Agenda;
  grid: HourGrid;
  nowAt: number | null;
  back: string;
  className: string;
  timeOff?: ReadonlyMap<string, readonly TimeOffSpan[]>;
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
          <DayColumn
            day={d}
            grid={grid}
            now={d.isToday}
            nowAt={nowAt}
            back={back}
            timeOff={timeOff?.get(d.date) ?? []}
          />
        </div>
      ))}
    </div>
  );
}

/** A week on a phone: a list per day, no sideways scrolling. */
export function WeekList({ agenda, back }: { agenda: Agenda; back: string }) {
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
                      title={b.flags?.reasons}
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

export function Legend() {
  return (
    <ul className="agenda-legend" aria-label="Legend">
      {AGENDA_LEGEND.map((item) => (
        <li key={item.kind}>
          <span className={`agenda-swatch agenda-block--${item.kind}`} aria-hidden="true" />
          {item.label}
        </li>
      ))}
      <li>
        {SAFETY_SEVERITIES.map((severity) => (
          <span
            key={severity}
            className={`agenda-flag agenda-flag--${severity}`}
            aria-hidden="true"
          >
            {SAFETY_SEVERITY_LABELS[severity]}
          </span>
        ))}
        Health flags to review
      </li>
    </ul>
  );
}
