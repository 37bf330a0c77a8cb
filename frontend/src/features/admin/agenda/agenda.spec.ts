import { BUSINESS_HOURS, zonedDateTimeToInstant } from '@esthetics/domain';
import {
  agendaFromSearch,
  agendaRange,
  agendaSearch,
  assignLanes,
  blockFlags,
  blockLabel,
  buildAgenda,
  closedStretches,
  daySummary,
  hourGrid,
  localSpan,
  nowLine,
  openingOn,
  shiftPlace,
  showsToday,
  type Appointment,
} from './agenda';
import { anAppointment } from '../../client/appointment.fixture';

const ZONE = 'America/New_York';

let seq = 0;
/** An appointment at `date` `time` (New York wall clock) lasting `minutes`. */
function appointment(
  date: string,
  time: string,
  minutes: number,
  over: Partial<Appointment> = {},
): Appointment {
  seq += 1;
  const start = zonedDateTimeToInstant(date, time, ZONE);
  return {
    safety_flags: [],
    ...anAppointment({
      id: `a${seq}`,
      client_id: null,
      appointment_date: date,
      appointment_time: time,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + minutes * 60_000).toISOString(),
      total_duration: minutes,
      status: 'confirmed',
      payment_status: 'paid',
      hold_expires_at: null,
      created_at: '2026-11-01T12:00:00.000Z',
    }),
    ...over,
  };
}

describe('the place shown', () => {
  const today = '2026-12-01'; // a Tuesday

  it('starts on today in the day view', () => {
    expect(agendaFromSearch(new URLSearchParams('tab=agenda'), today)).toEqual({
      view: 'day',
      date: today,
    });
  });

  it('reads the view and a valid date from the URL, ignoring a bad date', () => {
    expect(agendaFromSearch(new URLSearchParams('view=week&date=2027-03-09'), today)).toEqual({
      view: 'week',
      date: '2027-03-09',
    });
    expect(agendaFromSearch(new URLSearchParams('view=month&date=2027-02-30'), today)).toEqual({
      view: 'day',
      date: today,
    });
  });

  it('writes the place back, keeping the tab and leaving out the defaults', () => {
    const search = new URLSearchParams('tab=agenda&date=2026-12-05');
    expect(agendaSearch(search, { view: 'day', date: today }, today).toString()).toBe('tab=agenda');
    expect(agendaSearch(search, { view: 'week', date: '2026-12-09' }, today).toString()).toBe(
      'tab=agenda&date=2026-12-09&view=week',
    );
  });

  it('steps a day in the day view and a week in the week view, across months and years', () => {
    expect(shiftPlace({ view: 'day', date: '2026-12-31' }, 1).date).toBe('2027-01-01');
    expect(shiftPlace({ view: 'day', date: '2026-03-01' }, -1).date).toBe('2026-02-28');
    expect(shiftPlace({ view: 'week', date: '2026-12-29' }, 1).date).toBe('2027-01-05');
    expect(shiftPlace({ view: 'week', date: '2026-12-29' }, -1)).toEqual({
      view: 'week',
      date: '2026-12-22',
    });
  });

  it('shows one day, or Monday to Sunday of the week', () => {
    expect(agendaRange({ view: 'day', date: '2026-12-01' })).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
      days: ['2026-12-01'],
      title: 'Tuesday, December 1, 2026',
    });
    const week = agendaRange({ view: 'week', date: '2026-12-31' });
    expect(week.days).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(week).toMatchObject({
      from: '2026-12-28',
      to: '2027-01-03',
      title: 'December 28, 2026 – January 3, 2027',
    });
    expect(agendaRange({ view: 'week', date: '2026-12-06' }).title).toBe(
      'November 30 – December 6, 2026',
    );
    expect(showsToday(week, '2027-01-03')).toBe(true);
    expect(showsToday(week, '2027-01-04')).toBe(false);
  });
});

