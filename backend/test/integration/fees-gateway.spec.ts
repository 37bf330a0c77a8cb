import { AppError } from '../../src/common/app-errors';
import { AppConfig } from '../../src/config/app-config';
import { StripePaymentGateway } from '../../src/payments/adapters/stripe-payment.gateway';
import { OffSessionCharge } from '../../src/payments/ports/payment-gateway.port';
import { CardKind, FakeStripe } from '../support/fake-stripe';

/**
 * The Stripe adapter's off-session charge of a saved card, through Stripe's own SDK to the fake:
 * each test card's outcome, the metadata kept, and one charge per idempotency key.
 */
describe('StripePaymentGateway.chargeSavedCard, against the Stripe fake', () => {
  const fake = new FakeStripe();
  let gateway: StripePaymentGateway;
  beforeAll(async () => {
    const url = await fake.start();
    gateway = new StripePaymentGateway(
      AppConfig.fromEnv({
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_fake',
        STRIPE_API_URL: url,
      }),
    );
  });
  afterAll(() => fake.stop());

  let n = 0;
  const charge = async (kind: CardKind, more: Partial<OffSessionCharge> = {}) => {
    const customer = fake.wallet.create({ email: 'ada@example.com' });
    const request: OffSessionCharge = {
      customerId: customer.id,
      paymentMethodId: fake.attachCard(customer.id, kind),
      amountCents: 4250,
      currency: 'usd',
      description: 'Late-cancellation fee',
      bookingId: 'b1',
      purpose: 'fee',
      idempotencyKey: `fee-test-${++n}`,
      ...more,
    };
    return { request, outcome: await gateway.chargeSavedCard(request) };
  };

  it('charges a card that pays, with the booking and purpose in its metadata', async () => {
    const { outcome } = await charge('succeeds');
    expect(outcome.status).toBe('succeeded');
    const intent = fake.payments.intents.get(outcome.paymentId!)!;
    expect(intent).toMatchObject({ amount: 4250, status: 'succeeded' });
    expect(intent.metadata).toEqual({ booking_id: 'b1', purpose: 'fee' });
    const sent = fake.requests.at(-1)!;
    expect(sent.form).toMatchObject({ off_session: 'true', confirm: 'true' });
  });

  it('answers declined and authentication_required with the failed intent’s id', async () => {
    const declined = await charge('declined');
    expect(declined.outcome.status).toBe('declined');
    expect(declined.outcome.paymentId).toMatch(/^pi_/);
    const auth = await charge('authentication_required');
    expect(auth.outcome.status).toBe('authentication_required');
  });

  it('answers declined, not an outage, for a card detached since it was saved', async () => {
    const customer = fake.wallet.create({});
    const pm = fake.attachCard(customer.id, 'succeeds');
    await fake.client().paymentMethods.detach(pm);
    const outcome = await gateway.chargeSavedCard({
      customerId: customer.id,
      paymentMethodId: pm,
      amountCents: 100,
      currency: 'usd',
      description: 'Fee',
      bookingId: 'b2',
      purpose: 'fee',
      idempotencyKey: `fee-detached-${++n}`,
    });
    expect(outcome).toEqual({ status: 'declined', paymentId: null });
  });

  it('charges once when the same request is sent again after lost answers', async () => {
    const customer = fake.wallet.create({});
    const request: OffSessionCharge = {
      customerId: customer.id,
      paymentMethodId: fake.attachCard(customer.id, 'succeeds'),
      amountCents: 2500,
      currency: 'usd',
      description: 'No-show fee',
      bookingId: 'b3',
      purpose: 'fee',
      idempotencyKey: 'fee-lost',
    };
    const before = fake.charges.length;
    // The SDK tries three times (two retries); every answer is lost: the provider is down.
    fake.failNext(3, 'lost_response');
    await expect(gateway.chargeSavedCard(request)).rejects.toEqual(
      AppError.of('paymentProviderDown'),
    );
    const retried = await gateway.chargeSavedCard(request);
    expect(retried.status).toBe('succeeded');
    expect(fake.charges.length).toBe(before + 1);
    expect(fake.charges.at(-1)!.payment_intent).toBe(retried.paymentId);
  });
});
