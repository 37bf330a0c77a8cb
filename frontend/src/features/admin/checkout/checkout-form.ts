import { centsFromDollars, MESSAGES, type CheckoutMethod } from '@esthetics/domain';

/** A product line as the owner types it: the price in dollars. */
export interface ProductDraft {
  readonly key: number;
  readonly name: string;
  readonly price: string;
}

/** The checkout dialog's form: a tip (a preset's percent, or an amount typed), products, the method. */
export interface CheckoutDraft {
  /** The preset pressed, or null when the amount was typed. */
  readonly tipPercent: number | null;
  readonly tipText: string;
  readonly products: readonly ProductDraft[];
  readonly method: CheckoutMethod;
}

/** The request body, or the problem the form shows (its field, as the server names it). */
export type CheckoutRequest =
  | {
      readonly ok: true;
      readonly body: {
        tip_cents: number;
        products: { name: string; price_cents: number }[];
        method: CheckoutMethod;
      };
      readonly totalCents: number;
    }
  | { readonly ok: false; readonly text: string; readonly field: 'tip_cents' | 'products' };

/** The amount typed, as cents; the server checks it with the domain's rules (a tip above 100%...). */
export function checkoutRequest(draft: CheckoutDraft, balanceCents: number): CheckoutRequest {
  const tip = centsFromDollars(draft.tipText);
  if (tip === null) return { ok: false, text: MESSAGES.checkoutAmountInvalid, field: 'tip_cents' };
  const products: { name: string; price_cents: number }[] = [];
  for (const p of draft.products) {
    const price = centsFromDollars(p.price);
    if (price === null) {
      return { ok: false, text: MESSAGES.checkoutAmountInvalid, field: 'products' };
    }
    products.push({ name: p.name, price_cents: price });
  }
  const productsCents = products.reduce((sum, p) => sum + p.price_cents, 0);
  return {
    ok: true,
    body: { tip_cents: tip, products, method: draft.method },
    totalCents: balanceCents + tip + productsCents,
  };
}

/** A preset's tip as the amount field shows it ("15.30"). */
export const dollarsText = (cents: number) => (cents / 100).toFixed(2);
