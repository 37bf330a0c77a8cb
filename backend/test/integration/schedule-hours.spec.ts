import { BUSINESS_HOURS, hoursText, MESSAGES } from '@esthetics/domain';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { Harness, useTestApp, withTestApp } from '../support/harness';
import { startTestApp, TestApp } from '../support/test-app';

/** Tuesday 2026-12-01, a week after the tests' "now" (Monday 2026-11-23 09:00 New York). */
const TUESDAY = '2026-12-01';

const day = (weekday: number, ...intervals: [string, string][]) => ({
  weekday,
  intervals: intervals.map(([opens, closes]) => ({ opens, closes })),
});
/** The spec's week, as the API takes it. */
const SPEC_WEEK = [1, 2, 3, 4, 5]
  .map((d) => day(d, ['09:00', '19:00']))
  .concat(day(6, ['09:00', '17:00']));

const putHours = (t: Harness, days: unknown, auth = t.asAdmin()) =>
  request(t.http).put('/api/admin/schedule/hours').set(auth).send({ days });
const putSettings = (t: Harness, body: object) =>
  request(t.http).put('/api/admin/schedule/settings').set(t.asAdmin()).send(body);
const availability = (t: Harness, date: string, duration = 60) =>
  request(t.http).get('/api/availability').query({ date, duration });
const freeTimes = async (t: Harness, date: string, duration = 60): Promise<string[]> => {
  const res = await availability(t, date, duration);
  expect(res.status).toBe(200);
  return (res.body.slots as { time: string; available: boolean }[])
    .filter((s) => s.available)
    .map((s) => s.time);
};

