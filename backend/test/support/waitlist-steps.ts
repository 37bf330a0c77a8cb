/** Helpers of the waitlist specs. */
import { HOLD_MS } from '@esthetics/domain';
import request from 'supertest';
import type { Harness } from './harness';
import { uniqueEmail } from './test-app';

const MINUTE = 60 * 1000;

/** A valid waitlist form for `day`, 10:00 to 12:00, a one-hour facial, with a unique e-mail. */
export function entry(
  day: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: 'Maya Lee',
    email: uniqueEmail('waiting'),
    phone: '(301) 555-0177',
    services: ['classic-european-facial'],
    days: [day],
    from: '10:00',
    to: '12:00',
    ...overrides,
  };
}

/** The waitlist's routes and mails as a test drives them on `t`. */
export function waitlistSteps(t: Harness) {
  const join = (body: Record<string, unknown>) => request(t.http).post('/api/waitlist').send(body);

  /**
   * Joins a second after the previous join (the waitlist serves the earliest joined first); expects
   * 201 and answers the e-mail it joined with and its id.
   */
  async function joined(body: Record<string, unknown>): Promise<{ email: string; id: string }> {
    t.clock.advance(1000);
    const res = await join(body);
    expect(res.status).toBe(201);
    return { email: body.email as string, id: res.body.id as string };
  }

  /** The text of the mails of `kind` to `email`, oldest first. */
  async function mailsTo(email: string, kind: string): Promise<string[]> {
    const rows: { text_body: string }[] = await t.query(
      `SELECT text_body FROM outbox_messages WHERE kind = $1 AND $2 = ANY(recipients) ORDER BY created_at, id`,
      [kind, email],
    );
    return rows.map((r) => r.text_body);
  }

  /** The token of the `page` link (offer or leave) in the latest `kind` mail to `email`. */
  async function linkToken(email: string, kind: string, page: 'offer' | 'leave'): Promise<string> {
    const mails = await mailsTo(email, kind);
    expect(mails.length).toBeGreaterThan(0);
    const match = new RegExp(`/waitlist/${page}\\?token=([A-Za-z0-9_-]+)`).exec(
      mails[mails.length - 1],
    );
    if (!match) throw new Error(`No ${page} link in the ${kind} mail`);
    return match[1];
  }

  /** Books `day` at 10:00 and lets its hold end unpaid: the sweep frees the time. */
  async function freeTenOclock(day: string): Promise<void> {
    await t.book({ preferred_date: day, preferred_time: '10:00' });
    t.clock.advance(HOLD_MS + MINUTE);
    expect(await t.sweepHolds()).toBeGreaterThanOrEqual(1);
  }

  const offer = (token: string) => request(t.http).get(`/api/waitlist/offers/${token}`);
  const claim = (token: string, body: Record<string, unknown> = {}) =>
    request(t.http).post(`/api/waitlist/offers/${token}/claim`).send(body);
  const dayList = (day: string) =>
    request(t.http).get('/api/admin/waitlist').query({ date: day }).set(t.asAdmin());
  return { join, joined, mailsTo, linkToken, freeTenOclock, offer, claim, dayList };
}
