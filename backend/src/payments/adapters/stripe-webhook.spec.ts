import Stripe from 'stripe';
import { readStripeWebhook } from './stripe-webhook';

const SECRET = 'whsec_unit_test';

function signed(event: object, secret = SECRET): [Buffer, string] {
  const payload = JSON.stringify({
    object: 'event',
    api_version: '2025-01-01',
    created: 1,
    ...event,
  });
  return [Buffer.from(payload), Stripe.webhooks.generateTestHeaderString({ payload, secret })];
}

const session = (fields: object) => ({
  id: 'cs_test_1',
  object: 'checkout.session',
  metadata: { booking_id: 'b-1' },
  payment_status: 'unpaid',
  payment_intent: null,
  amount_total: 2125,
  currency: 'usd',
  ...fields,
});

describe('readStripeWebhook', () => {
  it('reads a completed checkout: booking, payment id, amount and currency', () => {
    const [body, signature] = signed({
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: { object: session({ payment_status: 'paid', payment_intent: 'pi_1' }) },
    });
    expect(readStripeWebhook(body, signature, SECRET)).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      session: {
        id: 'cs_test_1',
        bookingId: 'b-1',
        paid: true,
        paymentId: 'pi_1',
        amountCents: 2125,
        currency: 'usd',
      },
    });
  });

  it.each([
    ['paid', true],
    ['no_payment_required', true],
    ['unpaid', false],
  ])('counts payment_status %s as paid: %p', (status, paid) => {
    const [body, signature] = signed({
      id: 'evt_2',
      type: 'checkout.session.async_payment_succeeded',
      data: {
        object: session({ payment_status: status, payment_intent: { id: 'pi_2' }, metadata: {} }),
      },
    });
    expect(readStripeWebhook(body, signature, SECRET)?.session).toMatchObject({
      paid,
      paymentId: 'pi_2',
      bookingId: null,
    });
  });

  it('answers no session for an event about something else', () => {
    const [body, signature] = signed({
      id: 'evt_3',
      type: 'payment_intent.created',
      data: { object: { id: 'pi_3', object: 'payment_intent' } },
    });
    expect(readStripeWebhook(body, signature, SECRET)).toEqual({
      id: 'evt_3',
      type: 'payment_intent.created',
      session: null,
    });
  });

  it('refuses a body signed with another secret', () => {
    const [body, signature] = signed(
      { id: 'evt_4', type: 'checkout.session.expired', data: { object: session({}) } },
      'whsec_someone_else',
    );
    expect(readStripeWebhook(body, signature, SECRET)).toBeNull();
  });
});
