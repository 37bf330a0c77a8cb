import { confirmEmailThroughApi } from './health-access';
import type { APIRequestContext } from '@playwright/test';
import { uniqueEmail } from './booking-helpers';
import { expect } from './fixtures';

/** Steps of the console's list specs: counting through the API, registering a client, a message. */

export async function registerClient(request: APIRequestContext, first: string, phone: string) {
  const response = await request.post('/api/clients/register', {
    data: {
      first_name: first,
      last_name: 'Tester',
      email: uniqueEmail(first.toLowerCase()),
      phone,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const registered = (await response.json()) as {
    token: string;
    client: { id: string; first_name: string; email: string; phone: string };
  };
  // Confirmed, as its owner would: bookings with its e-mail and phone then show in the account.
  await confirmEmailThroughApi(request, registered);
  return registered;
}
