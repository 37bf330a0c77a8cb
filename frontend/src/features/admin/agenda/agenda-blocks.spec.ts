import {
  agendaRange,
  assignLanes,
  blockFlags,
  blockLabel,
  buildAgenda,
  daySummary,
  localSpan,
  shiftPlace,
} from './agenda';
import { ZONE, appointment, datesFrom } from './agenda.fixture';

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
    expect(week.days).toEqual(datesFrom('2026-03-02', 7));
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
