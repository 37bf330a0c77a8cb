import type { APIRequestContext, Page } from '@playwright/test';
import { SESSION_STORAGE_KEYS } from '../../domain/src/index';
import { uniqueEmail } from './booking-helpers';
import { expect } from './fixtures';
import { confirmEmailThroughApi } from './health-access';

/** A client's session as the site stores it after a login. */
export interface ClientSession {
  token: string;
  client: { id: string; first_name: string; last_name: string; email: string; phone: string };
}

/**
 * A client registered through the API, its e-mail confirmed as its owner would: bookings made with
 * its e-mail and phone then show in its account.
 */
export async function registerConfirmedClient(
  request: APIRequestContext,
  phone = '(301) 555-0123',
): Promise<ClientSession> {
  const response = await request.post('/api/clients/register', {
    data: { first_name: 'Maya', last_name: 'Lee', email: uniqueEmail('client'), phone },
  });
  expect(response.status(), await response.text()).toBe(201);
  const session = (await response.json()) as ClientSession;
  await confirmEmailThroughApi(request, session);
  return session;
}

/** Opens `path` with the client's session stored, as after a login (in a page of its own). */
export async function openAsClient(page: Page, session: ClientSession, path: string) {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [SESSION_STORAGE_KEYS.client, JSON.stringify(session)],
  );
  await page.goto(path);
}
