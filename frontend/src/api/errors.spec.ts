import { MESSAGES } from '@esthetics/domain';
import { createApiClient } from './client';
import {
  ApiError,
  failureMessage,
  isSessionExpired,
  SessionExpiredError,
  throwApiErrors,
} from './errors';
import { bearer } from '../features/client/client-session';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API client over a fetch that answers every request with `answer`. */
const clientAnswering = (answer: () => Response | Promise<Response>) =>
  createApiClient({ baseUrl: 'http://site.test', fetch: async () => answer() });

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (e) {
    return e;
  }
  throw new Error('expected the call to fail');
}

describe('throwApiErrors', () => {
  it('throws an error answer as an ApiError with its status, message, field, answer status and code', async () => {
    const api = clientAnswering(() =>
      json(409, {
        status: 'exists',
        code: 'registrationExists',
        message: 'Taken',
        detail: 'Taken',
        field: 'email',
      }),
    );
    const error = await failureOf(
      api.POST('/api/clients/register', {
        body: { first_name: 'A', last_name: 'B', email: 'a@b.co', phone: '3015550123' },
        middleware: [throwApiErrors],
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'Taken',
      field: 'email',
      answerStatus: 'exists',
      code: 'registrationExists',
    });
    expect(isSessionExpired(error)).toBe(false);
  });

  it('makes a 401 of a call with the client token a SessionExpiredError', async () => {
    const api = clientAnswering(() => json(401, { status: 'error', message: 'Please log in' }));
    const error = await failureOf(
      api.GET('/api/clients/{id}/appointments', {
        params: { path: { id: 'c1' } },
        headers: bearer('tok'),
        middleware: [throwApiErrors],
      }),
    );
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(isSessionExpired(error)).toBe(true);
    expect(error).toMatchObject({ status: 401 });
  });

  it('leaves a 401 without a token (a wrong login) an ordinary ApiError', async () => {
    const api = clientAnswering(() => json(401, { status: 'error', message: 'No match' }));
    const error = await failureOf(
      api.POST('/api/clients/login', {
        body: { email: 'a@b.co', phone: '3015550123' },
        middleware: [throwApiErrors],
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(isSessionExpired(error)).toBe(false);
  });

  it('reads an answer without a JSON body as an ApiError with no message', async () => {
    const api = clientAnswering(() => new Response('Bad gateway', { status: 502 }));
    const error = await failureOf(
      api.POST('/api/clients/login', {
        body: { email: 'a@b.co', phone: '3015550123' },
        middleware: [throwApiErrors],
      }),
    );
    expect(error).toMatchObject({ status: 502, message: '' });
  });

  it('passes a successful answer through', async () => {
    const api = clientAnswering(() => json(200, { status: 'success', appointments: [], total: 0 }));
    const { data } = await api.GET('/api/clients/{id}/appointments', {
      params: { path: { id: 'c1' } },
      middleware: [throwApiErrors],
    });
    expect(data).toEqual({ status: 'success', appointments: [], total: 0 });
  });
});

describe('failureMessage', () => {
  it("is the server's message, else the fallback", () => {
    expect(failureMessage(new ApiError(400, 'Bad phone'), 'Update failed')).toBe('Bad phone');
    expect(failureMessage(new ApiError(500, ''), 'Update failed')).toBe('Update failed');
  });
  it('is the network message when no answer came', () => {
    expect(failureMessage(new TypeError('Failed to fetch'), 'Update failed')).toBe(
      MESSAGES.networkError,
    );
  });
});
