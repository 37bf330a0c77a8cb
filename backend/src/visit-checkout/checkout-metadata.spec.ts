import { chargeMetadata, checkoutOfMetadata } from './checkout-metadata';

describe("a saved-card checkout in its charge's metadata", () => {
  const checkout = {
    balanceCents: 6375,
    tipCents: 1530,
    products: [
      { name: 'Hydrating serum, "travel" size', priceCents: 4200 },
      { name: 'Lip balm', priceCents: 900 },
    ],
    totalCents: 6375 + 1530 + 4200 + 900,
  };

  it('reads back what it wrote, each value within what Stripe keeps', () => {
    const metadata = chargeMetadata(checkout);
    expect(Object.values(metadata).every((v) => v.length <= 500)).toBe(true);
    expect(checkoutOfMetadata(metadata, checkout.totalCents)).toEqual(checkout);
  });

  it('reads nothing from metadata that is not a checkout or does not add up to the charge', () => {
    const metadata = chargeMetadata(checkout);
    expect(checkoutOfMetadata({}, 100)).toBeNull();
    expect(checkoutOfMetadata(metadata, checkout.totalCents + 1)).toBeNull();
    expect(checkoutOfMetadata({ ...metadata, tip_cents: '-5' }, checkout.totalCents)).toBeNull();
    expect(
      checkoutOfMetadata({ ...metadata, product_0: 'not json' }, checkout.totalCents),
    ).toBeNull();
  });
});
