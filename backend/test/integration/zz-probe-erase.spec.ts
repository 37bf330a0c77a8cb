import request from 'supertest';
import { useTestApp } from '../support/harness';
import { confirmHealthAccess } from '../support/health-access';
import { uniqueEmail, weekdays } from '../support/test-app';

const as = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('probe erase', () => {
  const t = useTestApp({ stripe: true });
  const nextDate = weekdays();

  it('P5 verified account with victim phone erases victim rows', async () => {
    const vEmail = uniqueEmail('victim');
    const vPhone = '(301) 555-0177';
    const booked = await t.book({ email: vEmail, phone: vPhone, preferred_date: nextDate(), preferred_time: '09:00' });
    await request(t.http).post('/api/corporate-inquiry').send({ companyName: 'VictimCo', contactName: 'Vic', email: uniqueEmail('corpv'), phone: '301-555-0177' }).expect(201);
    const attacker = await t.registerClient({ phone: vPhone }); // own email, verified
    await confirmHealthAccess(t, { client: { id: attacker.client.id }, token: attacker.token });
    const del = await request(t.http).delete(`/api/clients/${attacker.client.id}`).set(as(attacker.token)).send({ confirm_email: attacker.client.email });
    const appt = await t.query<any>(`SELECT client_phone, client_email FROM appointments WHERE id = $1`, [booked.body.booking_id]);
    const corp = await t.query<any>(`SELECT 1 FROM corporate_inquiries WHERE company_name = 'VictimCo'`, []);
    console.log('P5 delete', del.status, 'victim booking', appt[0], 'victim corporate rows left', corp.length);
  });

  it('P6 bad inputs', async () => {
    const who = await t.registerClient({}, { verify: false });
    const out: string[] = [];
    const tries: [string, string, unknown, Record<string,string>?][] = [
      ['post', `/api/clients/${who.client.id}/email/confirm`, { code: 123456 }],
      ['post', `/api/clients/${who.client.id}/email/confirm`, { code: ['123456'] }],
      ['post', `/api/clients/${who.client.id}/email/confirm`, '"x"'],
      ['post', `/api/clients/email/confirm-link`, { token: { a: 1 } }],
      ['post', `/api/clients/email/confirm-link`, { token: 'x' }, { Authorization: 'Bearer esk_abc' }],
      ['post', `/api/clients/email/confirm-link`, { token: 'x'.repeat(200) }, { Authorization: 'Bearer ' }],
      ['post', `/api/clients/email/not-me`, { token: ['a'] }],
      ['post', `/api/clients/email/not-me`, null],
      ['get', `/api/clients/not-a-uuid/email`, undefined],
      ['post', `/api/clients/${who.client.id}/email/code`, {}],
    ];
    for (const [m, url, body, hdr] of tries) {
      let r = (request(t.http) as any)[m](url).set(as(who.token));
      if (hdr) r = r.set(hdr);
      if (body !== undefined) r = typeof body === 'string' ? r.set('Content-Type', 'application/json').send(body) : r.send(body as object);
      const res = await r;
      out.push(`${m} ${url.replace(who.client.id, 'ID')} ${JSON.stringify(body)} -> ${res.status} ${res.body?.message ?? ''}`);
    }
    console.log('P6\n' + out.join('\n'));
  });
});
