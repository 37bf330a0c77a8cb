import { MESSAGES } from '../messages';
import { LedgerEntry } from './ledger';
import { tipForPercent, TIP_PRESET_PERCENTS, visitCheckout } from './visit-checkout';

const deposit: LedgerEntry = {
  kind: 'deposit',
  method: 'card',
  amountCents: 3000,
  providerId: 'pi_dep',
  at: new Date('2026-12-01T15:00:00Z'),
};

describe("the visit's checkout", () => {
  it('offers 15, 18 and 20% tips, rounded half up to the cent', () => {
    expect(TIP_PRESET_PERCENTS.map((p) => tipForPercent(12000, p))).toEqual([1800, 2160, 2400]);
    expect(tipForPercent(8250, 18)).toBe(1485);
  });

  it('takes the balance after the deposit, the tip and the products', () => {
    const checkout = visitCheckout(12000, [deposit], {
      tipCents: 2160,
      products: [{ name: ' Hydrating serum ', price_cents: 4200 }],
    });
    expect(checkout).toEqual({
      ok: true,
      value: {
        balanceCents: 9000,
        tipCents: 2160,
        products: [{ name: 'Hydrating serum', priceCents: 4200 }],
        totalCents: 15360,
      },
    });
  });

  it('refuses a negative tip or one not in whole cents', () => {
    expect(visitCheckout(12000, [deposit], { tipCents: -100 })).toMatchObject({
      ok: false,
      code: 'checkoutTipNegative',
      message: MESSAGES.checkoutTipNegative,
    });
    expect(visitCheckout(12000, [deposit], { tipCents: 10.5 })).toMatchObject({
      code: 'checkoutTipInvalid',
    });
  });

  it('asks before a tip above the service total, and takes it once confirmed', () => {
    expect(visitCheckout(12000, [deposit], { tipCents: 12000 }).ok).toBe(true);
    expect(visitCheckout(12000, [deposit], { tipCents: 12001 })).toMatchObject({
      ok: false,
      code: 'checkoutTipConfirm',
    });
    const confirmed = visitCheckout(12000, [deposit], { tipCents: 12001, confirmLargeTip: true });
    expect(confirmed.ok && confirmed.value.totalCents).toBe(9000 + 12001);
  });

  it('refuses a product without a name or a positive price, and too many lines', () => {
    const bad = (products: unknown) => visitCheckout(12000, [], { tipCents: 0, products });
    expect(bad([{ name: '', price_cents: 100 }])).toMatchObject({ code: 'checkoutProductName' });
    expect(bad([{ name: 'Mask', price_cents: 0 }])).toMatchObject({ code: 'checkoutProductPrice' });
    expect(bad([{ name: 'Mask', price_cents: 9.99 }])).toMatchObject({
      code: 'checkoutProductPrice',
    });
    expect(bad(Array(21).fill({ name: 'Mask', price_cents: 100 }))).toMatchObject({
      code: 'checkoutProductsInvalid',
      message: MESSAGES.checkoutProductsInvalid(20),
    });
    expect(bad('serum')).toMatchObject({ code: 'checkoutProductsInvalid' });
  });
});
