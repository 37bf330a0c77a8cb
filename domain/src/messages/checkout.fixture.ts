import { MESSAGES, MessageKey } from './index';

/** The saved card's and the visit checkout's messages, written out literally. */
export const FIXED_CHECKOUT: [MessageKey, string][] = [
  [
    'savedCardConsent',
    'We keep your card to charge the late-cancellation or no-show fee (50% of the service) if it applies, and the balance after your visit if you choose.',
  ],
  ['checkoutTipInvalid', 'The tip must be an amount in whole cents.'],
  ['checkoutTipNegative', 'A tip cannot be negative.'],
  [
    'checkoutTipConfirm',
    'This tip is more than the service itself. Please confirm the amount before it is charged.',
  ],
  ['checkoutProductPrice', 'Each product needs a price above $0.00, in whole cents.'],
  ['moneyPeriodInvalid', 'Please choose the period: day, week or month.'],
  ['moneyDateInvalid', 'Please enter the date as YYYY-MM-DD.'],
  [
    'ledgerCursorInvalid',
    'This page of the ledger cannot be found: start again from the first page (without after).',
  ],
];

export const TEMPLATED_CHECKOUT: [MessageKey, () => string, string][] = [
  [
    'checkoutProductsInvalid',
    () => MESSAGES.checkoutProductsInvalid(20),
    'Please list at most 20 products.',
  ],
  [
    'checkoutProductName',
    () => MESSAGES.checkoutProductName(80),
    'Each product needs a name of at most 80 characters.',
  ],
  [
    'refundOverCharge',
    () => MESSAGES.refundOverCharge('$50.00'),
    'A refund cannot be more than what is left of the charge: $50.00.',
  ],
  [
    'feeWaivedRefunded',
    () => MESSAGES.feeWaivedRefunded('$60.00'),
    "The fee was already charged, so it has been refunded: $60.00 goes back to the client's card.",
  ],
];
