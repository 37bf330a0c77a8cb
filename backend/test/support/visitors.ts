/** Bookings from many visitors: each its own address (X-Forwarded-For) and phone. */
import http from 'node:http';
import request from 'supertest';
import { Harness } from './harness';
import { bookingPayload } from './test-app';

let addresses = 1;

/**
 * A visitor of its own: requests from another loopback address (127.0.0.0/8 all reaches this host),
 * so the app sees another client address.
 */
export function newVisitor(): http.Agent {
  addresses += 1;
  return new http.Agent({ localAddress: `127.0.0.${addresses}` });
}

let phones = 0;

/** A phone number no other booking of the file uses. */
export function uniquePhone(): string {
  phones += 1;
  return `(301) 555-${String(1000 + phones)}`;
}

/** Sends a booking as `visitor`, whatever the answer. */
export function bookAs(
  t: Harness,
  visitor: http.Agent,
  overrides: Record<string, unknown>,
): request.Test {
  return request(t.http).post('/api/bookings').agent(visitor).send(bookingPayload(overrides));
}
