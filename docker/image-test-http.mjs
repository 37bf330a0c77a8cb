/* global process, fetch, AbortSignal -- Node (eslint.config.mjs gives node globals to frontend/scripts and tools only) */
import { randomBytes } from 'node:crypto';
import { facialBooking } from '../backend/test/support/booking-request.cjs';
import { ADMIN_PASSWORD } from './image-test-setup.mjs';

// A request held in flight, and whether nothing listens on a port: the backend's graceful-shutdown
// test uses them too.
export { heldRequest, refused } from '../tools/local-processes.mjs';

// ---------------------------------------------------------------------------------------------
// HTTP

/** JSON request; answers the status and the parsed body. */
export async function api(port, method, route, { body, token } = {}) {
  const res = await fetch(`http://127.0.0.1:${port}${route}`, {
    method,
    headers: {
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON (the home page)
  }
  return { status: res.status, body: json, text, type: res.headers.get('content-type') ?? '' };
}

export function expectStatus(res, status, what) {
  if (res.status !== status) {
    throw new Error(`${what}: ${res.status}, expected ${status}: ${res.text.slice(0, 300)}`);
  }
  return res.body;
}

// ---------------------------------------------------------------------------------------------
// The app's data

let serial = 0;
export function unique(prefix) {
  serial += 1;
  return `${prefix}-${process.pid}-${serial}-${randomBytes(3).toString('hex')}`;
}

/** A booking of one service at `date` `time`, with its own e-mail and phone. */
export function booking(date, time) {
  serial += 1;
  return {
    ...facialBooking(),
    email: `${unique('booker')}@example.com`,
    phone: `(301) 555-${String(1000 + (serial % 9000)).padStart(4, '0')}`,
    preferred_date: date,
    preferred_time: time,
  };
}

/** A free 60-minute slot on an open day from a week ahead (the app runs on the real clock). */
export async function freeSlot(port) {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7);
  for (let i = 0; i < 60; i += 1, day.setUTCDate(day.getUTCDate() + 1)) {
    const date = day.toISOString().slice(0, 10);
    const res = await api(port, 'GET', `/api/availability?date=${date}&duration=60`);
    if (res.status !== 200) continue;
    const slot = res.body.slots.find((s) => s.available);
    if (slot) return { date, time: slot.time };
  }
  throw new Error('no open day with a free slot in the next two months');
}

export async function adminToken(port) {
  const res = await api(port, 'POST', '/api/admin/login', {
    body: { username: 'admin', password: ADMIN_PASSWORD },
  });
  const body = expectStatus(res, 200, 'POST /api/admin/login');
  if (typeof body?.token !== 'string') throw new Error('no token in the login answer');
  return body.token;
}
