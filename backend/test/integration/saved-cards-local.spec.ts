import request from 'supertest';
import { MESSAGES } from '@esthetics/domain';
import { useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { cardOf, clientCheckout } from '../support/saved-card-steps';

describe('the card saved at the local test-mode checkout', () => {
  const t = useTestApp();
  const nextDate = weekdays();

  const payWith = (sessionId: string, query: Record<string, string>) =>
    request(t.http).post(`/api/payments/checkout/${sessionId}/pay`).query(query);
  const paymentOf = async (bookingId: string) => (await t.appointment(bookingId))?.payment_status;

  it('shows the consent next to the amount, and a Pay button for each test card', async () => {
    const { checkoutUrl } = await t.bookAndCheckout({ preferred_date: nextDate() });
    const page = await request(t.http).get(new URL(checkoutUrl).pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain(MESSAGES.savedCardConsent);
    for (const card of ['succeeds', 'declined', 'authentication_required'])
      expect(page.text).toContain(`/pay?card=${card}"`);
  });

  it('the card that pays confirms the deposit and becomes the saved card', async () => {
    const who = await t.registerClient();
    const { sessionId, bookingId } = await clientCheckout(t, who, nextDate());
    const paid = await payWith(sessionId, { card: 'succeeds' });
    expect(paid.status).toBe(303);
    expect(await paymentOf(bookingId)).toBe('paid');
    expect(await cardOf(t, who)).toMatchObject({ brand: 'visa', last4: '4242' });
  });

  it('the declined card says so and leaves the deposit unpaid, no card saved', async () => {
    const who = await t.registerClient();
    const { sessionId, bookingId } = await clientCheckout(t, who, nextDate());
    const declined = await payWith(sessionId, { card: 'declined' });
    expect(declined.status).toBe(402);
    expect(declined.text).toContain(MESSAGES.checkoutDeclined);
    expect(await paymentOf(bookingId)).toBe('unpaid');
    expect(await cardOf(t, who)).toBeNull();
  });

  it('the card that needs authentication pays once the Authenticate step is completed', async () => {
    const who = await t.registerClient();
    const { sessionId, bookingId } = await clientCheckout(t, who, nextDate());
    const asked = await payWith(sessionId, { card: 'authentication_required' });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain(MESSAGES.checkoutAuthPrompt);
    expect(asked.text).toContain(`>${MESSAGES.checkoutAuthenticate}</button>`);
    expect(await paymentOf(bookingId)).toBe('unpaid');

    const done = await payWith(sessionId, { card: 'authentication_required', authenticated: '1' });
    expect(done.status).toBe(303);
    expect(await paymentOf(bookingId)).toBe('paid');
    expect(await cardOf(t, who)).toMatchObject({ brand: 'visa', last4: '3184' });
  });

  it('refuses a card that is not one of the test cards', async () => {
    const { sessionId, bookingId } = await t.bookAndCheckout({ preferred_date: nextDate() });
    expect((await payWith(sessionId, { card: 'stolen' })).status).toBe(400);
    expect(await paymentOf(bookingId)).toBe('unpaid');
  });
});
