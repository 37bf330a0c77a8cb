import {
  Answer,
  created,
  FakeIds,
  fieldsUnder,
  Form,
  invalidRequest,
  noSuch,
  stripeError,
} from './fake-stripe-answers';
import { CardKind, FakeCustomers, FakePaymentMethod } from './fake-stripe-customers';

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  currency: string;
  customer: string | null;
  payment_intent: string;
  payment_method: string;
  status: 'succeeded' | 'failed';
  paid: boolean;
  refunded: boolean;
  failure_code: string | null;
  created: number;
}

export interface FakePaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  payment_method_types: ['card'];
  status: 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'succeeded';
  latest_charge: string | null;
  last_payment_error: Record<string, unknown> | null;
  next_action: Record<string, unknown> | null;
  setup_future_usage: 'off_session' | 'on_session' | null;
  capture_method: 'automatic';
  confirmation_method: 'automatic';
  client_secret: string;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** What a new intent is given; the rest starts as Stripe starts it. */
type IntentFields = Pick<
  FakePaymentIntent,
  'amount' | 'currency' | 'customer' | 'metadata' | 'setup_future_usage'
>;

/** What Stripe answers when the issuer refuses a card (the charge is made, and failed). */
const DECLINES: Record<Exclude<CardKind, 'succeeds'>, Record<string, string>> = {
  declined: {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
    doc_url: 'https://stripe.com/docs/error-codes/card-declined',
  },
  authentication_required: {
    code: 'authentication_required',
    decline_code: 'authentication_required',
    message: 'Your card was declined. This transaction requires authentication.',
    doc_url: 'https://stripe.com/docs/error-codes/authentication-required',
  },
};

const DETACHED =
  'The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment, ' +
  'shared with a connected account without Customer attachment, or was detached from a Customer. ' +
  'It may not be used again. To use a PaymentMethod multiple times, you must attach it to a Customer first.';

/** Stripe's PaymentIntents confirmed on the server, and the Charges their attempts make. */
export class FakeIntents {
  readonly intents = new Map<string, FakePaymentIntent>();
  /** Every attempt to take money, in order: succeeded and failed. */
  readonly charges: FakeCharge[] = [];

  constructor(
    private readonly ids: FakeIds,
    private readonly wallet: FakeCustomers,
  ) {}

  route(method: string, path: string, form: Form): Answer | null {
    if (method === 'POST' && path === '/v1/payment_intents') return this.create(form);
    const intent = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && intent) {
      const found = this.intents.get(intent[1]);
      return found ? [200, found] : noSuch('payment_intent', intent[1]);
    }
    const charge = /^\/v1\/charges\/([^/]+)$/.exec(path);
    if (method === 'GET' && charge) {
      const found = this.charges.find((c) => c.id === charge[1]);
      return found ? [200, found] : noSuch('charge', charge[1]);
    }
    return null;
  }

  /** The intent a completed Checkout Session paid with `pm` (the customer was there: it succeeds). */
  paidAtCheckout(id: string, fields: IntentFields, pm: FakePaymentMethod): FakePaymentIntent {
    const intent = this.newIntent(id, { ...fields, payment_method: pm.id });
    this.succeed(intent, pm);
    return intent;
  }

  /** The succeeded charge of an intent, if it has one. */
  paidCharge(intent: FakePaymentIntent): FakeCharge | undefined {
    return this.charges.find((c) => c.id === intent.latest_charge && c.status === 'succeeded');
  }

  private create(form: Form): Answer {
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1) {
      return invalidRequest('Missing required param: amount.', {
        code: 'parameter_missing',
        param: 'amount',
      });
    }
    if (!form.currency) {
      return invalidRequest('Missing required param: currency.', {
        code: 'parameter_missing',
        param: 'currency',
      });
    }
    if (form.customer && !this.wallet.customers.has(form.customer)) {
      return noSuch('customer', form.customer, 'customer');
    }
    const pm = form.payment_method ? this.wallet.paymentMethods.get(form.payment_method) : null;
    if (pm === undefined) return noSuch('PaymentMethod', form.payment_method, 'payment_method');
    if (pm && pm.customer === null) return invalidRequest(DETACHED, { param: 'payment_method' });
    if (pm && pm.customer !== (form.customer ?? null)) {
      return invalidRequest(
        `The provided PaymentMethod belongs to a Customer (${pm.customer}) other than the one given.`,
        { param: 'payment_method' },
      );
    }
    const intent = this.newIntent(this.ids.next('pi'), {
      amount,
      currency: form.currency,
      customer: form.customer ?? null,
      payment_method: pm?.id ?? null,
      metadata: fieldsUnder(form, 'metadata'),
      setup_future_usage: null,
    });
    if (form.confirm !== 'true' || !pm) return [200, intent];
    // off_session is `true`, `one_off` or `recurring` when the customer is not there.
    const offSession = form.off_session !== undefined && form.off_session !== 'false';
    return this.attempt(intent, pm, offSession);
  }

  /** A charge attempt: the card's kind decides, as Stripe's test cards do. */
  private attempt(intent: FakePaymentIntent, pm: FakePaymentMethod, offSession: boolean): Answer {
    const kind = this.wallet.kindOf(pm);
    if (kind === 'succeeds') return [200, this.succeed(intent, pm)];
    if (kind === 'authentication_required' && !offSession) {
      // On session, the customer is there to authenticate: the intent waits for them.
      intent.status = 'requires_action';
      intent.next_action = { type: 'use_stripe_sdk', use_stripe_sdk: {} };
      return [200, intent];
    }
    const decline = DECLINES[kind];
    const charge = this.charge(intent, pm, decline.code);
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.latest_charge = charge.id;
    intent.last_payment_error = {
      type: 'card_error',
      ...decline,
      charge: charge.id,
      payment_method: pm,
    };
    return stripeError(402, { ...intent.last_payment_error, payment_intent: intent });
  }

  private succeed(intent: FakePaymentIntent, pm: FakePaymentMethod): FakePaymentIntent {
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    intent.latest_charge = this.charge(intent, pm, null).id;
    return intent;
  }

  private charge(intent: FakePaymentIntent, pm: FakePaymentMethod, failure: string | null) {
    const charge: FakeCharge = {
      id: this.ids.next('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      currency: intent.currency,
      customer: intent.customer,
      payment_intent: intent.id,
      payment_method: pm.id,
      status: failure ? 'failed' : 'succeeded',
      paid: !failure,
      refunded: false,
      failure_code: failure,
      created: created(),
    };
    this.charges.push(charge);
    return charge;
  }

  private newIntent(
    id: string,
    fields: IntentFields & Pick<FakePaymentIntent, 'payment_method'>,
  ): FakePaymentIntent {
    const intent: FakePaymentIntent = {
      id,
      object: 'payment_intent',
      ...fields,
      amount_received: 0,
      payment_method_types: ['card'],
      status: fields.payment_method ? 'requires_confirmation' : 'requires_payment_method',
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      capture_method: 'automatic',
      confirmation_method: 'automatic',
      client_secret: `${id}_secret_fake`,
      created: created(),
      livemode: false,
    };
    this.intents.set(id, intent);
    return intent;
  }
}