describe('opening hours and the grid', () => {
  it('opens 9 to 7 on weekdays, 9 to 5 on Saturday, and not on Sunday', () => {
    expect(openingOn('2026-12-01')).toEqual({ opens: 540, closes: 1140 });
    expect(openingOn('2026-12-05')).toEqual({ opens: 540, closes: 1020 });
    expect(openingOn('2026-12-06')).toEqual({ opens: null, closes: null });
    // The owner's own hours: open late on Sundays.
    const sundays = BUSINESS_HOURS.map((h) =>
      h.weekday === 0 ? { ...h, opens: '12:00', closes: '16:00' } : h,
    );
    expect(openingOn('2026-12-06', sundays)).toEqual({ opens: 720, closes: 960 });
  });

  it('has a row per hour from opening to closing', () => {
    expect(hourGrid(['2026-12-05'])).toEqual({
      start: 540,
      end: 1020,
      hours: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'],
    });
    const week = hourGrid(agendaRange({ view: 'week', date: '2026-12-01' }).days);
    expect(week?.start).toBe(540);
    expect(week?.end).toBe(1140);
    expect(week?.hours).toHaveLength(10);
  });

  it('has no grid on a Sunday with nothing booked', () => {
    expect(hourGrid(['2026-12-06'])).toBeNull();
  });

  it('stretches to whole hours around an appointment outside the opening hours', () => {
    const grid = hourGrid(['2026-12-05'], [{ date: '2026-12-05', start: 8 * 60 + 30, end: 1050 }]);
    expect(grid).toMatchObject({ start: 480, end: 1080 });
    expect(grid?.hours[0]).toBe('08:00');
  });

  it('shades the hours a day is closed within the grid', () => {
    const grid = { start: 540, end: 1140, hours: [] };
    expect(closedStretches(openingOn('2026-12-05'), grid)).toEqual([{ top: 480, height: 120 }]);
    expect(closedStretches(openingOn('2026-12-04'), grid)).toEqual([]);
    expect(closedStretches(openingOn('2026-12-06'), grid)).toEqual([{ top: 0, height: 600 }]);
  });

  it('places now on the grid only within it', () => {
    const grid = hourGrid(['2026-12-01'])!;
    expect(nowLine(grid, new Date('2026-12-01T15:30:00Z'), ZONE)).toBe(90);
    expect(nowLine(grid, new Date('2026-12-01T12:00:00Z'), ZONE)).toBeNull();
  });
});

describe('blocks', () => {
  it('sit by their start and are as tall as their duration, in minutes from opening', () => {
    const a = appointment('2026-12-01', '10:00', 75);
    const agenda = buildAgenda({ view: 'day', date: '2026-12-01' }, [a], {
      timeZone: ZONE,
      today: '2026-12-01',
    });
    expect(agenda.days[0].blocks).toEqual([
      {
        id: a.id,
        kind: 'confirmed',
        label: 'Confirmed',
        top: 60,
        height: 75,
        lane: 0,
        lanes: 1,
        time: '10:00 AM – 11:15 AM',
        startText: '10:00 AM',
        endText: '11:15 AM',
        client: 'Maya Lee',
        services: 'Classic European Facial',
        flags: null,
        name: '10:00 AM – 11:15 AM, Confirmed, Maya Lee, Classic European Facial',
        href: `/admin/appointments/${a.id}`,
      },
    ]);
    expect(agenda.days[0].isToday).toBe(true);
  });

  it('label a pending hold as waiting for its deposit', () => {
    expect(blockLabel({ status: 'pending', payment_status: 'unpaid' })).toBe('Pending deposit');
    expect(blockLabel({ status: 'pending', payment_status: 'paid' })).toBe('Pending');
    expect(blockLabel({ status: 'completed', payment_status: 'paid' })).toBe('Completed');
  });

  it('leave cancelled appointments out unless asked, then show them', () => {
    const list = [
      appointment('2026-12-01', '10:00', 60, { status: 'cancelled' }),
      appointment('2026-12-01', '10:00', 60, { status: 'pending', payment_status: 'unpaid' }),
    ];
    const place = { view: 'day', date: '2026-12-01' } as const;
    const hidden = buildAgenda(place, list, { timeZone: ZONE, today: '2026-12-01' });
    expect(hidden.days[0].blocks.map((b) => b.kind)).toEqual(['pending']);
    expect(hidden).toMatchObject({ shown: 1, hiddenCancelled: 1 });
    const shown = buildAgenda(place, list, {
      timeZone: ZONE,
      today: '2026-12-01',
      showCancelled: true,
    });
    expect(shown.days[0].blocks.map((b) => [b.kind, b.lane, b.lanes])).toEqual([
      ['cancelled', 0, 2],
      ['pending', 1, 2],
    ]);
    expect(shown).toMatchObject({ shown: 2, hiddenCancelled: 0 });
  });

  it('go on the day of their start in the business zone, whatever the order of the list', () => {
    const list = [
      appointment('2026-12-02', '17:00', 120),
      appointment('2026-12-01', '09:00', 60),
      appointment('2026-12-08', '09:00', 60), // the next week: not shown
    ];
    const agenda = buildAgenda({ view: 'week', date: '2026-12-01' }, list, {
      timeZone: ZONE,
      today: '2026-12-01',
    });
    expect(agenda.days.map((d) => d.blocks.length)).toEqual([0, 1, 1, 0, 0, 0, 0]);
    expect(agenda.days[2].blocks[0]).toMatchObject({ top: 480, height: 120 });
    expect(agenda.shown).toBe(2);
    expect(daySummary(agenda.days[1])).toBe('1 appointment');
    expect(daySummary(agenda.days[0])).toBe('No appointments');
    expect(daySummary(agenda.days[6])).toBe('Closed');
  });
});

