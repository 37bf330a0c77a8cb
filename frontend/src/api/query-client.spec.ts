import { ApiError, SessionExpiredError } from './errors';
import { AREA_READS, createAppQueryClient, readWithToken, shouldRetry } from './query-client';
import { withoutToken, withToken } from './request-options';

describe('shouldRetry', () => {
  it('never retries an answer of the server below 500', () => {
    for (const status of [400, 401, 403, 404, 409, 429])
      expect(shouldRetry(0, new ApiError(status, 'no'))).toBe(false);
  });
  it('retries a server failure or a lost connection once', () => {
    expect(shouldRetry(0, new ApiError(503, ''))).toBe(true);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('the request options', () => {
  it('carry the bearer token for the client calls, and the error middleware for all', () => {
    expect(withToken('abc').headers).toEqual({ Authorization: 'Bearer abc' });
    expect(withToken('abc').middleware).toEqual(withoutToken.middleware);
  });
});

describe('createAppQueryClient', () => {
  const fail = (error: unknown) => () => Promise.reject(error);

  it('ends the session when a read is refused for its token', async () => {
    const expired = jest.fn();
    const client = createAppQueryClient(expired);
    await expect(
      client.fetchQuery({ queryKey: ['a'], queryFn: fail(new SessionExpiredError('x')) }),
    ).rejects.toBeInstanceOf(SessionExpiredError);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('ends the session when a change is refused for its token', async () => {
    const expired = jest.fn();
    const client = createAppQueryClient(expired);
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: fail(new SessionExpiredError('x')) });
    await expect(mutation.execute(undefined)).rejects.toBeInstanceOf(SessionExpiredError);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on any other failure', async () => {
    const expired = jest.fn();
    const client = createAppQueryClient(expired);
    await expect(
      client.fetchQuery({ queryKey: ['b'], queryFn: fail(new ApiError(404, 'none')) }),
    ).rejects.toBeInstanceOf(ApiError);
    await expect(
      client.fetchQuery({ queryKey: ['c'], queryFn: fail(new ApiError(401, 'wrong login')) }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('the reads a signed-in area changes', () => {
  it('are every read but the public data, and those read with a token are its own', async () => {
    const client = createAppQueryClient(() => undefined);
    const read = (queryKey: unknown[], meta?: Record<string, unknown>) =>
      client.fetchQuery({ queryKey, queryFn: async () => 1, meta, staleTime: Infinity });
    await read(['get', '/api/catalog'], { publicData: true });
    await read(['get', '/api/clients/{id}/appointments', withToken('abc')]);
    await client.invalidateQueries(AREA_READS);
    const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(['get', '/api/catalog'])).toBe(false);
    expect(stale(['get', '/api/clients/{id}/appointments', withToken('abc')])).toBe(true);
    const owned = client.getQueryCache().findAll({ predicate: readWithToken });
    expect(owned.map((q) => q.queryKey[1])).toEqual(['/api/clients/{id}/appointments']);
  });
});
