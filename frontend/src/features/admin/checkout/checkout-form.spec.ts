import { MESSAGES } from '@esthetics/domain';
import { checkoutRequest, dollarsText, type CheckoutDraft } from './checkout-form';

const draft = (d: Partial<CheckoutDraft> = {}): CheckoutDraft => ({
  tipPercent: null,
  tipText: '',
  products: [],
  method: 'cash',
  ...d,
});

describe('the checkout form', () => {
  it('sends the tip and products in cents, and totals them with the balance', () => {
    const req = checkoutRequest(
      draft({ tipText: '15.30', products: [{ key: 1, name: 'Serum', price: '38' }] }),
      6375,
    );
    expect(req).toEqual({
      ok: true,
      body: { tip_cents: 1530, products: [{ name: 'Serum', price_cents: 3800 }], method: 'cash' },
      totalCents: 6375 + 1530 + 3800,
    });
    expect(checkoutRequest(draft(), 0)).toMatchObject({ ok: true, totalCents: 0 });
  });

  it('names the field of an amount that is not one', () => {
    expect(checkoutRequest(draft({ tipText: '1.234' }), 0)).toEqual({
      ok: false,
      text: MESSAGES.checkoutAmountInvalid,
      field: 'tip_cents',
    });
    expect(
      checkoutRequest(draft({ products: [{ key: 1, name: 'Serum', price: 'x' }] }), 0),
    ).toMatchObject({ ok: false, field: 'products' });
  });

  it('shows a preset as dollars and cents', () => expect(dollarsText(1530)).toBe('15.30'));
});
