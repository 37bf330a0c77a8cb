import Stripe from 'stripe';
import { CardKind, FakeStripe } from './support/fake-stripe';

/**
 * The Stripe fake answers Stripe's own SDK as Stripe does for what off-session charging needs:
 * the card saved at the deposit's checkout, customers and their cards, charges off-session with
 * Stripe's card errors, partial refunds, and idempotency keys that never charge twice.
 */
describe('the Stripe fake, through Stripe’s SDK', () => {
  const fake = new FakeStripe();
  let stripe: Stripe;
  beforeAll(async () => {
    await fake.start();
    stripe = fake.client({ maxNetworkRetries: 0 });
  });
  afterAll(() => fake.stop());

  const customerWithCard = async (kind: CardKind) => {
    const customer = await stripe.customers.create({
      email: 'ada@example.com',
      name: 'Ada',
      metadata: { client_id: 'c1' },
    });
    return { customer: customer.id, pm: fake.attachCard(customer.id, kind) };
  };
  const chargeOffSession = (
    card: { customer: string; pm: string },
    amount: number,
    idempotencyKey?: string,
    client = stripe,
  ) =>
    client.paymentIntents.create(
      {
        amount,
        currency: 'usd',
        customer: card.customer,
        payment_method: card.pm,
        off_session: true,
        confirm: true,
        metadata: { fee_id: 'f1' },
      },
      idempotencyKey ? { idempotencyKey } : undefined,
    );
  const cardError = (p: Promise<unknown>) =>
    p.then(
      () => {
        throw new Error('expected a card error');
      },
      (e: unknown) => e as Stripe.errors.StripeCardError,
    );
  const chargesOf = (intent: string) => fake.charges.filter((c) => c.payment_intent === intent);

  it('saves the card paid at checkout to a new customer when asked for off-session use', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'usd', unit_amount: 2125, product_data: { name: 'Facial' } },
        },
      ],
      customer_email: 'grace@example.com',
      customer_creation: 'always',
      payment_intent_data: { setup_future_usage: 'off_session', metadata: { booking_id: 'b1' } },
      success_url: 'http://localhost/ok',
      cancel_url: 'http://localhost/cancel',
    });
    expect(session).toMatchObject({ customer: null, customer_creation: 'always' });
    fake.markPaid(session.id);

    const paid = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ['payment_intent'],
    });
    const intent = paid.payment_intent as Stripe.PaymentIntent;
    expect(paid.customer).toMatch(/^cus_/);
    expect(intent).toMatchObject({
      status: 'succeeded',
      customer: paid.customer,
      payment_method: expect.stringMatching(/^pm_/),
      setup_future_usage: 'off_session',
      metadata: { booking_id: 'b1' },
      amount_received: 2125,
    });
    const customer = (await stripe.customers.retrieve(paid.customer as string)) as Stripe.Customer;
    expect(customer.email).toBe('grace@example.com');
    const cards = await stripe.customers.listPaymentMethods(customer.id);
    expect(cards.data.map((pm) => pm.id)).toEqual([intent.payment_method]);

    const fee = await chargeOffSession({ customer: customer.id, pm: cards.data[0].id }, 4250);
    expect(fee.status).toBe('succeeded');
  });

  it('saves the card to the customer the session was given, and not without setup_future_usage', async () => {
    const customer = await stripe.customers.create({ email: 'kate@example.com' });
    const create = (future: boolean) =>
      stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: 500, product_data: { name: 'Wax' } },
          },
        ],
        customer: customer.id,
        ...(future ? { payment_intent_data: { setup_future_usage: 'off_session' as const } } : {}),
        success_url: 'http://localhost/ok',
      });
    const saved = fake.markPaid((await create(true)).id);
    const notSaved = fake.markPaid((await create(false)).id);
    expect(saved.customer).toBe(customer.id);
    expect(notSaved.customer).toBe(customer.id);
    const cards = await stripe.customers.listPaymentMethods(customer.id);
    const intent = await stripe.paymentIntents.retrieve(saved.payment_intent!);
    expect(cards.data.map((pm) => pm.id)).toEqual([intent.payment_method]);
    await expect(
      stripe.checkout.sessions.create({
        mode: 'payment',
        customer: customer.id,
        customer_email: 'kate@example.com',
        success_url: 'http://localhost/ok',
      }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('charges a saved card off-session: the intent succeeds with its charge', async () => {
    const card = await customerWithCard('succeeds');
    const intent = await chargeOffSession(card, 4250);
    expect(intent).toMatchObject({
      object: 'payment_intent',
      status: 'succeeded',
      amount: 4250,
      amount_received: 4250,
      customer: card.customer,
      payment_method: card.pm,
      metadata: { fee_id: 'f1' },
      latest_charge: expect.stringMatching(/^ch_/),
    });
    expect(await stripe.paymentIntents.retrieve(intent.id)).toEqual(intent);
    expect(chargesOf(intent.id)).toMatchObject([{ status: 'succeeded', amount: 4250 }]);
  });

  it('answers a declined card with a StripeCardError card_declined and the failed intent', async () => {
    const card = await customerWithCard('declined');
    const error = await cardError(chargeOffSession(card, 4250));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      statusCode: 402,
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    expect(error.payment_intent).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'card_declined', payment_method: { id: card.pm } },
    });
    const intent = await stripe.paymentIntents.retrieve(error.payment_intent!.id);
    expect(intent.status).toBe('requires_payment_method');
    expect(chargesOf(intent.id)).toMatchObject([
      { status: 'failed', failure_code: 'card_declined' },
    ]);
  });

  it('answers a card that needs its holder with authentication_required off-session, requires_action on session', async () => {
    const card = await customerWithCard('authentication_required');
    const error = await cardError(chargeOffSession(card, 4250));
    expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect(error).toMatchObject({
      code: 'authentication_required',
      decline_code: 'authentication_required',
      message: 'Your card was declined. This transaction requires authentication.',
    });
    expect(error.payment_intent?.status).toBe('requires_payment_method');

    const onSession = await stripe.paymentIntents.create({
      amount: 4250,
      currency: 'usd',
      customer: card.customer,
      payment_method: card.pm,
      confirm: true,
    });
    expect(onSession.status).toBe('requires_action');
  });

  it('charges once for one idempotency key, and refuses the key with other parameters', async () => {
    const card = await customerWithCard('succeeds');
    const first = await chargeOffSession(card, 4250, 'fee-f2');
    const again = await chargeOffSession(card, 4250, 'fee-f2');
    expect(again).toEqual(first);
    expect(chargesOf(first.id)).toHaveLength(1);
    expect(fake.charges.filter((c) => c.customer === card.customer)).toHaveLength(1);
    await expect(chargeOffSession(card, 999, 'fee-f2')).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    );
  });

  it('refunds in part, then refuses more than is left, with Stripe’s message', async () => {
    const intent = await chargeOffSession(await customerWithCard('succeeds'), 5000);
    const part = await stripe.refunds.create(
      { payment_intent: intent.id, amount: 3000 },
      { idempotencyKey: 'refund-1' },
    );
    expect(part).toMatchObject({ amount: 3000, status: 'succeeded', charge: intent.latest_charge });
    const replayed = await stripe.refunds.create(
      { payment_intent: intent.id, amount: 3000 },
      { idempotencyKey: 'refund-1' },
    );
    expect(replayed.id).toBe(part.id);
    await expect(
      stripe.refunds.create({ payment_intent: intent.id, amount: 2500 }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'amount',
      message: 'Refund amount ($25.00) is greater than unrefunded amount on charge ($20.00)',
    });
    const rest = await stripe.refunds.create({ payment_intent: intent.id });
    expect(rest.amount).toBe(2000);
    await expect(stripe.refunds.create({ payment_intent: intent.id })).rejects.toMatchObject({
      code: 'charge_already_refunded',
    });
    expect(fake.refunds.filter((r) => r.payment_intent === intent.id)).toHaveLength(2);
  });

  it('will not charge a card once detached from its customer', async () => {
    const card = await customerWithCard('succeeds');
    const detached = await stripe.paymentMethods.detach(card.pm);
    expect(detached.customer).toBeNull();
    expect((await stripe.customers.listPaymentMethods(card.customer)).data).toEqual([]);
    await expect(chargeOffSession(card, 4250)).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      param: 'payment_method',
    });
    expect(fake.charges.filter((c) => c.customer === card.customer)).toEqual([]);
  });

  it('charges once when an outage makes the caller retry with the same key', async () => {
    const card = await customerWithCard('succeeds');
    fake.failNext(1, 'api_error');
    await expect(chargeOffSession(card, 4250, 'fee-f3')).rejects.toBeInstanceOf(
      Stripe.errors.StripeAPIError,
    );
    const retried = await chargeOffSession(card, 4250, 'fee-f3');
    expect(retried.status).toBe('succeeded');

    // The answer lost after the charge was made: the SDK retries with the key and gets it replayed.
    fake.failNext(1, 'lost_response');
    const lost = await chargeOffSession(card, 4250, 'fee-f4');
    expect(fake.requests.filter((r) => r.headers['idempotency-key'] === 'fee-f4')).toHaveLength(2);
    expect(lost.status).toBe('succeeded');

    // The SDK's own retries after a 500 send the same key too.
    fake.failNext(2, 'api_error');
    const retrying = fake.client({ maxNetworkRetries: 2 });
    const sdkRetried = await chargeOffSession(card, 4250, 'fee-f5', retrying);
    expect(sdkRetried.status).toBe('succeeded');
    expect(fake.charges.filter((c) => c.customer === card.customer)).toHaveLength(3);
  });

  it('answers ids it does not know as Stripe does', async () => {
    await expect(stripe.customers.retrieve('cus_nobody')).rejects.toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
    });
    await expect(stripe.paymentIntents.retrieve('pi_nothing')).rejects.toMatchObject({
      code: 'resource_missing',
    });
  });
});
