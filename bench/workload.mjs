/* global process, fetch, performance -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
/** What the runs send: time off, free slots, logins, bookings at distinct slots and at the same slots at once. */
import { randomBytes } from 'node:crypto';
import { load, percentile } from './measure.mjs';
import {
  ADMIN_PASSWORD,
  BOOKING_HORIZON_MONTHS,
  BOOKING_WORKERS,
  CONNECTIONS,
  CONTENTION_REQUESTS,
  DURATION,
  SEED_CATALOG,
  SERVICE,
  TIME_OFF_BLOCKS,
  bufferAfter,
} from './settings.mjs';

/**
 * A visitor's address, `n` of many, as a proxy on this host would pass it (X-Forwarded-For; the app
 * trusts loopback by default): the bookers of a run are different people, each on their own address,
 * as the app counts unpaid holds and takes its hold locks per address too.
 */
const visitor = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function postJson(url, body, address) {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** The next `count` open weekdays from a week ahead, within the booking horizon. */
export function weekdays(count) {
  const day = new Date();
  day.setUTCHours(12, 0, 0, 0);
  day.setUTCDate(day.getUTCDate() + 7);
  const horizon = new Date();
  horizon.setUTCMonth(horizon.getUTCMonth() + BOOKING_HORIZON_MONTHS);
  horizon.setUTCDate(horizon.getUTCDate() - 2);
  const days = [];
  while (days.length < count && day < horizon) {
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** `path` on the app with the admin's bearer token; throws unless it answers 2xx. */
async function asAdmin(appUrl, token, method, path, body) {
  const res = await fetch(`${appUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
}

/**
 * The owner's schedule of the availability target, through the admin API: starts every 15 minutes,
 * and TIME_OFF_BLOCKS blocks of time off in the month after next (wholly ahead and within the
 * horizon): 3 weekly ones (lunch on Monday, Wednesday and Friday), one-off ones of whole days and of
 * parts of days, one of them on the date measured (which keeps free times). Answers that date.
 */
export async function seedTimeOff(appUrl) {
  const login = await postJson(`${appUrl}/api/admin/login`, {
    username: 'admin',
    password: ADMIN_PASSWORD,
  });
  if (login.status !== 200) throw new Error(`the admin's login answered ${login.status}`);
  const token = login.body.token;
  await asAdmin(appUrl, token, 'PUT', '/api/admin/schedule/settings', { start_step_minutes: 15 });
  const first = new Date();
  first.setUTCDate(1);
  first.setUTCMonth(first.getUTCMonth() + 2);
  const month = Array.from({ length: 28 }, (_, i) => {
    const day = new Date(first.getTime());
    day.setUTCDate(1 + i);
    return day;
  });
  const open = month.filter((d) => d.getUTCDay() !== 0).map((d) => d.toISOString().slice(0, 10));
  const measured = open[10];
  const blocks = [1, 3, 5].map((weekday) => ({
    kind: 'weekly',
    weekday,
    from: '12:00',
    to: '13:00',
  }));
  blocks.push({ kind: 'once', start_date: measured, start_time: '14:00', end_time: '15:00' });
  const parts = [
    { start_time: '09:00', end_time: '10:30' },
    { start_time: '15:30', end_time: '17:00' },
    {},
  ];
  for (const date of open.filter((d) => d !== measured)) {
    if (blocks.length === TIME_OFF_BLOCKS) break;
    blocks.push({ kind: 'once', start_date: date, ...parts[blocks.length % parts.length] });
  }
  for (const block of blocks) {
    await asAdmin(appUrl, token, 'POST', '/api/admin/schedule/blocks', {
      ...block,
      note: 'bench',
    });
  }
  return measured;
}

/**
 * Free start times of SERVICE on the given days, asked of /api/availability with its buffer, and of
 * those only the ones apart from each other: with starts every 15 minutes, a start and the next
 * ones overlap (an hour's facial and its 10 minutes of cleanup), and a booking of each would be
 * refused, which is no measure of distinct free slots nor of one winner per slot.
 */
export async function freeSlots(appUrl, days, duration) {
  const blocking = duration + bufferAfter(SEED_CATALOG, [SERVICE]);
  const minutes = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  const slots = [];
  for (const date of days) {
    const res = await fetch(
      `${appUrl}/api/availability?date=${date}&duration=${duration}&services=${SERVICE}`,
    );
    const body = await res.json();
    let free = -Infinity;
    for (const slot of body.slots ?? []) {
      if (!slot.available || minutes(slot.time) < free) continue;
      slots.push({ date, time: slot.time });
      free = minutes(slot.time) + blocking;
    }
  }
  return slots;
}

/**
 * Logins of CONNECTIONS registered clients, each connection logging one of them in again and again:
 * many clients at once, as on a busy evening. One account on every connection measured nothing: the
 * login throttle counts an account's attempts still running as failures and makes each next one
 * wait (doubling, up to LOGIN_DELAY_MAX_MS), so 50 at once on one account waited 10 s each and none
 * answered within the run. With one connection an account, its attempts follow each other and each
 * success clears its count, as for a real client.
 */
export async function loginLoad(appUrl) {
  const accounts = [];
  for (let i = 0; i < CONNECTIONS; i++) {
    const account = {
      email: `bench.login.${process.pid}.${i}@example.com`,
      phone: `301${3_000_000 + i}`,
    };
    const registered = await postJson(`${appUrl}/api/clients/register`, {
      first_name: 'Maya',
      last_name: 'Reed',
      ...account,
    });
    if (registered.status !== 201) throw new Error(`registration answered ${registered.status}`);
    accounts.push(JSON.stringify(account));
  }
  let next = 0;
  return load(`${appUrl}/api/clients/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: accounts[0],
    // Called once per connection: its own account, for the whole run.
    setupClient: (client) => client.setBody(accounts[next++ % accounts.length]),
  });
}

let bookerCount = 0;
/** A booking of the service at a slot by a client of her own (her own e-mail and phone). */
function bookingBody(slot) {
  bookerCount += 1;
  const tag = `${process.pid}.${bookerCount}.${randomBytes(3).toString('hex')}`;
  return {
    first_name: 'Ana',
    last_name: 'Lopez',
    email: `bench.${tag}@example.com`,
    phone: `301${String(2_000_000 + bookerCount).padStart(7, '0')}`,
    services: [SERVICE],
    preferred_date: slot.date,
    preferred_time: slot.time,
    service_location: 'clinic',
  };
}

/**
 * BOOKING_WORKERS clients booking at once, each request on a distinct free slot, for DURATION seconds
 * or until the slots run out.
 */
export async function bookDistinctSlots(url, slots) {
  const latencies = [];
  const statuses = {};
  let next = 0;
  const started = performance.now();
  const deadline = started + DURATION * 1000;
  async function worker(index) {
    while (performance.now() < deadline && next < slots.length) {
      const slot = slots[next++];
      const t0 = performance.now();
      const res = await postJson(url, bookingBody(slot), visitor(index + 1));
      latencies.push(performance.now() - t0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
  }
  await Promise.all(Array.from({ length: BOOKING_WORKERS }, (_, i) => worker(i)));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rps: (statuses[201] ?? 0) / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    requests: latencies.length,
    statuses,
    slotsOffered: slots.length,
  };
}

/** CONTENTION_REQUESTS bookings at once over CONTENTION_SLOTS slots: one each must win. */
export async function contention(appUrl, slots) {
  const requests = Array.from({ length: CONTENTION_REQUESTS }, (_, i) => async () => {
    const t0 = performance.now();
    const res = await postJson(
      `${appUrl}/api/bookings`,
      bookingBody(slots[i % slots.length]),
      visitor(1000 + i),
    );
    return { status: res.status, ms: performance.now() - t0 };
  });
  const started = performance.now();
  const results = await Promise.all(requests.map((send) => send()));
  const wallMs = performance.now() - started;
  const statuses = {};
  for (const r of results) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const refused = results
    .filter((r) => r.status !== 201)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const won = results
    .filter((r) => r.status === 201)
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  return {
    successes: statuses[201] ?? 0,
    statuses,
    refusedP50: percentile(refused, 50),
    refusedP99: percentile(refused, 99),
    wonP50: percentile(won, 50),
    wallMs,
  };
}
