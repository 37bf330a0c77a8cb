import { API_KEY_SCOPES, ApiKeyScope, MESSAGES } from '@esthetics/domain';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { clientWithHealthForm, createKey } from '../support/api-key-steps';

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

describe('scoped API keys', () => {
  const t = useTestApp({ resetClock: true });
  const nextDate = weekdays();

  describe('every scope allowed and refused', () => {
    type Call = (ids: { appointment: string; client: string }) => request.Test;
    const routes: [string, ApiKeyScope, Call][] = [
      [
        'GET appointments',
        'appointments:read',
        () => request(t.http).get('/api/admin/appointments'),
      ],
      [
        'GET appointments/:id',
        'appointments:read',
        ({ appointment }) => request(t.http).get(`/api/admin/appointments/${appointment}`),
      ],
      [
        'GET appointments/:id/options',
        'appointments:read',
        ({ appointment }) => request(t.http).get(`/api/admin/appointments/${appointment}/options`),
      ],
      [
        'GET appointments/:id/availability',
        'appointments:read',
        ({ appointment }) =>
          request(t.http)
            .get(`/api/admin/appointments/${appointment}/availability`)
            .query({ date: '2026-12-30' }),
      ],
      [
        'PUT appointments/:id/status',
        'appointments:write',
        ({ appointment }) =>
          request(t.http)
            .put(`/api/admin/appointments/${appointment}/status`)
            .send({ status: 'confirmed' }),
      ],
      [
        'POST appointments/:id/reschedule',
        'appointments:write',
        ({ appointment }) =>
          request(t.http)
            .post(`/api/admin/appointments/${appointment}/reschedule`)
            .send({ date: '2026-12-30', time: '15:00' }),
      ],
      [
        'POST appointments/:id/no-show',
        'appointments:write',
        ({ appointment }) => request(t.http).post(`/api/admin/appointments/${appointment}/no-show`),
      ],
      ['GET clients', 'clients:read', () => request(t.http).get('/api/admin/clients')],
      [
        'GET clients/:id',
        'clients:read',
        ({ client }) => request(t.http).get(`/api/admin/clients/${client}`),
      ],
      ['GET contacts', 'inquiries:read', () => request(t.http).get('/api/admin/contacts')],
      [
        'GET corporate-inquiries',
        'inquiries:read',
        () => request(t.http).get('/api/admin/corporate-inquiries'),
      ],
    ];

    it.each(routes)(
      '%s: a key with %s passes, a key with every other scope gets 403',
      async (_name, scope, call) => {
        const { clientId, appointmentId } = await clientWithHealthForm(t, nextDate());
        const ids = { appointment: appointmentId, client: clientId };
        const allowed = await createKey(t, [scope], `Only ${scope}`);
        const others = await createKey(
          t,
          API_KEY_SCOPES.filter((s) => s !== scope),
          'All but one',
        );

        const ok = await call(ids).set(bearer(allowed.key));
        // The no-show of an appointment still to come is refused by the policy, not the key.
        if (_name.endsWith('no-show')) expect(ok.body.code).toBe('noShowBeforeStart');
        else expect(ok.status).toBe(200);

        const refused = await call(ids).set(bearer(others.key));
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({
          status: 'error',
          code: 'apiKeyScopeMissing',
          message: MESSAGES.apiKeyScopeMissing(scope),
        });
      },
    );

    it('records a change made with a key as the key (api-key:<name>)', async () => {
      const { appointmentId } = await clientWithHealthForm(t, nextDate());
      const key = await createKey(t, ['appointments:write'], 'Front desk tablet');
      await request(t.http)
        .put(`/api/admin/appointments/${appointmentId}/status`)
        .set(bearer(key.key))
        .send({ status: 'confirmed' })
        .expect(200);
      const moved = await request(t.http)
        .post(`/api/admin/appointments/${appointmentId}/reschedule`)
        .set(bearer(key.key))
        .send({ date: '2026-12-31', time: '15:00' })
        .expect(200);
      expect(moved.body.change).toMatchObject({
        actor: 'admin',
        actor_id: 'api-key:Front desk tablet',
      });
      const changes = await t.query<{ actor_kind: string; actor_id: string; kind: string }>(
        `SELECT actor_kind, actor_id, kind FROM appointment_changes WHERE appointment_id = $1 ORDER BY seq`,
        [appointmentId],
      );
      expect(changes).toEqual([
        { actor_kind: 'admin', actor_id: 'api-key:Front desk tablet', kind: 'status' },
        { actor_kind: 'admin', actor_id: 'api-key:Front desk tablet', kind: 'rescheduled' },
      ]);
    });

    it('keeps owner-only routes for the owner: a key with every scope gets 403', async () => {
      const all = await createKey(t, API_KEY_SCOPES);
      const calls: [string, () => request.Test][] = [
        ['stats', () => request(t.http).get('/api/admin/stats')],
        ['outbox', () => request(t.http).get('/api/admin/outbox')],
        ['outbox retry', () => request(t.http).post(`/api/admin/outbox/${randomUUID()}/retry`)],
        [
          'waitlist',
          () => request(t.http).get('/api/admin/waitlist').query({ date: '2026-12-01' }),
        ],
        ['waitlist delete', () => request(t.http).delete(`/api/admin/waitlist/${randomUUID()}`)],
        [
          'contact status',
          () =>
            request(t.http)
              .put(`/api/admin/contacts/${randomUUID()}/status`)
              .send({ status: 'read' }),
        ],
        [
          'inquiry status',
          () =>
            request(t.http)
              .put(`/api/admin/corporate-inquiries/${randomUUID()}/status`)
              .send({ status: 'read' }),
        ],
        ['calendar auth', () => request(t.http).get('/api/calendar/auth')],
        ['calendar rotate', () => request(t.http).post('/api/calendar/rotate')],
      ];
      for (const [name, call] of calls) {
        const res = await call().set(bearer(all.key));
        expect({ name, status: res.status, code: res.body.code }).toEqual({
          name,
          status: 403,
          code: 'apiKeyOwnerOnly',
        });
        expect(res.body.message).toBe(MESSAGES.apiKeyOwnerOnly);
      }
    });

    it("opens no client's routes: a key there is no login (401)", async () => {
      const { clientId } = await clientWithHealthForm(t, nextDate());
      const all = await createKey(t, API_KEY_SCOPES);
      const res = await request(t.http)
        .get(`/api/clients/${clientId}/appointments`)
        .set(bearer(all.key));
      expect(res.status).toBe(401);
      const consultation = await request(t.http)
        .get(`/api/clients/${clientId}/consultation`)
        .set(bearer(all.key));
      expect(consultation.status).toBe(401);
    });
  });
});
