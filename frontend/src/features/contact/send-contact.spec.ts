import { MESSAGES } from '@esthetics/domain';
import { createApiClient } from '../../api/client';

const TEST_BASE = 'http://site.test';
import { sendContact } from './send-contact';

const form = {
  name: 'Ana Lopez',
  email: 'ana@example.com',
  subject: 'Facials',
  message: 'Which one for sensitive skin?',
};

/** A fetch that answers every request the same way and keeps what it was sent. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const sent: Request[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    sent.push(input as Request);
    return answer();
  };
  return { fetch: fetch as typeof globalThis.fetch, sent };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('sendContact', () => {
  it.each(['name', 'email', 'subject', 'message'] as const)(
    'asks for every field and sends nothing when %s is empty',
    async (field) => {
      const { fetch, sent } = fakeFetch(() => json(201, {}));
      const outcome = await sendContact(createApiClient({ baseUrl: TEST_BASE, fetch }), {
        ...form,
        [field]: '  ',
      });
      expect(outcome).toEqual({
        ok: false,
        text: MESSAGES.contactRequired,
        field,
        fields: [field],
      });
      expect(sent).toHaveLength(0);
    },
  );

  it('marks every empty field, the first one carrying the message', async () => {
    const { fetch, sent } = fakeFetch(() => json(201, {}));
    const outcome = await sendContact(createApiClient({ baseUrl: TEST_BASE, fetch }), {
      ...form,
      email: '',
      message: ' ',
    });
    expect(outcome).toEqual({
      ok: false,
      text: MESSAGES.contactRequired,
      field: 'email',
      fields: ['email', 'message'],
    });
    expect(sent).toHaveLength(0);
  });

  it('refuses an invalid email with its message, on the email field', async () => {
    const { fetch, sent } = fakeFetch(() => json(201, {}));
    const outcome = await sendContact(createApiClient({ baseUrl: TEST_BASE, fetch }), {
      ...form,
      email: 'nope',
    });
    expect(outcome).toEqual({
      ok: false,
      text: MESSAGES.invalidEmail,
      field: 'email',
      fields: ['email'],
    });
    expect(sent).toHaveLength(0);
  });

  it('posts the form to /api/contact and shows the server message on success', async () => {
    const { fetch, sent } = fakeFetch(() =>
      json(201, { status: 'success', message: 'Thanks, Ana!', id: 'x' }),
    );
    const outcome = await sendContact(createApiClient({ baseUrl: TEST_BASE, fetch }), form);
    expect(outcome).toEqual({ ok: true, message: 'Thanks, Ana!' });
    expect(sent).toHaveLength(1);
    expect(sent[0].method).toBe('POST');
    expect(new URL(sent[0].url).pathname).toBe('/api/contact');
    await expect(sent[0].json()).resolves.toEqual(form);
  });

  it("shows the server's message when it refuses", async () => {
    const { fetch } = fakeFetch(() =>
      json(400, { status: 'error', message: 'Message is too long.', detail: 'x' }),
    );
    await expect(
      sendContact(createApiClient({ baseUrl: TEST_BASE, fetch }), form),
    ).resolves.toEqual({
      ok: false,
      text: 'Message is too long.',
      fields: [],
    });
  });

  it("shows the server's message beside the field it names", async () => {
    const { fetch } = fakeFetch(() =>
      json(400, { status: 'error', message: MESSAGES.invalidEmail, field: 'email' }),
    );
    await expect(
      sendContact(createApiClient({ baseUrl: TEST_BASE, fetch }), form),
    ).resolves.toEqual({
      ok: false,
      text: MESSAGES.invalidEmail,
      field: 'email',
      fields: ['email'],
    });
  });

  it('falls back to MESSAGES.contactFailed when the refusal has no message', async () => {
    for (const answer of [
      () => json(500, {}),
      () => new Response('<html>Bad gateway</html>', { status: 502 }),
      () => json(200, { status: 'error' }),
    ]) {
      const { fetch } = fakeFetch(answer);
      await expect(
        sendContact(createApiClient({ baseUrl: TEST_BASE, fetch }), form),
      ).resolves.toEqual({
        ok: false,
        text: MESSAGES.contactFailed,
        fields: [],
      });
    }
  });

  it('reports a network failure', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      sendContact(createApiClient({ baseUrl: TEST_BASE, fetch }), form),
    ).resolves.toEqual({
      ok: false,
      text: MESSAGES.networkError,
      fields: [],
    });
  });
});
