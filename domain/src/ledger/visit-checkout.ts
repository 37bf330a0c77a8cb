/**
 * The visit's checkout: the balance due on the service, a tip, products sold, and how it is paid. The
 * console's dialog and the server both read these rules (docs/money.md).
 */
import { Cents, percentOf } from '../money';
import { fail, failWith, pass } from '../validation/checks';
import { Validation } from '../validation/result';
import { balanceDue, LedgerEntry } from './ledger';

/** The tip buttons, as shares of the service's total. */
export const TIP_PRESET_PERCENTS = [15, 18, 20] as const;
/** A tip above this share of the service is asked about before it is taken. */
export const TIP_CONFIRM_ABOVE_PERCENT = 100;
/** The most product lines one checkout takes, and the longest product name. */
export const MAX_PRODUCT_LINES = 20;
export const PRODUCT_NAME_MAX = 80;

/** How the owner takes the money. */
export const CHECKOUT_METHODS = ['saved_card', 'pay_link', 'cash', 'outside_card'] as const;
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

export interface ProductLine {
  readonly name: string;
  readonly priceCents: Cents;
}

export interface VisitCheckout {
  readonly balanceCents: Cents;
  readonly tipCents: Cents;
  readonly products: readonly ProductLine[];
  /** Balance, tip and products: what this checkout takes. */
  readonly totalCents: Cents;
}

/** The tip a preset button gives on a service total. */
export const tipForPercent = (serviceTotalCents: Cents, percent: number): Cents =>
  percentOf(serviceTotalCents, percent);

export interface CheckoutInput {
  readonly tipCents: unknown;
  readonly products?: unknown;
  /** The owner confirmed a tip above TIP_CONFIRM_ABOVE_PERCENT of the service. */
  readonly confirmLargeTip?: boolean;
}

const isCents = (v: unknown): v is Cents => typeof v === 'number' && Number.isSafeInteger(v);

function productLines(raw: unknown): Validation<ProductLine[]> {
  if (raw === undefined || raw === null) return pass([]);
  if (!Array.isArray(raw) || raw.length > MAX_PRODUCT_LINES) {
    return failWith('checkoutProductsInvalid', [MAX_PRODUCT_LINES], 'products');
  }
  const lines: ProductLine[] = [];
  for (const item of raw as { name?: unknown; price_cents?: unknown }[]) {
    const name = typeof item?.name === 'string' ? item.name.trim() : '';
    if (name === '' || name.length > PRODUCT_NAME_MAX) {
      return failWith('checkoutProductName', [PRODUCT_NAME_MAX], 'products');
    }
    if (!isCents(item.price_cents) || item.price_cents <= 0) {
      return fail('checkoutProductPrice', 'products');
    }
    lines.push({ name, priceCents: item.price_cents });
  }
  return pass(lines);
}

/**
 * The checkout of a visit whose service totals `totalPriceCents`, with the ledger so far: the balance
 * due and what the owner adds. A negative tip is refused; one above the service's total is taken only
 * when confirmed (`checkoutTipConfirm`, which the API answers with 409 so the console can ask).
 */
export function visitCheckout(
  totalPriceCents: Cents,
  entries: readonly LedgerEntry[],
  input: CheckoutInput,
): Validation<VisitCheckout> {
  const tip = input.tipCents ?? 0;
  if (!isCents(tip)) return fail('checkoutTipInvalid', 'tip_cents');
  if (tip < 0) return fail('checkoutTipNegative', 'tip_cents');
  if (tip > percentOf(totalPriceCents, TIP_CONFIRM_ABOVE_PERCENT) && !input.confirmLargeTip) {
    return fail('checkoutTipConfirm', 'tip_cents');
  }
  const products = productLines(input.products);
  if (!products.ok) return products;
  const balanceCents = balanceDue(totalPriceCents, entries);
  const productsCents = products.value.reduce((sum, p) => sum + p.priceCents, 0);
  return pass({
    balanceCents,
    tipCents: tip,
    products: products.value,
    totalCents: balanceCents + tip + productsCents,
  });
}
