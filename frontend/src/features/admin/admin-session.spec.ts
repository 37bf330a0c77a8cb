import { createApiClient } from '../../api/client';
import {
  ADMIN_SESSION_KEY,
  logOutAdmin,
  readAdminSession,
  writeAdminSession,
} from './admin-session';

function storage(value: string | null) {
  const store = new Map<string, string>();
  if (value !== null) store.set(ADMIN_SESSION_KEY, value);
  return {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
    raw: () => store.get(ADMIN_SESSION_KEY),
  };
}

describe('the stored admin session', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('is kept under the product prefix and the word admin', () => {
    expect(ADMIN_SESSION_KEY).toBe('esthetics_admin');
  });

  it('reads back what login stored, and nothing when nothing is stored', () => {
    const s = storage(null);
    expect(readAdminSession(s)).toBeNull();
    writeAdminSession(s, { token: 'a.b.c', admin: { username: 'owner' } });
    expect(readAdminSession(s)).toEqual({ token: 'a.b.c', admin: { username: 'owner' } });
  });

  it.each([
    ['unparsable JSON', '{oops'],
    ['no token', JSON.stringify({ admin: { username: 'owner' } })],
    ['no username', JSON.stringify({ token: 't', admin: {} })],
    ['an array', '[]'],
  ])('removes a record with %s and logs an error', (_label, raw) => {
    const s = storage(raw);
    expect(readAdminSession(s)).toBeNull();
    expect(s.raw()).toBeUndefined();
    expect(console.error).toHaveBeenCalled();
  });
});

describe('logOutAdmin', () => {
  /** An API whose every answer is `answer`, and what it was asked (method, path, Authorization). */
  function apiAnswering(answer: () => Promise<Response>) {
    const asked: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      const request = input as Request;
      asked.push(
        `${request.method} ${new URL(request.url).pathname} ${request.headers.get('Authorization')}`,
      );
      return answer();
    };
    const api = createApiClient({
      baseUrl: 'http://site.test',
      fetch: fetch as typeof globalThis.fetch,
    });
    return { load: () => Promise.resolve(api), asked };
  }

  it('forgets the session here and revokes it on the server', async () => {
    const { load, asked } = apiAnswering(async () => new Response(null, { status: 204 }));
    const forget = jest.fn();
    await logOutAdmin('a.d.m', forget, load);
    expect(forget).toHaveBeenCalledTimes(1);
    expect(asked).toEqual(['POST /api/admin/logout Bearer a.d.m']);
  });

  it.each([
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'the server refuses (a session already ended)',
      async () => new Response(null, { status: 401 }),
    ],
  ])('forgets the session here all the same when %s', async (_label, answer) => {
    const { load } = apiAnswering(answer);
    const forget = jest.fn();
    await expect(logOutAdmin('a.d.m', forget, load)).resolves.toBeUndefined();
    expect(forget).toHaveBeenCalledTimes(1);
  });

  it('asks the server nothing without a token', async () => {
    const { load, asked } = apiAnswering(async () => new Response(null, { status: 204 }));
    const forget = jest.fn();
    await logOutAdmin(null, forget, load);
    expect(forget).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([]);
  });
});
