/** Form fields as Stripe's SDK encodes them, e.g. "line_items[0][price_data][unit_amount]". */
export type Form = Record<string, string>;

/** An HTTP status and the JSON body the fake answers with. */
export type Answer = [status: number, body: unknown];

/** Ids of the fake's objects: Stripe's prefix, then a number unique within one fake. */
export class FakeIds {
  private counter = 0;

  next(prefix: string): string {
    return `${prefix}_fake_${++this.counter}`;
  }
}

/** Seconds since the epoch, as Stripe dates its objects. */
export function created(): number {
  return Math.floor(Date.now() / 1000);
}

/** Stripe's error body: `{ error: { type, code?, message, param? ... } }`. */
export function stripeError(status: number, error: Record<string, unknown>): Answer {
  return [status, { error }];
}

/** A 400 invalid_request_error, Stripe's answer to parameters it refuses. */
export function invalidRequest(message: string, more: Record<string, unknown> = {}): Answer {
  return stripeError(400, { type: 'invalid_request_error', message, ...more });
}

/**
 * Stripe's answer to an id it does not know: 404 when the id is the path's, 400 naming the parameter
 * when a request refers to it (`param`).
 */
export function noSuch(resource: string, id: string, param?: string): Answer {
  return stripeError(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${resource}: '${id}'`,
    param: param ?? 'id',
  });
}

/** The fields under a hash parameter, e.g. `metadata[booking_id]` as `{ booking_id }`. */
export function fieldsUnder(form: Form, name: string): Record<string, string> {
  const prefix = `${name}[`;
  return Object.fromEntries(
    Object.entries(form)
      .filter(([key]) => key.startsWith(prefix) && key.endsWith(']'))
      .map(([key, value]) => [key.slice(prefix.length, -1), value]),
  );
}

/** The values of a list parameter, e.g. `expand[0]=payment_intent` as `['payment_intent']`. */
export function listOf(form: Form, name: string): string[] {
  return Object.entries(form)
    .filter(([key]) => new RegExp(`^${name}\\[\\d*\\]$`).test(key))
    .map(([, value]) => value);
}

/** Stripe's list object. */
export function list<T>(url: string, data: T[]): unknown {
  return { object: 'list', data, has_more: false, url };
}

/** Cents as Stripe writes them in messages: "$12.50" for dollars, "12.50 EUR" otherwise. */
export function money(cents: number, currency: string): string {
  const amount = (cents / 100).toFixed(2);
  return currency === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}