describe('overlapping blocks', () => {
  const span = (start: number, end: number) => ({ start, end });

  it('share their width, each in the first free column', () => {
    const placed = assignLanes([span(600, 690), span(540, 660), span(660, 720), span(780, 840)]);
    expect(placed.map((p) => [p.start, p.lane, p.lanes])).toEqual([
      [540, 0, 2],
      [600, 1, 2],
      [660, 0, 2],
      [780, 0, 1],
    ]);
  });

  it('put back-to-back blocks one above the other', () => {
    const placed = assignLanes([span(540, 600), span(600, 660)]);
    expect(placed.map((p) => [p.lane, p.lanes])).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });

  it('put short blocks side by side when their drawn height would make them touch', () => {
    const placed = assignLanes([span(540, 550), span(560, 600)], 40);
    expect(placed.map((p) => [p.lane, p.lanes])).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });

  it('use three columns for three at once', () => {
    const placed = assignLanes([span(540, 720), span(540, 600), span(560, 620), span(600, 660)]);
    expect(placed.map((p) => [p.start, p.end, p.lane])).toEqual([
      [540, 720, 0],
      [540, 600, 1],
      [560, 620, 2],
      [600, 660, 1],
    ]);
    expect(new Set(placed.map((p) => p.lanes))).toEqual(new Set([3]));
  });
});

describe('a daylight-saving week', () => {
  // Summer time starts on Sunday, March 8, 2026 and ends on Sunday, November 1, 2026 in New York.
  it('keeps seven calendar days when the clocks go forward', () => {
    const week = agendaRange({ view: 'week', date: '2026-03-08' });
    expect(week.days).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(shiftPlace({ view: 'week', date: '2026-03-02' }, 1).date).toBe('2026-03-09');
  });

  it('draws a 10:00 appointment at the same height in winter and summer time', () => {
    const before = appointment('2026-03-06', '10:00', 60);
    const after = appointment('2026-03-09', '10:00', 60);
    // The same wall-clock time is an hour apart in UTC.
    expect(before.starts_at).toBe('2026-03-06T15:00:00.000Z');
    expect(after.starts_at).toBe('2026-03-09T14:00:00.000Z');
    expect(localSpan(before, ZONE)).toEqual({ date: '2026-03-06', start: 600, end: 660 });
    expect(localSpan(after, ZONE)).toEqual({ date: '2026-03-09', start: 600, end: 660 });
    const options = { timeZone: ZONE, today: '2026-03-01' };
    const one = buildAgenda({ view: 'week', date: '2026-03-06' }, [before, after], options);
    const two = buildAgenda({ view: 'week', date: '2026-03-09' }, [before, after], options);
    expect(one.days[4].blocks[0]).toMatchObject({ id: before.id, top: 60, height: 60 });
    expect(two.days[0].blocks[0]).toMatchObject({ id: after.id, top: 60, height: 60 });
    expect(one.shown + two.shown).toBe(2);
  });

  it('keeps blocks on their day when the clocks go back', () => {
    const week = agendaRange({ view: 'week', date: '2026-10-29' });
    expect(week).toMatchObject({ from: '2026-10-26', to: '2026-11-01' });
    const saturday = appointment('2026-10-31', '16:00', 60);
    const monday = appointment('2026-11-02', '09:00', 60);
    const agenda = buildAgenda({ view: 'week', date: '2026-10-29' }, [saturday, monday], {
      timeZone: ZONE,
      today: '2026-10-26',
    });
    expect(agenda.days[5].blocks[0]).toMatchObject({ top: 420, height: 60 });
    expect(agenda.shown).toBe(1);
  });
});

describe('the safety flags on the agenda', () => {
  const avoid = { rule: 'isotretinoin-waxing', severity: 'avoid' as const, reason: 'Thin skin.' };
  const caution = { rule: 'sun-waxing', severity: 'caution' as const, reason: 'Sunburn.' };

  it('marks a flagged block with its most serious severity, count and reasons', () => {
    const place = { view: 'day' as const, date: '2026-12-01' };
    const flagged = appointment('2026-12-01', '10:00', 30, { safety_flags: [caution, avoid] });
    const plain = appointment('2026-12-01', '11:00', 30);
    const [a, b] = buildAgenda(place, [flagged, plain], { timeZone: ZONE, today: '2026-12-01' })
      .days[0].blocks;
    expect(a.flags).toEqual({
      severity: 'avoid',
      count: 2,
      text: 'Avoid · 2',
      summary: '2 health flags, avoid',
      reasons: 'Caution: Sunburn.\nAvoid: Thin skin.',
    });
    expect(a.name).toBe(
      '10:00 AM – 10:30 AM, Confirmed, 2 health flags, avoid, Maya Lee, Classic European Facial',
    );
    expect(b.flags).toBeNull();
  });

  it('says caution for one caution flag', () => {
    expect(blockFlags([caution])).toMatchObject({
      text: 'Caution',
      summary: '1 health flag, caution',
    });
    expect(blockFlags([])).toBeNull();
    expect(blockFlags(undefined)).toBeNull();
  });
});
