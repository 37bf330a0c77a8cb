import { ProductLine, VisitCheckout } from '@esthetics/domain';

/**
 * What a saved-card checkout is made of, kept in the charge's metadata at the provider, so that the
 * provider's payment_intent.succeeded can record a checkout whose own transaction was lost after the
 * charge (docs/money.md, "The visit's checkout"). One key per product line: Stripe allows 50 keys of
 * 500 characters, and a checkout has at most MAX_PRODUCT_LINES lines of PRODUCT_NAME_MAX.
 */
export function chargeMetadata(c: VisitCheckout): Record<string, string> {
  const lines = c.products.map((p, i) => [`product_${i}`, JSON.stringify([p.name, p.priceCents])]);
  return {
    balance_cents: String(c.balanceCents),
    tip_cents: String(c.tipCents),
    ...Object.fromEntries(lines),
  };
}

const cents = (v: string | undefined): number | null =>
  v !== undefined && /^\d{1,9}$/.test(v) ? Number(v) : null;

/** The checkout a charge's metadata describes; null when it is not one (or does not add up). */
export function checkoutOfMetadata(
  metadata: Readonly<Record<string, string>>,
  amountCents: number,
): VisitCheckout | null {
  const balanceCents = cents(metadata.balance_cents);
  const tipCents = cents(metadata.tip_cents);
  if (balanceCents === null || tipCents === null) return null;
  const products: ProductLine[] = [];
  for (let i = 0; metadata[`product_${i}`] !== undefined; i++) {
    try {
      const [name, priceCents] = JSON.parse(metadata[`product_${i}`]) as unknown[];
      if (typeof name !== 'string' || !Number.isInteger(priceCents)) return null;
      products.push({ name, priceCents: priceCents as number });
    } catch {
      return null;
    }
  }
  const totalCents = balanceCents + tipCents + products.reduce((s, p) => s + p.priceCents, 0);
  return totalCents === amountCents ? { balanceCents, tipCents, products, totalCents } : null;
}
