import {
  Answer,
  created,
  FakeIds,
  fieldsUnder,
  Form,
  invalidRequest,
  list,
  noSuch,
} from './fake-stripe-answers';

/**
 * How a saved card answers an off-session charge, after Stripe's test cards: 4242 succeeds, 0002 is
 * declined (generic_decline), 3184 always asks its holder to authenticate.
 */
export type CardKind = 'succeeds' | 'declined' | 'authentication_required';

const TEST_CARDS: Record<CardKind, { last4: string; brand: string }> = {
  succeeds: { last4: '4242', brand: 'visa' },
  declined: { last4: '0002', brand: 'visa' },
  authentication_required: { last4: '3184', brand: 'visa' },
};

export interface FakeCustomer {
  id: string;
  object: 'customer';
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
  invoice_settings: { default_payment_method: string | null };
}

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: {
    brand: string;
    last4: string;
    exp_month: number;
    exp_year: number;
    country: 'US';
    funding: 'credit';
  };
  billing_details: { email: string | null; name: string | null };
  metadata: Record<string, string>;
  created: number;
  livemode: false;
}

/** Stripe's Customers and the card PaymentMethods attached to them. */
export class FakeCustomers {
  readonly customers = new Map<string, FakeCustomer>();
  readonly paymentMethods = new Map<string, FakePaymentMethod>();
  /** Which test card each PaymentMethod is (Stripe keeps the card number; the fake, its behaviour). */
  private readonly kinds = new Map<string, CardKind>();

  constructor(private readonly ids: FakeIds) {}

  route(method: string, path: string, form: Form): Answer | null {
    if (method === 'POST' && path === '/v1/customers') return [200, this.create(form)];
    const customer = /^\/v1\/customers\/([^/]+)(\/payment_methods)?$/.exec(path);
    if (method === 'GET' && customer) {
      const found = this.customers.get(customer[1]);
      if (!found) return noSuch('customer', customer[1]);
      if (!customer[2]) return [200, found];
      const cards = [...this.paymentMethods.values()].filter(
        (pm) => pm.customer === found.id && (!form.type || pm.type === form.type),
      );
      return [200, list(path, cards)];
    }
    const pm = /^\/v1\/payment_methods\/([^/]+)(\/detach)?$/.exec(path);
    if (!pm) return null;
    const found = this.paymentMethods.get(pm[1]);
    if (!found) return noSuch('PaymentMethod', pm[1]);
    if (method === 'POST' && pm[2]) return this.detach(found);
    return method === 'GET' && !pm[2] ? [200, found] : null;
  }

  create(form: Form): FakeCustomer {
    const customer: FakeCustomer = {
      id: this.ids.next('cus'),
      object: 'customer',
      email: form.email ?? null,
      name: form.name ?? null,
      metadata: fieldsUnder(form, 'metadata'),
      created: created(),
      livemode: false,
      invoice_settings: { default_payment_method: null },
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  /** A new card PaymentMethod, attached to `customerId` when given. */
  newCard(kind: CardKind, customerId: string | null): FakePaymentMethod {
    const customer = customerId ? this.customers.get(customerId) : undefined;
    const pm: FakePaymentMethod = {
      id: this.ids.next('pm'),
      object: 'payment_method',
      type: 'card',
      customer: customer?.id ?? null,
      card: {
        ...TEST_CARDS[kind],
        exp_month: 12,
        exp_year: 2034,
        country: 'US',
        funding: 'credit',
      },
      billing_details: { email: customer?.email ?? null, name: customer?.name ?? null },
      metadata: {},
      created: created(),
      livemode: false,
    };
    this.paymentMethods.set(pm.id, pm);
    this.kinds.set(pm.id, kind);
    return pm;
  }

  /** The card answers as `kind` from now on (an issuer that declined and now approves). */
  setKind(paymentMethodId: string, kind: CardKind): void {
    if (!this.paymentMethods.has(paymentMethodId)) throw new Error(`No card ${paymentMethodId}`);
    this.kinds.set(paymentMethodId, kind);
  }

  kindOf(pm: FakePaymentMethod): CardKind {
    return this.kinds.get(pm.id)!;
  }

  /** Stripe will not use a detached PaymentMethod again (it cannot be attached again either). */
  private detach(pm: FakePaymentMethod): Answer {
    if (pm.customer === null) {
      return invalidRequest(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
      );
    }
    pm.customer = null;
    return [200, pm];
  }
}
