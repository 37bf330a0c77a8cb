import { createApiClient } from '../../api/client';
import {
  CLIENT_SESSION_KEY,
  isTokenExpired,
  logOutClient,
  mergeClient,
  readClientSession,
  writeClientSession,
  type Client,
} from './client-session';

const CLIENT: Client = {
  id: 'c1',
  first_name: 'Maya',
  last_name: 'Lee',
  email: 'maya@example.com',
  phone: '3015550123',
  date_of_birth: null as unknown as string,
  emergency_contact_name: null as unknown as string,
  emergency_contact_phone: null as unknown as string,
  created_at: '2026-11-01T10:00:00.000Z',
  email_verified: true,
};

function storage(value: string | null) {
  const store = new Map<string, string>();
  if (value !== null) store.set(CLIENT_SESSION_KEY, value);
  return {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    raw: () => store.get(CLIENT_SESSION_KEY),
  };
}

const jwt = (claims: object) =>
  ['e30', Buffer.from(JSON.stringify(claims)).toString('base64url'), 'sig'].join('.');

describe('the stored client session', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is under the product prefix and the word client', () => {
    expect(CLIENT_SESSION_KEY).toBe('esthetics_client');
  });

  it('is null when nothing is stored', () => {
    expect(readClientSession(storage(null))).toBeNull();
  });

  it('reads back what was written', () => {
    const s = storage(null);
    writeClientSession(s, { token: 't.k.n', client: CLIENT });
    expect(readClientSession(s)).toEqual({ token: 't.k.n', client: CLIENT });
  });

  it.each([
    ['unparsable JSON', '{not json'],
    ['a number', '42'],
    ['null', 'null'],
    ['no token', JSON.stringify({ client: CLIENT })],
    ['an empty token', JSON.stringify({ token: '', client: CLIENT })],
    ['no client id', JSON.stringify({ token: 't', client: { ...CLIENT, id: '' } })],
    ['no first name', JSON.stringify({ token: 't', client: { ...CLIENT, first_name: ' ' } })],
  ])('discards a record with %s and logs it', (_label, raw) => {
    const s = storage(raw);
    expect(readClientSession(s)).toBeNull();
    expect(s.raw()).toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });

  it('merges a profile update and keeps the token', () => {
    const merged = mergeClient({ token: 'tok', client: CLIENT }, { first_name: 'Mia' });
    expect(merged).toEqual({ token: 'tok', client: { ...CLIENT, first_name: 'Mia' } });
  });
});

describe('isTokenExpired', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('is true once exp has passed, false before', () => {
    expect(isTokenExpired(jwt({ exp: now.getTime() / 1000 - 1 }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: now.getTime() / 1000 }), now)).toBe(true);
    expect(isTokenExpired(jwt({ exp: now.getTime() / 1000 + 60 }), now)).toBe(false);
  });
  it('leaves a token it cannot read to the server', () => {
    expect(isTokenExpired('opaque', now)).toBe(false);
    expect(isTokenExpired('a.%%%.c', now)).toBe(false);
    expect(isTokenExpired(jwt({ sub: 'x' }), now)).toBe(false);
  });
});

describe('logOutClient', () => {
  /** An API whose every answer is `answer`, and what it was asked (method, path, Authorization). */
  function apiAnswering(answer: () => Promise<Response>) {
    const asked: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      const request = input as Request;
      const path = new URL(request.url).pathname;
      asked.push(`${request.method} ${path} ${request.headers.get('Authorization')}`);
      return answer();
    };
    const api = createApiClient({
      baseUrl: 'http://site.test',
      fetch: fetch as typeof globalThis.fetch,
    });
    return { load: () => Promise.resolve(api), asked };
  }

  it('forgets the session here and ends it on the server', async () => {
    const { load, asked } = apiAnswering(async () => new Response(null, { status: 204 }));
    const forget = jest.fn();
    await logOutClient('t.k.n', forget, load);
    expect(forget).toHaveBeenCalledTimes(1);
    expect(asked).toEqual(['POST /api/clients/logout Bearer t.k.n']);
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server refuses', async () => new Response(null, { status: 401 })],
  ])('forgets the session here all the same when %s', async (_label, answer) => {
    const { load } = apiAnswering(answer);
    const forget = jest.fn();
    await expect(logOutClient('t.k.n', forget, load)).resolves.toBeUndefined();
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('forgets the session even when the API cannot be loaded', async () => {
    const forget = jest.fn();
    const load = () => Promise.reject(new Error('chunk failed to load'));
    await expect(logOutClient('t.k.n', forget, load)).resolves.toBeUndefined();
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('asks the server nothing without a token', async () => {
    const { load, asked } = apiAnswering(async () => new Response(null, { status: 204 }));
    const forget = jest.fn();
    await logOutClient(null, forget, load);
    expect(forget).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([]);
  });
});
