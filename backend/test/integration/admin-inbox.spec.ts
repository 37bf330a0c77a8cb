import { MESSAGES } from '@esthetics/domain';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { uniqueEmail } from '../support/test-app';
import { expectAnswer } from '../support/answers';

const SECOND = 1000;

/** A tag no other test uses, to find a test's own rows with a search. */
const newTag = () => `q${randomBytes(4).toString('hex')}`;

type Row = { id: string };

const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('admin lists: filters, search and inbox status', () => {
  const t = useTestApp();
  const get = (path: string, query: Record<string, unknown> = {}) =>
    request(t.http).get(`/api/admin/${path}`).query(query).set(t.asAdmin());

  beforeAll(async () => {
    await t.registerClient();
  });

  describe('contact messages', () => {
    const send = async (name: string, subject: string, email = uniqueEmail('c')) => {
      t.clock.advance(SECOND);
      const res = await request(t.http)
        .post('/api/contact')
        .send({ name, email, subject, message: 'Hello there' });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const setStatus = (id: string, body: unknown) =>
      request(t.http)
        .put(`/api/admin/contacts/${id}/status`)
        .set(t.asAdmin())
        .send(body as object);

    it('starts new, changes status, and the change persists and filters', async () => {
      const tag = newTag();
      const first = await send(`Ada ${tag}`, 'Hours');
      const second = await send('Bo', `Prices ${tag}`);
      const third = await send('Cy', 'Gift cards', uniqueEmail(tag));

      const fresh = await get('contacts', { q: tag });
      expect(ids(fresh.body.messages)).toEqual([third, second, first]);
      expect(fresh.body.messages.map((m: { status: string }) => m.status)).toEqual([
        'new',
        'new',
        'new',
      ]);

      const res = await setStatus(second, { status: 'replied' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        status: 'success',
        message: 'Marked as replied.',
        item: {
          id: second,
          name: 'Bo',
          email: expect.any(String),
          subject: `Prices ${tag}`,
          message: 'Hello there',
          status: 'replied',
          created_at: expect.any(String),
        },
      });
      await setStatus(third, { status: 'archived' }).expect(200);
      await setStatus(third, { status: 'read' }).expect(200);

      const cases: [Record<string, string>, string[]][] = [
        [{ status: 'new' }, [first]],
        [{ status: 'replied' }, [second]],
        [{ status: 'read' }, [third]],
        [{ status: 'archived' }, []],
        [{}, [third, second, first]],
      ];
      for (const [filters, expected] of cases) {
        const list = await get('contacts', { q: tag, ...filters });
        expect({ filters, ids: ids(list.body.messages) }).toEqual({ filters, ids: expected });
        expect({ filters, total: list.body.total }).toEqual({ filters, total: expected.length });
      }
      // Search covers the name, the subject and the e-mail, in any case.
      expect(ids((await get('contacts', { q: `ADA ${tag.toUpperCase()}` })).body.messages)).toEqual(
        [first],
      );
      expect(ids((await get('contacts', { q: `prices ${tag}` })).body.messages)).toEqual([second]);
      const everyRead = await get('contacts', { status: 'read', limit: 100 });
      expect(everyRead.body.messages.every((m: { status: string }) => m.status === 'read')).toBe(
        true,
      );
      expect(ids(everyRead.body.messages)).toContain(third);
    });

    it.each([[{ status: 'done' }], [{ status: 'NEW' }], [{ status: 3 }], [{}], [[]]])(
      'answers 400 for the body %j and changes nothing',
      async (body) => {
        const id = await send('Dee', 'Question');
        const res = await setStatus(id, body);
        expectAnswer(res, 400, {
          status: 'error',
          message: MESSAGES.invalidInboxStatus,
          field: 'status',
        });
        const list = await get('contacts', { limit: 100 });
        expect(list.body.messages.find((m: Row) => m.id === id).status).toBe('new');
      },
    );

    it('answers 404 for an unknown or malformed id', async () => {
      const unknown = await setStatus(randomUUID(), { status: 'read' });
      expectAnswer(unknown, 404, { status: 'error', message: MESSAGES.contactNotFound });
      expect((await setStatus('not-a-uuid', { status: 'read' })).status).toBe(404);
    });

    it.each([
      [{ status: 'unread' }, MESSAGES.invalidInboxStatus],
      [{ q: 'z'.repeat(101) }, MESSAGES.invalidSearch],
    ])('lists answer 400 for %j', async (query, message) => {
      for (const list of ['contacts', 'corporate-inquiries']) {
        const res = await get(list, query);
        expect({ list, status: res.status }).toEqual({ list, status: 400 });
        expect(res.body.message).toBe(message);
      }
    });
  });

  describe('corporate inquiries', () => {
    const send = async (companyName: string, contactName: string, email = uniqueEmail('corp')) => {
      t.clock.advance(SECOND);
      const res = await request(t.http)
        .post('/api/corporate-inquiry')
        .send({ companyName, contactName, email, phone: '(301) 555-0199' });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const setStatus = (id: string, body: unknown) =>
      request(t.http)
        .put(`/api/admin/corporate-inquiries/${id}/status`)
        .set(t.asAdmin())
        .send(body as object);

    it('changes status, persists it, and filters by status and search', async () => {
      const tag = newTag();
      const acme = await send(`Acme ${tag}`, 'Jo Park');
      const globex = await send('Globex', `Lee ${tag}`);
      const initech = await send('Initech', 'Sam Roe', uniqueEmail(`sam.${tag}`));

      const res = await setStatus(globex, { status: 'read' });
      expectAnswer(res, 200, {
        status: 'success',
        message: 'Marked as read.',
        item: { id: globex, companyName: 'Globex', contactName: `Lee ${tag}`, status: 'read' },
      });
      await setStatus(initech, { status: 'archived' }).expect(200);

      const cases: [Record<string, string>, string[]][] = [
        [{}, [initech, globex, acme]],
        [{ status: 'new' }, [acme]],
        [{ status: 'read' }, [globex]],
        [{ status: 'archived' }, [initech]],
        [{ status: 'replied' }, []],
        [{ q: `acme ${tag.toUpperCase()}` }, [acme]],
        [{ q: `lee ${tag}` }, [globex]],
        [{ q: `sam.${tag}` }, [initech]],
      ];
      for (const [filters, expected] of cases) {
        const list = await get('corporate-inquiries', { q: tag, ...filters });
        expect({ filters, ids: ids(list.body.inquiries) }).toEqual({ filters, ids: expected });
        expect({ filters, total: list.body.total }).toEqual({ filters, total: expected.length });
      }
      const page = await get('corporate-inquiries', { q: tag, limit: 1, offset: 2 });
      expect(page.body).toMatchObject({ total: 3 });
      expect(ids(page.body.inquiries)).toEqual([acme]);
    });

    it('answers 400 for a bad status and 404 for an unknown or malformed id', async () => {
      const id = await send('Hooli', 'Gav');
      const bad = await setStatus(id, { status: 'closed' });
      expectAnswer(bad, 400, { message: MESSAGES.invalidInboxStatus, field: 'status' });
      const unknown = await setStatus(randomUUID(), { status: 'read' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe(MESSAGES.inquiryNotFound);
      expect((await setStatus('42', { status: 'read' })).status).toBe(404);
    });
  });

  describe('outbox', () => {
    it('filters e-mails by delivery state', async () => {
      await request(t.http)
        .post('/api/contact')
        .send({ name: 'Eve', email: uniqueEmail('eve'), subject: 'Hi', message: 'Hello' })
        .expect(201);
      const queued = await get('outbox', { status: 'queued', limit: 100 });
      expect(queued.status).toBe(200);
      expect(queued.body.total).toBeGreaterThan(0);
      expect(queued.body.messages.every((m: { status: string }) => m.status === 'queued')).toBe(
        true,
      );
      expect(queued.body.messages[0].next_attempt_at).toEqual(expect.any(String));

      const { sent } = await t.deliverMail();
      expect(sent).toBeGreaterThan(0);
      const delivered = await get('outbox', { status: 'sent', limit: 100 });
      expect(delivered.body.total).toBe(sent);
      expect(delivered.body.messages.every((m: { status: string }) => m.status === 'sent')).toBe(
        true,
      );
      expect(delivered.body.messages[0].next_attempt_at).toBeNull();
      const all = await get('outbox', { limit: 100 });
      const left = await get('outbox', { status: 'queued' });
      const failed = await get('outbox', { status: 'failed' });
      expect(all.body.total).toBe(delivered.body.total + left.body.total + failed.body.total);
    });

    it('answers 400 for an unknown state', async () => {
      const res = await get('outbox', { status: 'pending' });
      expectAnswer(res, 400, { message: MESSAGES.invalidOutboxStatus, field: 'status' });
    });
  });
});
