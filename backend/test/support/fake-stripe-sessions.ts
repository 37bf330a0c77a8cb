import {
  Answer,
  created,
  FakeIds,
  fieldsUnder,
  Form,
  invalidRequest,
  listOf,
  noSuch,
} from './fake-stripe-answers';
import { CardKind, FakeCustomers } from './fake-stripe-customers';
import { FakeIntents, FakePaymentIntent } from './fake-stripe-intents';

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  customer: string | null;
  customer_creation: 'always' | 'if_required' | null;
  customer_email: string | null;
  customer_details: { email: string | null } | null;
  expires_at: number;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  created: number;
}

/** What the session's PaymentIntent is created with (`payment_intent_data`), not shown on the session. */
type IntentData = Pick<FakePaymentIntent, 'metadata' | 'setup_future_usage'>;

/** Stripe Checkout in payment mode: one line item, paid on Stripe's page (`complete`). */
export class FakeSessions {
  readonly sessions = new Map<string, FakeSession>();
  private readonly intentData = new Map<string, IntentData>();

  constructor(
    private readonly ids: FakeIds,
    private readonly wallet: FakeCustomers,
    private readonly payments: FakeIntents,
  ) {}

  route(method: string, path: string, form: Form): Answer | null {
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.create(form);
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (!match) return null;
    const session = this.sessions.get(match[1]);
    if (!session) return noSuch('checkout.session', match[1]);
    if (method === 'POST' && match[2]) {
      if (session.status !== 'open') return invalidRequest('Only open sessions can be expired.');
      session.status = 'expired';
      return [200, session];
    }
    const intent = session.payment_intent
      ? this.payments.intents.get(session.payment_intent)
      : null;
    if (intent && listOf(form, 'expand').includes('payment_intent')) {
      return [200, { ...session, payment_intent: intent }];
    }
    return [200, session];
  }

  /**
   * The customer paid on Stripe's page: the session completes, its PaymentIntent succeeds with a
   * new card of `card`'s kind. As on Stripe, the customer is the one given, or a new one when the
   * session says `customer_creation=always`; the card is saved to that customer only when the
   * session asked for it (`payment_intent_data[setup_future_usage]`).
   */
  complete(id: string, card: CardKind): FakeSession {
    const session = this.sessions.get(id)!;
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.payment_intent) return session;
    const data = this.intentData.get(id)!;
    const email = session.customer_email;
    const customer =
      session.customer ??
      (session.customer_creation === 'always'
        ? this.wallet.create(email ? { email } : {}).id
        : null);
    const pm = this.wallet.newCard(card, data.setup_future_usage && customer ? customer : null);
    const intent = this.payments.paidAtCheckout(
      `pi_fake_${id}`,
      { amount: session.amount_total, currency: session.currency, customer, ...data },
      pm,
    );
    session.payment_intent = intent.id;
    session.customer = customer;
    session.customer_details = {
      email: email ?? this.wallet.customers.get(customer ?? '')?.email ?? null,
    };
    return session;
  }

  private create(form: Form): Answer {
    if (form.customer && form.customer_email) {
      return invalidRequest(
        'You may only specify one of these parameters: customer, customer_email.',
      );
    }
    if (form.customer && !this.wallet.customers.has(form.customer)) {
      return noSuch('customer', form.customer, 'customer');
    }
    const id = this.ids.next('cs_test');
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total:
        Number(form['line_items[0][price_data][unit_amount]']) *
        Number(form['line_items[0][quantity]']),
      currency: form['line_items[0][price_data][currency]'],
      metadata: fieldsUnder(form, 'metadata'),
      client_reference_id: form.client_reference_id ?? null,
      customer: form.customer ?? null,
      customer_creation: form.customer
        ? null
        : form.customer_creation === 'always'
          ? 'always'
          : 'if_required',
      customer_email: form.customer_email ?? null,
      customer_details: null,
      expires_at: Number(form.expires_at),
      payment_intent: null,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      created: created(),
    };
    const future = form['payment_intent_data[setup_future_usage]'];
    this.sessions.set(id, session);
    this.intentData.set(id, {
      metadata: fieldsUnder(form, 'payment_intent_data[metadata]'),
      setup_future_usage: future === 'off_session' || future === 'on_session' ? future : null,
    });
    return [200, session];
  }
}
