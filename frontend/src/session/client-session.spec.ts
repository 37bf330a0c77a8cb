import { CLIENT_SESSION_KEY, readStoredClient } from './client-session';

function storage(value: string | null) {
  const store = new Map<string, string>();
  if (value !== null) store.set(CLIENT_SESSION_KEY, value);
  return {
    getItem: (k: string) => store.get(k) ?? null,
    removeItem: (k: string) => void store.delete(k),
    has: () => store.has(CLIENT_SESSION_KEY),
  };
}

describe('readStoredClient', () => {
  it('is null when no client is stored', () => {
    expect(readStoredClient(storage(null))).toBeNull();
  });

  it('reads a stored client record, or a session wrapping one', () => {
    expect(readStoredClient(storage(JSON.stringify({ id: 'c1', first_name: 'Maya' })))).toEqual({
      id: 'c1',
      first_name: 'Maya',
    });
    expect(
      readStoredClient(
        storage(JSON.stringify({ token: 't', client: { id: 7, first_name: ' Li ' } })),
      ),
    ).toEqual({ id: '7', first_name: 'Li' });
  });

  it.each([
    '{not json',
    '42',
    'null',
    JSON.stringify({ id: 'c1' }),
    JSON.stringify({ first_name: '' }),
  ])('discards unreadable data %s', (raw) => {
    const s = storage(raw);
    expect(readStoredClient(s)).toBeNull();
    expect(s.has()).toBe(false);
  });
});
