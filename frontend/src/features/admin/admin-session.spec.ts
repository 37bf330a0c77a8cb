import { ADMIN_SESSION_KEY, readAdminSession, writeAdminSession } from './admin-session';

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
