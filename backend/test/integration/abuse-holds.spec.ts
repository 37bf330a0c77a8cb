import { MESSAGES } from '@esthetics/domain';
import { useTestApp } from '../support/harness';
import { uniqueEmail, weekdays } from '../support/test-app';
import { newVisitor, uniquePhone, bookAs } from '../support/visitors';

/** The forms and the mail cannot be turned against anyone. */

const OWNER = 'owner@studio.example';

describe('abuse of the forms and the mail', () => {
  const t = useTestApp({
    smtp: true,
    env: { ADMIN_EMAIL: OWNER, UNPAID_HOLDS_PER_CLIENT: '3' },
  });
  const nextDate = weekdays();

  describe('unpaid holds per e-mail, phone and address (point 14)', () => {
    const refusal = { code: 'tooManyUnpaidHolds', message: MESSAGES.tooManyUnpaidHolds(3) };

    it('refuses a fourth unpaid booking by one e-mail, and takes one again once one is paid', async () => {
      const email = uniqueEmail('holder');
      const another = () => ({ email, phone: uniquePhone(), preferred_date: nextDate() });
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const res = await bookAs(t, newVisitor(), another());
        expect(res.status).toBe(201);
        ids.push(res.body.booking_id as string);
      }
      const fourth = await bookAs(t, newVisitor(), another());
      expect(fourth.status).toBe(429);
      expect(fourth.body).toMatchObject(refusal);

      const session = await t.createSession(ids[0]);
      expect(session.status).toBe(201);
      await t.pay(session.body.session_id);
      expect((await bookAs(t, newVisitor(), another())).status).toBe(201);
      expect((await bookAs(t, newVisitor(), another())).body).toMatchObject(refusal);
    });

    it('counts one phone however it is written', async () => {
      const written = ['(301) 555-0199', '301.555.0199', '+1 301 555 0199', '3015550199'];
      const answers = [];
      for (const phone of written) {
        answers.push(
          await bookAs(t, newVisitor(), {
            email: uniqueEmail('phone'),
            phone,
            preferred_date: nextDate(),
          }),
        );
      }
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 429]);
      expect(answers[3].body).toMatchObject(refusal);
    });

    it('counts one client address, and no other', async () => {
      const visitor = newVisitor();
      const someone = () => ({
        email: uniqueEmail('address'),
        phone: uniquePhone(),
        preferred_date: nextDate(),
      });
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await bookAs(t, visitor, someone()));
      expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 429]);
      expect(answers[3].body).toMatchObject(refusal);
      expect((await bookAs(t, newVisitor(), someone())).status).toBe(201);
    });

    it('lets exactly 3 of 10 concurrent bookings by one e-mail through', async () => {
      const email = uniqueEmail('burst');
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          bookAs(t, newVisitor(), { email, phone: uniquePhone(), preferred_date: nextDate() }),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 201, 201, ...Array<number>(7).fill(429)]);
      const [row] = await t.query<{ held: string }>(
        `SELECT count(*) AS held FROM appointments WHERE client_email = $1 AND status = 'pending'`,
        [email],
      );
      expect(Number(row.held)).toBe(3);
    });

    it('tells the owner of a booking once its deposit is paid, not while it is held', async () => {
      const ownerMails = async () => (await t.outbox()).filter((m) => m.to.includes(OWNER));
      const before = (await ownerMails()).length;
      const { sessionId } = await t.bookAndCheckout({
        first_name: 'Hollis',
        last_name: 'Pendleton',
        email: uniqueEmail('owner-notice'),
        phone: uniquePhone(),
        preferred_date: nextDate(),
      });
      expect(await ownerMails()).toHaveLength(before);
      await t.pay(sessionId);
      const after = await ownerMails();
      expect(after).toHaveLength(before + 1);
      const notices = after.filter((m) => m.subject.includes('Hollis Pendleton'));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ kind: 'appointment_confirmed' });
      expect(notices[0].subject).toMatch(/^New booking, deposit paid: Hollis Pendleton, /);
    });
  });
});
