import { MESSAGES, SAFETY_RULES } from '@esthetics/domain';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { confirmHealthAccess } from '../support/health-access';

interface Flag {
  rule: string;
  severity: string;
  reason: string;
}

const reasonOf = (id: string) => SAFETY_RULES.find((r) => r.id === id)!.reason;

describe('safety flags for the treatment room', () => {
  const t = useTestApp();
  const nextDate = weekdays();

  /** The client fills in the health form (the one place a test does it). */
  /** Sessions that confirmed the e-mailed code (health-access), so each confirms once. */
  const confirmed = new Set<string>();
  const fillHealthForm = async (client: { id: string }, token: string, answers: object) => {
    if (!confirmed.has(token)) {
      await confirmHealthAccess(t, { client, token });
      confirmed.add(token);
    }
    return request(t.http)
      .post(`/api/clients/${client.id}/consultation`)
      .set('Authorization', `Bearer ${token}`)
      .send(answers)
      .expect(200);
  };

  /** A client books `services` with the account's e-mail and phone; answers the booking's id and date. */
  const bookAs = async (
    me: Awaited<ReturnType<typeof t.registerClient>>,
    overrides: Record<string, unknown>,
  ) => {
    const date = nextDate();
    const res = await t.book({
      email: me.body.email,
      phone: me.body.phone,
      preferred_date: date,
      ...overrides,
    });
    return { id: res.body.booking_id as string, date };
  };

  const adminDetail = async (id: string) => {
    const res = await request(t.http).get(`/api/admin/appointments/${id}`).set(t.asAdmin());
    expect(res.status).toBe(200);
    return res.body as { safety_flags: Flag[]; consultation: unknown };
  };

  /** The appointment as the agenda reads it: the list of its day, soonest first. */
  const agendaRow = async (id: string, date: string) => {
    const res = await request(t.http)
      .get('/api/admin/appointments')
      .query({ from: date, to: date, order: 'start', limit: 100 })
      .set(t.asAdmin());
    expect(res.status).toBe(200);
    return (res.body.appointments as { id: string; safety_flags: Flag[] }[]).find(
      (a) => a.id === id,
    );
  };

  const clientList = async (me: Awaited<ReturnType<typeof t.registerClient>>) => {
    const res = await request(t.http)
      .get(`/api/clients/${me.client.id}/appointments`)
      .set('Authorization', `Bearer ${me.token}`);
    expect(res.status).toBe(200);
    return res.body.appointments as Record<string, unknown>[];
  };

  it('flags isotretinoin with waxing for the admin, and tells the client only to mention it', async () => {
    const me = await t.registerClient();
    await fillHealthForm(me.client, me.token, {
      medications: 'Accutane 40mg, vitamin D',
      sun_exposure: 'Low',
    });
    const wax = await bookAs(me, { services: ['bikini-wax'] });
    const facial = await bookAs(me, { services: ['sensitive-skin-facial'] });

    const expected = [
      { rule: 'isotretinoin-waxing', severity: 'avoid', reason: reasonOf('isotretinoin-waxing') },
    ];
    expect((await adminDetail(wax.id)).safety_flags).toEqual(expected);
    expect((await agendaRow(wax.id, wax.date))?.safety_flags).toEqual(expected);
    // The same client's gentle facial is not flagged.
    expect((await adminDetail(facial.id)).safety_flags).toEqual([]);
    expect((await agendaRow(facial.id, facial.date))?.safety_flags).toEqual([]);

    const mine = await clientList(me);
    const waxRow = mine.find((a) => a.id === wax.id)!;
    expect(waxRow.health_note).toBe(true);
    expect(mine.find((a) => a.id === facial.id)!.health_note).toBe(false);
    // The client's answer never says which answer or why.
    expect(waxRow).not.toHaveProperty('safety_flags');
    const body = JSON.stringify(mine);
    expect(body).not.toMatch(/isotretinoin|accutane/i);
    expect(body).not.toContain(reasonOf('isotretinoin-waxing'));
    expect(MESSAGES.safetyHealthNote).not.toMatch(/isotretinoin|accutane|wax/i);
  });

  it('follows the form as it changes: flags appear and go', async () => {
    const me = await t.registerClient();
    const lip = await bookAs(me, { services: ['upper-lip-wax'], add_ons: [] });
    expect((await adminDetail(lip.id)).safety_flags).toEqual([]);

    await fillHealthForm(me.client, me.token, {
      products_currently_using: 'Differin gel',
      medical_conditions: 'cold sores',
      sun_exposure: 'High',
    });
    expect((await adminDetail(lip.id)).safety_flags.map((f) => f.rule)).toEqual([
      'retinoid-face-waxing',
      'sun-waxing',
      'cold-sores',
    ]);

    await fillHealthForm(me.client, me.token, { sun_exposure: 'Low' });
    expect((await adminDetail(lip.id)).safety_flags).toEqual([]);
    expect((await clientList(me)).find((a) => a.id === lip.id)!.health_note).toBe(false);
  });

  it('gives no flags without a health form, or to a booking without an account', async () => {
    const me = await t.registerClient();
    const noForm = await bookAs(me, { services: ['brazilian-wax'] });
    expect((await adminDetail(noForm.id)).safety_flags).toEqual([]);
    expect((await agendaRow(noForm.id, noForm.date))?.safety_flags).toEqual([]);
    expect((await clientList(me))[0].health_note).toBe(false);

    // A guest with the same name but another e-mail: no account, no form, no flags.
    await fillHealthForm(me.client, me.token, { medications: 'isotretinoin' });
    const date = nextDate();
    const guest = await t.book({
      first_name: me.body.first_name,
      last_name: me.body.last_name,
      services: ['brazilian-wax'],
      preferred_date: date,
    });
    const id = guest.body.booking_id as string;
    expect((await adminDetail(id)).safety_flags).toEqual([]);
    expect((await agendaRow(id, date))?.safety_flags).toEqual([]);
  });

  it("flags each appointment of a day by its own client's form", async () => {
    const a = await t.registerClient();
    const b = await t.registerClient();
    await fillHealthForm(a.client, a.token, { pregnant_or_nursing: true });
    await fillHealthForm(b.client, b.token, { allergies: 'latex' });
    const date = nextDate();
    const at = (time: string, me: typeof a, services: string[]) =>
      t.book({
        email: me.body.email,
        phone: me.body.phone,
        preferred_date: date,
        preferred_time: time,
        services,
      });
    await at('09:00', a, ['anti-aging-facial']);
    await at('11:00', b, ['eyebrow-wax']);
    await at('13:00', a, ['eyebrow-wax']);
    const res = await request(t.http)
      .get('/api/admin/appointments')
      .query({ from: date, to: date, order: 'start' })
      .set(t.asAdmin())
      .expect(200);
    expect(
      (res.body.appointments as { appointment_time: string; safety_flags: Flag[] }[]).map((x) => [
        x.appointment_time,
        x.safety_flags.map((f) => f.rule),
      ]),
    ).toEqual([
      ['09:00', ['pregnancy-actives']],
      ['11:00', ['allergy-latex']],
      ['13:00', []],
    ]);
  });

  it('never blocks a booking', async () => {
    const me = await t.registerClient();
    await fillHealthForm(me.client, me.token, {
      medications: 'Accutane, warfarin',
      allergies: 'rosin',
      pregnant_or_nursing: true,
      sun_exposure: 'High',
    });
    const booked = await bookAs(me, { services: ['full-body-wax'] });
    const flags = (await adminDetail(booked.id)).safety_flags;
    expect(flags[0]).toMatchObject({ rule: 'isotretinoin-waxing', severity: 'avoid' });
    expect(flags.map((f) => f.rule)).toEqual(
      expect.arrayContaining(['allergy-wax', 'sun-waxing', 'blood-thinners-waxing']),
    );
  });
});
