import { LATE_CANCELLATION_FEE_PERCENT } from '../policy';

/** The saved card, the fees it pays, and the visit's checkout. */
export const CHECKOUT_MESSAGES = {
  savedCardConsent: `We keep your card to charge the late-cancellation or no-show fee (${LATE_CANCELLATION_FEE_PERCENT}% of the service) if it applies, and the balance after your visit if you choose.`,
  checkoutTipInvalid: 'The tip must be an amount in whole cents.',
  checkoutTipNegative: 'A tip cannot be negative.',
  checkoutTipConfirm:
    'This tip is more than the service itself. Please confirm the amount before it is charged.',
  checkoutProductsInvalid: (max: number) => `Please list at most ${max} products.`,
  checkoutProductName: (max: number) => `Each product needs a name of at most ${max} characters.`,
  checkoutProductPrice: 'Each product needs a price above $0.00, in whole cents.',
  refundOverCharge: (refundable: string) =>
    `A refund cannot be more than what is left of the charge: ${refundable}.`,
  feeWaivedRefunded: (amount: string) =>
    `The fee was already charged, so it has been refunded: ${amount} goes back to the client's card.`,
  moneyPeriodInvalid: 'Please choose the period: day, week or month.',
  moneyDateInvalid: 'Please enter the date as YYYY-MM-DD.',
  ledgerCursorInvalid:
    'This page of the ledger cannot be found: start again from the first page (without after).',
};
