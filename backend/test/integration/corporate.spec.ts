import { MESSAGES } from '@esthetics/domain';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { uniqueEmail } from '../support/test-app';

/**
 * The preferred date of a corporate inquiry: today or later in the business's time zone (Maryland).
 * The tests' clock starts on Monday 2026-11-23 at 09:00 in New York.
 */
describe('corporate inquiry: the preferred date', () => {
  const t = useTestApp({ resetClock: true });

  const inquiry = (companyName: string, preferredDate: string) => ({
    companyName,
    contactName: 'Jordan Lee',
    email: uniqueEmail('corp'),
    phone: '(301) 555-0199',
    preferredDate,
    selectedPackage: null,
    submissionType: 'corporate_booking_inquiry',
  });

  /** The stored inquiries of a company, as the admin lists them. */
  async function storedFor(companyName: string): Promise<{ preferredDate: string | null }[]> {
    const res = await request(t.http)
      .get('/api/admin/corporate-inquiries')
      .query({ q: companyName, limit: 100 })
      .set(t.asAdmin());
    expect(res.status).toBe(200);
    return (res.body.inquiries as { companyName: string; preferredDate: string | null }[]).filter(
      (i) => i.companyName === companyName,
    );
  }

  it('refuses a date before today with 400 and its message, and stores nothing', async () => {
    const company = `Past Co ${randomUUID().slice(0, 8)}`;
    for (const date of ['2026-11-22', '2025-06-01']) {
      const res = await request(t.http).post('/api/corporate-inquiry').send(inquiry(company, date));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        status: 'error',
        message: MESSAGES.preferredDateInPast,
        field: 'preferredDate',
      });
    }
    expect(await storedFor(company)).toEqual([]);
  });

  it('accepts today (201) and stores it', async () => {
    const company = `Today Co ${randomUUID().slice(0, 8)}`;
    const res = await request(t.http)
      .post('/api/corporate-inquiry')
      .send(inquiry(company, '2026-11-23'));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    expect(await storedFor(company)).toMatchObject([{ preferredDate: '2026-11-23' }]);
  });

  it("uses Maryland's today around midnight, not the server's UTC date", async () => {
    const company = `Midnight Co ${randomUUID().slice(0, 8)}`;
    // 23:30 on 23 November in Maryland, already the 24th in UTC: the 23rd is still today.
    t.clock.set(new Date('2026-11-24T04:30:00Z'));
    const late = await request(t.http)
      .post('/api/corporate-inquiry')
      .send(inquiry(company, '2026-11-23'));
    expect(late.status).toBe(201);

    // 00:30 on the 24th in Maryland: the 23rd has passed.
    t.clock.set(new Date('2026-11-24T05:30:00Z'));
    const after = await request(t.http)
      .post('/api/corporate-inquiry')
      .send(inquiry(company, '2026-11-23'));
    expect(after.status).toBe(400);
    expect(after.body.message).toBe(MESSAGES.preferredDateInPast);
    expect(await storedFor(company)).toHaveLength(1);
  });
});
