import request from 'supertest';
import { useTestApp } from '../support/harness';
import { TEST_NOW } from '../support/test-app';

/** Every booking here is a Classic European Facial: $85, deposit $21.25. */
const TOTAL = 8500;
const DEPOSIT = 2125;

describe('admin stats', () => {
  const t = useTestApp();

  const stats = async () => {
    const res = await request(t.http).get('/api/admin/stats').set(t.asAdmin());
    expect(res.status).toBe(200);
    return res.body;
  };
  const book = (date: string) => t.bookAndCheckout({ preferred_date: date });

  beforeAll(async () => {
    // October: booked and paid on the 20th for the 28th.
    t.clock.set(new Date('2026-10-20T14:00:00Z'));
    const h = await book('2026-10-28');
    await t.pay(h.sessionId);

    // Paid at 23:30 on October 31 (EDT): an October payment. Completed since.
    t.clock.set(new Date('2026-11-01T03:30:00Z'));
    const j = await book('2026-11-04');
    await t.pay(j.sessionId);
    // Paid at 00:30 on November 1 (still EDT, the clocks fall back at 2:00): a November payment.
    t.clock.set(new Date('2026-11-01T04:30:00Z'));
    const k = await book('2026-11-05');
    await t.pay(k.sessionId);
    await t.setStatus(j.bookingId, 'completed');

    // Never paid: still pending, but its hold has ended by "now", so nothing is to be collected.
    t.clock.set(new Date('2026-11-09T14:00:00Z'));
    await book('2026-11-12');

    // This week (Monday 23 to Sunday 29 November), booked on Monday morning.
    t.clock.set(TEST_NOW);
    const a = await book('2026-11-24'); // paid, confirmed
    await t.pay(a.sessionId);
    await book('2026-11-25'); // pending, within its hold
    const c = await book('2026-11-26'); // cancelled unpaid
    await t.setStatus(c.bookingId, 'cancelled');
    const d = await book('2026-11-27'); // paid, then completed
    await t.pay(d.sessionId);
    await t.setStatus(d.bookingId, 'completed');
    const e = await book('2026-11-28'); // paid, then cancelled
    await t.pay(e.sessionId);
    await t.setStatus(e.bookingId, 'cancelled');
    await book('2026-11-30'); // next week, this month: pending, within its hold
    const i = await book('2026-12-02'); // December, paid this week
    await t.pay(i.sessionId);
  });

  it('counts this week, this month and the last 12 weeks in the business time zone', async () => {
    const body = await stats();
    expect(body).toEqual({
      status: 'success',
      time_zone: 'America/New_York',
      today: '2026-11-23',
      week: {
        from: '2026-11-23',
        to: '2026-11-29',
        bookings: 3, // 24 (paid), 25 (pending), 27 (completed)
        deposits_collected_cents: 4 * DEPOSIT, // 24, 27, 28 and the December one, paid this week
        balance_to_collect_cents: TOTAL - DEPOSIT + TOTAL, // 24 (deposit paid) + 25 (nothing paid)
        cancellations: 2, // 26, 28
      },
      month: {
        from: '2026-11-01',
        to: '2026-11-30',
        bookings: 7, // 4, 5, 12, 24, 25, 27, 30
        deposits_collected_cents: 5 * DEPOSIT, // 5 (paid Nov 1 00:30 EDT), 24, 27, 28, December's
        // 5 and 24 (deposit paid), 25 and 30 (nothing paid); not 4 (completed), 12 (hold ended)
        balance_to_collect_cents: 2 * (TOTAL - DEPOSIT) + 2 * TOTAL,
        cancellations: 2,
      },
      weekly: [
        ['2026-09-07', 0],
        ['2026-09-14', 0],
        ['2026-09-21', 0],
        ['2026-09-28', 0],
        ['2026-10-05', 0],
        ['2026-10-12', 0],
        ['2026-10-19', 0],
        ['2026-10-26', 1], // 28 October
        ['2026-11-02', 2], // 4 and 5 November (the week the clocks fall back)
        ['2026-11-09', 1], // 12 November, pending whose hold ended: not cancelled
        ['2026-11-16', 0],
        ['2026-11-23', 3],
      ].map(([week_start, bookings]) => ({ week_start, bookings })),
    });
  });

  it('keeps Sunday late evening in the week, and starts the next one at local midnight', async () => {
    try {
      t.clock.set(new Date('2026-11-30T04:59:00Z')); // Sunday 29 November, 23:59 EST
      const sunday = await stats();
      expect(sunday.today).toBe('2026-11-29');
      expect(sunday.week).toMatchObject({ from: '2026-11-23', to: '2026-11-29', bookings: 3 });
      expect(sunday.weekly.at(-1)).toEqual({ week_start: '2026-11-23', bookings: 3 });

      t.clock.set(new Date('2026-11-30T05:00:00Z')); // Monday 30 November, 00:00 EST
      const monday = await stats();
      expect(monday.today).toBe('2026-11-30');
      expect(monday.week).toMatchObject({
        from: '2026-11-30',
        to: '2026-12-06',
        bookings: 2, // 30 November and 2 December
        deposits_collected_cents: 0,
        cancellations: 0,
      });
      expect(monday.month).toMatchObject({ from: '2026-11-01', to: '2026-11-30', bookings: 7 });
      expect(monday.weekly).toHaveLength(12);
      expect(monday.weekly[0]).toEqual({ week_start: '2026-09-14', bookings: 0 });
      expect(monday.weekly.at(-1)).toEqual({ week_start: '2026-11-30', bookings: 2 });

      t.clock.set(new Date('2026-12-01T05:00:00Z')); // Tuesday 1 December, 00:00 EST
      const december = await stats();
      expect(december.month).toMatchObject({
        from: '2026-12-01',
        to: '2026-12-31',
        bookings: 1,
        deposits_collected_cents: 0, // its deposit arrived in November
        cancellations: 0,
      });
    } finally {
      t.clock.set(TEST_NOW);
    }
  });
});
