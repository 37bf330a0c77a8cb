import { CHECKOUT_MESSAGES, SAVED_CARD_MESSAGES } from '../../domain/src/index';
import { expect, openAsClient, test } from './fixtures';
import { bookFor, registerThroughApi } from './client-helpers';

/** The card paid with on the local test checkout becomes the client's saved card, until removed. */
test('a client pays the deposit, sees the saved card in the client area and removes it', async ({
  page,
  request,
  baseURL,
}) => {
  const registered = await registerThroughApi(request);
  const booking = await bookFor(request, registered.client);
  const created = await request.post('/api/payments/create-session', {
    data: { booking_id: booking.booking_id, origin_url: baseURL },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { checkout_url } = (await created.json()) as { checkout_url: string };

  await page.goto(checkout_url);
  await expect(page.getByText(CHECKOUT_MESSAGES.savedCardConsent)).toBeVisible();
  await page.getByRole('button', { name: 'Pay $21.25', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();

  await openAsClient(page, registered, '/client/dashboard');
  const section = page.getByRole('region', { name: SAVED_CARD_MESSAGES.savedCardTitle });
  await expect(section).toContainText('Visa ending 4242');
  await section.getByRole('button', { name: SAVED_CARD_MESSAGES.savedCardRemove }).click();
  const dialog = page.getByRole('dialog', { name: SAVED_CARD_MESSAGES.savedCardRemove });
  await expect(dialog).toContainText(SAVED_CARD_MESSAGES.savedCardRemoveConfirm);
  await dialog.getByRole('button', { name: SAVED_CARD_MESSAGES.savedCardRemove }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole('status')).toHaveText(SAVED_CARD_MESSAGES.savedCardRemoved);
  await expect(section).toContainText(SAVED_CARD_MESSAGES.savedCardNone);
});