describe("the owner's working hours", () => {
  const t = useTestApp();
  afterEach(async () => {
    // Each test starts from the fresh install's week and settings.
    expect((await putHours(t, SPEC_WEEK)).status).toBe(200);
    expect((await putSettings(t, { start_step_minutes: 15, min_notice_hours: 2 })).status).toBe(
      200,
    );
  });

  it("starts from the spec's week, 15-minute starts and 2 hours' notice", async () => {
    const res = await request(t.http).get('/api/admin/schedule/hours').set(t.asAdmin());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      booking_paused: false,
      start_step_minutes: 15,
      min_notice_hours: 2,
      hours_text: hoursText(BUSINESS_HOURS),
    });
    expect(res.body.days).toHaveLength(7);
    expect(res.body.days[0]).toEqual({ weekday: 0, day: 'Sunday', intervals: [] });
    expect(res.body.days[2]).toEqual({
      weekday: 2,
      day: 'Tuesday',
      intervals: [{ opens: '09:00', closes: '19:00' }],
    });
    const times = await freeTimes(t, TUESDAY);
    expect(times.slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(times[times.length - 1]).toBe('18:00');
  });

  it('Tuesday 10:00-14:00 and 15:00-18:00: 14:15 is not offered, 15:00 is; the site shows both', async () => {
    const week = SPEC_WEEK.map((d) =>
      d.weekday === 2 ? day(2, ['10:00', '14:00'], ['15:00', '18:00']) : d,
    );
    const saved = await putHours(t, week);
    expect(saved.status).toBe(200);
    expect(saved.body.days[2].intervals).toEqual([
      { opens: '10:00', closes: '14:00' },
      { opens: '15:00', closes: '18:00' },
    ]);
    // At once on this instance: availability, the booking check and the site's hours.
    const times = await freeTimes(t, TUESDAY, 15);
    expect(times).not.toContain('14:15');
    expect(times).not.toContain('09:00');
    expect(times).toContain('15:00');
    expect(times).toContain('13:45');
    expect(await freeTimes(t, TUESDAY, 60)).not.toContain('13:15');
    const refused = await t.postBooking({ preferred_date: TUESDAY, preferred_time: '14:15' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: MESSAGES.offGridTime, field: 'preferred_time' });
    await t.book({ preferred_date: TUESDAY, preferred_time: '15:00' });
    const site = await request(t.http).get('/api/site');
    expect(site.body.hours[2]).toEqual({
      weekday: 2,
      day: 'Tuesday',
      opens: '10:00',
      closes: '18:00',
      intervals: [
        { opens: '10:00', closes: '14:00' },
        { opens: '15:00', closes: '18:00' },
      ],
    });
    expect(site.body.hours_text).toContainEqual({
      days: 'Tuesday',
      hours: '10:00 AM - 2:00 PM, 3:00 PM - 6:00 PM',
    });
  });

  it.each([
    [
      'overlapping',
      [day(2, ['10:00', '14:00'], ['13:00', '18:00'])],
      'days[0].intervals[1].opens',
      MESSAGES.intervalsOverlap('Tuesday'),
    ],
    [
      'reversed',
      [day(3, ['14:00', '10:00'])],
      'days[0].intervals[0].closes',
      MESSAGES.intervalReversed('Wednesday'),
    ],
    [
      'beyond 24:00',
      [day(5, ['20:00', '24:30'])],
      'days[0].intervals[0].closes',
      MESSAGES.intervalTimeInvalid('Friday'),
    ],
    [
      'off the 5-minute grid',
      [day(1, ['09:03', '12:00'])],
      'days[0].intervals[0].opens',
      MESSAGES.intervalOffGrid('Monday'),
    ],
    ['a weekday twice', [day(1), day(1)], 'days[1].weekday', MESSAGES.weekdayTwice('Monday')],
    ['not a list', 'monday', 'days', MESSAGES.weekDaysRequired],
  ])(
    'refuses a week %s with the field and its message, changing nothing',
    async (_l, days, field, message) => {
      const res = await putHours(t, days);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message, field });
      const now = await request(t.http).get('/api/admin/schedule/hours').set(t.asAdmin());
      expect(now.body.hours_text).toEqual(hoursText(BUSINESS_HOURS));
    },
  );

  it('allows an all-closed week: the site and availability say online booking is paused', async () => {
    const res = await putHours(t, []);
    expect(res.status).toBe(200);
    expect(res.body.booking_paused).toBe(true);
    const site = await request(t.http).get('/api/site');
    expect(site.body.booking_paused).toBe(true);
    expect(site.body.hours_text).toEqual([{ days: 'Monday - Sunday', hours: 'Closed' }]);
    const slots = await availability(t, TUESDAY);
    expect(slots.body).toMatchObject({ booking_paused: true, slots: [] });
    const refused = await t.postBooking({ preferred_date: TUESDAY, preferred_time: '10:00' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(MESSAGES.bookingPaused);
  });

  it('start-time step and minimum notice: availability and bookings follow them', async () => {
    const saved = await putSettings(t, { start_step_minutes: 30 });
    expect(saved.body).toMatchObject({ start_step_minutes: 30, min_notice_hours: 2 });
    const times = await freeTimes(t, TUESDAY);
    expect(times.slice(0, 3)).toEqual(['09:00', '09:30', '10:00']);
    const offGrid = await t.postBooking({ preferred_date: TUESDAY, preferred_time: '10:15' });
    expect(offGrid.body).toMatchObject({ message: MESSAGES.offGridTime, field: 'preferred_time' });
    // Now is Monday 2026-11-23 09:00: 48 hours' notice refuses Tuesday 10:00, 25 hours ahead.
    await putSettings(t, { min_notice_hours: 48 });
    const tooSoon = await t.postBooking({ preferred_date: '2026-11-24', preferred_time: '10:00' });
    expect(tooSoon.status).toBe(400);
    expect(tooSoon.body.message).toBe(MESSAGES.timeTooSoon);
    expect(await freeTimes(t, '2026-11-24')).toEqual([]);
    for (const [body, field] of [
      [{ start_step_minutes: 7 }, 'start_step_minutes'],
      [{ min_notice_hours: -1 }, 'min_notice_hours'],
      [{ min_notice_hours: 'soon' }, 'min_notice_hours'],
    ] as const) {
      const bad = await putSettings(t, body);
      expect(bad.status).toBe(400);
      expect(bad.body.field).toBe(field);
    }
  });

  it('saves ten concurrent weeks one after another: the stored week is one of them, whole', async () => {
    const weeks = Array.from({ length: 10 }, (_, i) => [
      day(1, ['09:00', '12:00'], [`${13 + (i % 5)}:00`, '19:00']),
      day(2, [`0${i % 10}:00`.slice(-5), '11:00']),
    ]);
    const answers = await Promise.all(weeks.map((w) => putHours(t, w)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const stored = await t.query<{ weekday: number; opens_minute: number; closes_minute: number }>(
      `SELECT weekday, opens_minute, closes_minute FROM schedule_hours ORDER BY weekday, opens_minute`,
    );
    expect(stored).toHaveLength(3);
    const final = await request(t.http).get('/api/admin/schedule/hours').set(t.asAdmin());
    const asSent = weeks.map((w) => JSON.stringify([w[0].intervals, w[1].intervals]));
    expect(asSent).toContain(
      JSON.stringify([final.body.days[1].intervals, final.body.days[2].intervals]),
    );
  });

  it('the database refuses overlapping intervals of a day too', async () => {
    await expect(
      t.query(
        `INSERT INTO schedule_hours (weekday, opens_minute, closes_minute) VALUES (0, 600, 700), (0, 650, 720)`,
      ),
    ).rejects.toThrow(/schedule_hours_no_overlap/);
  });

  it('API keys: schedule:read reads, schedule:write saves, others are refused', async () => {
    const key = async (scopes: string[]) => {
      const res = await request(t.http)
        .post('/api/admin/api-keys')
        .set(t.asAdmin())
        .send({ name: 'Calendar sync', scopes });
      expect(res.status).toBe(201);
      return { Authorization: `Bearer ${res.body.key}` };
    };
    const reader = await key(['schedule:read']);
    const writer = await key(['schedule:write']);
    const other = await key(['appointments:read']);
    expect((await request(t.http).get('/api/admin/schedule/hours').set(reader)).status).toBe(200);
    expect((await request(t.http).get('/api/admin/schedule/settings').set(other)).status).toBe(403);
    expect((await putHours(t, SPEC_WEEK, reader)).status).toBe(403);
    expect((await putHours(t, SPEC_WEEK, writer)).status).toBe(200);
    expect((await request(t.http).get('/api/admin/schedule/hours')).status).toBe(401);
  });
});

describe('the first start seeds the week from business.json', () => {
  it("takes the profile's hours, and keeps the owner's week across a restart", async () => {
    await withTestApp(
      {
        prepare: (dataDir) =>
          writeFileSync(
            path.join(dataDir, 'business.json'),
            JSON.stringify({ hours: { tuesday: '10:00-16:00', saturday: '08:00-12:00' } }),
          ),
      },
      async (t) => {
        const res = await request(t.http).get('/api/admin/schedule/hours').set(t.asAdmin());
        expect(res.body.hours_text).toEqual([
          { days: 'Monday', hours: 'Closed' },
          { days: 'Tuesday', hours: '10:00 AM - 4:00 PM' },
          { days: 'Wednesday - Friday', hours: 'Closed' },
          { days: 'Saturday', hours: '8:00 AM - 12:00 PM' },
          { days: 'Sunday', hours: 'Closed' },
        ]);
        expect((await putHours(t, [])).status).toBe(200);
        await t.restart();
        const after = await request(t.http).get('/api/admin/schedule/hours').set(t.asAdmin());
        expect(after.body.booking_paused).toBe(true);
      },
    );
  });
});

describe('a schedule saved on one instance', () => {
  it('shows on another within its cache window, and at once on the one that saved it', () =>
    withTestApp({ env: { AVAILABILITY_CACHE_MS: '60000' } }, async (a) => {
      const short = await startTestApp({
        database: a.database,
        clock: a.clock,
        env: { AVAILABILITY_CACHE_MS: '300' },
      });
      const long = await startTestApp({ database: a.database, clock: a.clock });
      const tuesday = (http: TestApp['http']) =>
        request(http).get('/api/availability').query({ date: '2026-12-01', duration: 60 });
      try {
        const before = await tuesday(short.http);
        expect(before.body.slots[0].time).toBe('09:00');
        // `long` reads it now, keeping it for a minute (its own default is 2 s: this one is 60 s).
        expect((await tuesday(long.http)).body.slots[0].time).toBe('09:00');
        const week = SPEC_WEEK.map((d) => (d.weekday === 2 ? day(2, ['11:00', '15:00']) : d));
        expect((await putHours(a, week)).status).toBe(200);
        // At once on the instance that saved it, the site's hours included.
        expect((await tuesday(a.http)).body.slots[0].time).toBe('11:00');
        expect((await request(a.http).get('/api/site')).body.hours[2].opens).toBe('11:00');
        // An instance keeping it a minute still answers the week it read...
        expect((await tuesday(long.http)).body.slots[0].time).toBe('09:00');
        // ...and one keeping it 300 ms answers the new one soon.
        const since = Date.now();
        while (
          (await tuesday(short.http)).body.slots[0].time !== '11:00' &&
          Date.now() - since < 10_000
        ) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect((await tuesday(short.http)).body.slots[0].time).toBe('11:00');
      } finally {
        await short.close({ keepData: true });
        await long.close({ keepData: true });
      }
    }));
});
