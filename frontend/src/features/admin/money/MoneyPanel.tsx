import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { withToken } from '../../../api/request-options';
import { useAdminSession } from '../AdminProvider';
import { QueryState } from '../../account/QueryState';
import { $api } from '../../../api/queries';
import {
  CHART_SIZE,
  chartSize,
  chartSummary,
  periodDates,
  periodFigures,
  weekLabel,
  weeklyChart,
  type ChartSize,
  type StatsPeriod,
  type WeekBookings,
} from './stats';
import { LedgerSection } from './LedgerSection';
import '../panels.css';

/** The width of an element, followed as it changes (the chart is drawn at its real size). */
function useWidth(initial: number): [RefObject<HTMLDivElement | null>, number] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return undefined;
    const measure = () => setWidth(Math.floor(el.getBoundingClientRect().width) || initial);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [initial]);
  return [ref, width];
}

function PeriodCard({ id, title, period }: { id: string; title: string; period: StatsPeriod }) {
  return (
    <section className="card panel-card money-card" aria-labelledby={`money-${id}`}>
      <header className="money-card-head">
        <h3 id={`money-${id}`}>{title}</h3>
        <p className="money-dates">{periodDates(period)}</p>
      </header>
      <dl className="money-figures">
        {periodFigures(period).map((f) => (
          <div key={f.key} className={`money-figure money-figure--${f.key}`}>
            <dt>{f.label}</dt>
            <dd data-testid={`money-${id}-${f.key}`}>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** A line across the plot at height `y` (a grid line, the baseline). */
function ChartRule({ className, size, y }: { className: string; size: ChartSize; y: number }) {
  return <line className={className} x1={size.left} x2={size.width - size.right} y1={y} y2={y} />;
}

/** Bookings per week, drawn by hand: an image with a one-sentence name, and the figures as a table. */
function WeeklyChart({ weeks }: { weeks: readonly WeekBookings[] }) {
  const [frame, width] = useWidth(CHART_SIZE.width);
  const chart = weeklyChart(weeks, chartSize(width));
  const { size } = chart;
  const summary = chartSummary(weeks);
  const quiet = weeks.every((w) => w.bookings === 0);
  return (
    <section className="card panel-card money-chart" aria-labelledby="money-weekly">
      <header className="money-card-head">
        <h3 id="money-weekly">Bookings per week</h3>
        <p className="money-dates">Last {weeks.length} weeks · this week highlighted</p>
      </header>
      <div className="chart-frame" ref={frame}>
        <svg
          className="chart"
          role="img"
          aria-label={summary}
          width={size.width}
          height={size.height}
          viewBox={`0 0 ${size.width} ${size.height}`}
        >
          {chart.ticks.map((t) => (
            <g key={t.value}>
              <ChartRule className="chart-grid" size={size} y={t.y} />
              <text className="chart-axis" x={size.left - 6} y={t.y} dy="0.32em" textAnchor="end">
                {t.value}
              </text>
            </g>
          ))}
          {chart.bars.map((b) => (
            <g key={b.weekStart} className={b.current ? 'chart-week is-current' : 'chart-week'}>
              <rect
                className="chart-bar"
                x={b.x}
                y={b.y}
                width={b.width}
                height={b.height}
                rx={3}
              />
              {b.value > 0 && (
                <text className="chart-value" x={b.middle} y={b.y - 4} textAnchor="middle">
                  {b.value}
                </text>
              )}
              {b.labelled && (
                <text
                  className="chart-label"
                  x={b.middle}
                  y={chart.baseline + 18}
                  textAnchor="middle"
                >
                  {b.label}
                </text>
              )}
            </g>
          ))}
          <ChartRule className="chart-baseline" size={size} y={chart.baseline} />
        </svg>
      </div>
      {quiet && <p className="hint">No bookings in these weeks yet.</p>}
      <table className="visually-hidden">
        <caption>Bookings per week, oldest first</caption>
        <thead>
          <tr>
            <th scope="col">Week</th>
            <th scope="col">Bookings</th>
          </tr>
        </thead>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.week_start}>
              <th scope="row">{weekLabel(w.week_start)}</th>
              <td>{w.bookings}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * Money at a glance: this week's and this month's figures, the ledger of a chosen period, and twelve
 * weeks of bookings.
 */
export default function MoneyPanel() {
  const { token } = useAdminSession();
  const query = useQuery($api.queryOptions('get', '/api/admin/stats', { ...withToken(token) }));

  const body = (
    <QueryState query={query} loading="Loading the figures…">
      {(stats) => (
        <>
          <div className="money-periods">
            <PeriodCard id="week" title="This week" period={stats.week} />
            <PeriodCard id="month" title="This month" period={stats.month} />
          </div>
          <LedgerSection />
          <WeeklyChart weeks={stats.weekly} />
          <p className="panel-note">
            Bookings are the appointments scheduled in the period that are not cancelled. Deposits
            collected are the payments received in the period; the balance is what the active
            appointments of the period still owe, collected at the visit.
          </p>
        </>
      )}
    </QueryState>
  );

  return (
    <div className="console-panel panel">
      <h2 className="visually-hidden">Money at a glance</h2>
      {body}
    </div>
  );
}
