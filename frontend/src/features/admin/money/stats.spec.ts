import {
  CHART_SIZE,
  chartSize,
  chartSummary,
  niceScale,
  periodDates,
  periodFigures,
  weekLabel,
  weeklyChart,
  type WeekBookings,
} from './stats';

const weeks = (values: number[], firstMonday = '2026-09-07'): WeekBookings[] =>
  values.map((bookings, i) => {
    const d = new Date(`${firstMonday}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + i * 7);
    return { week_start: d.toISOString().slice(0, 10), bookings };
  });

describe('the figures of a period', () => {
  it('reads bookings, deposits, balance and cancellations', () => {
    const period = {
      from: '2026-11-23',
      to: '2026-11-29',
      bookings: 1234,
      deposits_collected_cents: 12_345_67,
      balance_to_collect_cents: 2875,
      cancellations: 0,
    };
    expect(periodFigures(period)).toEqual([
      { key: 'bookings', label: 'Bookings', value: '1,234' },
      { key: 'deposits', label: 'Deposits collected', value: '$12,345.67' },
      { key: 'balance', label: 'Balance to collect', value: '$28.75' },
      { key: 'cancellations', label: 'Cancellations', value: '0' },
    ]);
    expect(periodDates(period)).toBe('November 23 – 29, 2026');
    expect(periodDates({ from: '2026-11-01', to: '2026-11-30' })).toBe('November 1 – 30, 2026');
  });
});

describe('the value axis', () => {
  it('rounds the top up to 1, 2 or 5 times a power of ten a step', () => {
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(4)).toEqual({ top: 4, ticks: [0, 1, 2, 3, 4] });
    expect(niceScale(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(niceScale(17)).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
    expect(niceScale(130)).toEqual({ top: 150, ticks: [0, 50, 100, 150] });
  });
});

describe('the weekly chart', () => {
  const twelve = weeks([0, 2, 4, 1, 0, 3, 8, 5, 2, 6, 7, 4]);

  it('draws a bar a week, oldest on the left, tall in proportion from the baseline', () => {
    const chart = weeklyChart(twelve);
    const { width, height, left, right, top, bottom } = CHART_SIZE;
    expect(chart.bars).toHaveLength(12);
    expect(chart.baseline).toBe(height - bottom);
    const plotHeight = height - top - bottom;
    const tallest = chart.bars[6];
    expect(tallest).toMatchObject({ value: 8, height: plotHeight, y: top, label: '10/19' });
    expect(chart.bars[0]).toMatchObject({ value: 0, height: 0, y: chart.baseline });
    expect(chart.bars[1].height).toBeCloseTo(plotHeight / 4, 1);
    // Left to right, inside the plot, none overlapping.
    for (let i = 1; i < 12; i += 1) {
      expect(chart.bars[i].x).toBeGreaterThan(chart.bars[i - 1].x + chart.bars[i - 1].width);
    }
    expect(chart.bars[0].x).toBeGreaterThanOrEqual(left);
    const last = chart.bars[11];
    expect(last.x + last.width).toBeLessThanOrEqual(width - right);
    expect(last).toMatchObject({ current: true, labelled: true, weekStart: '2026-11-23' });
    expect(weeklyChart(twelve, chartSize(700)).bars.every((b) => b.labelled)).toBe(true);
    expect(chart.bars.filter((b) => b.current)).toHaveLength(1);
  });

  it('labels every other week when the chart is narrow, the current one always', () => {
    const narrow = weeklyChart(twelve, chartSize(320));
    expect(narrow.size.width).toBe(320);
    // Every other bar, counted back from the current (last) week.
    const everyOther = Array.from({ length: 12 }, (_, i) => i % 2 === 1);
    expect(narrow.bars.map((b) => b.labelled)).toEqual(everyOther);
  });

  it('keeps bars slim on a wide chart', () => {
    const wide = weeklyChart(twelve, chartSize(1100));
    expect(Math.max(...wide.bars.map((b) => b.width))).toBe(48);
    const last = wide.bars[11];
    expect(last.middle).toBeCloseTo(1100 - 8 - (1100 - 34 - 8) / 24, 1);
  });

  it('has gridlines at the axis ticks, the top one at the top of the plot', () => {
    const chart = weeklyChart(twelve);
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 2, 4, 6, 8]);
    expect(chart.ticks[0].y).toBe(chart.baseline);
    expect(chart.ticks[4].y).toBe(CHART_SIZE.top);
  });

  it('draws an empty quarter flat on the baseline', () => {
    const chart = weeklyChart(weeks(Array<number>(12).fill(0)));
    expect(chart.bars.every((b) => b.height === 0)).toBe(true);
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 1]);
  });

  it('says what it shows in one sentence', () => {
    expect(chartSummary(twelve)).toBe(
      'Bookings per week over the last 12 weeks (week of Sep 7 to week of Nov 23): ' +
        '42 bookings in all, between 0 and 8 a week, the most in the week of Oct 19; ' +
        '4 bookings this week.',
    );
    expect(chartSummary(weeks([0, 0, 1]))).toBe(
      'Bookings per week over the last 3 weeks (week of Sep 7 to week of Sep 21): ' +
        '1 booking in all, between 0 and 1 a week, the most in the week of Sep 21; 1 booking this week.',
    );
    expect(chartSummary(weeks([0, 0]))).toBe(
      'Bookings per week over the last 2 weeks (week of Sep 7 to week of Sep 14): none.',
    );
    expect(weekLabel('2026-11-23')).toBe('Week of Nov 23');
  });
});
