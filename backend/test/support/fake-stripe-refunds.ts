import {
  Answer,
  created,
  FakeIds,
  fieldsUnder,
  list,
  Form,
  invalidRequest,
  money,
  noSuch,
} from './fake-stripe-answers';
import { FakeIntents } from './fake-stripe-intents';

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded' | 'pending';
  metadata: Record<string, string>;
  created: number;
  /** The Idempotency-Key it was created with (the fake's own field, for tests to read). */
  idempotency_key: string | null;
}

/** Stripe's Refunds of a PaymentIntent's charge, in whole or in part, never more than is left. */
export class FakeRefunds {
  /** Refunds created, in order (a replayed idempotency key creates none). */
  readonly refunds: FakeRefund[] = [];
  /** How new refunds start: 'pending' plays a bank that takes days (settle them with `settle`). */
  startAs: FakeRefund['status'] = 'succeeded';

  constructor(
    private readonly ids: FakeIds,
    private readonly payments: FakeIntents,
  ) {}

  route(method: string, path: string, form: Form, key: string | null): Answer | null {
    if (method === 'POST' && path === '/v1/refunds') return this.create(form, key);
    if (method === 'GET' && path === '/v1/refunds') {
      const of = this.refunds.filter(
        (r) => !form.payment_intent || r.payment_intent === form.payment_intent,
      );
      return [200, list(path, [...of].reverse())];
    }
    const refund = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (method !== 'GET' || !refund) return null;
    const found = this.refunds.find((r) => r.id === refund[1]);
    return found ? [200, found] : noSuch('refund', refund[1]);
  }

  private create(form: Form, key: string | null): Answer {
    const intent = this.payments.intents.get(form.payment_intent ?? '');
    if (!intent) return noSuch('payment_intent', form.payment_intent ?? '', 'payment_intent');
    const charge = this.payments.paidCharge(intent);
    if (!charge) {
      return invalidRequest(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        { param: 'payment_intent' },
      );
    }
    const left = charge.amount - charge.amount_refunded;
    if (left === 0) {
      return invalidRequest(`Charge ${charge.id} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    }
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1) {
      return invalidRequest('Invalid positive integer', {
        code: 'parameter_invalid_integer',
        param: 'amount',
      });
    }
    if (amount > left) {
      return invalidRequest(
        `Refund amount (${money(amount, charge.currency)}) is greater than unrefunded amount on charge (${money(left, charge.currency)})`,
        { param: 'amount' },
      );
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund: FakeRefund = {
      id: this.ids.next('re'),
      object: 'refund',
      amount,
      charge: charge.id,
      currency: charge.currency,
      payment_intent: intent.id,
      reason: form.reason ?? null,
      status: this.startAs,
      metadata: fieldsUnder(form, 'metadata'),
      created: created(),
      idempotency_key: key,
    };
    this.refunds.push(refund);
    return [200, refund];
  }

  /** A pending refund goes through, as the bank's answer would make it. */
  settle(id: string): FakeRefund {
    const refund = this.refunds.find((r) => r.id === id);
    if (!refund) throw new Error(`No refund ${id}`);
    refund.status = 'succeeded';
    return refund;
  }
}
