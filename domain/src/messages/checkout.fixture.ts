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
  [
    'checkoutNotStarted',
    'This visit has not started yet: check it out once its time has come, or mark it completed first.',
  ],
  [
    'checkoutAlreadyDone',
    'This visit has already been checked out. To change what was taken, refund a charge.',
  ],
  [
    'checkoutMethodInvalid',
    'Please choose how the visit is paid: saved card, pay link, cash or outside card.',
  ],
  [
    'checkoutNoSavedCard',
    'This client has no saved card: send a pay link, or take cash or an outside card instead.',
  ],
  [
    'visitCardDeclined',
    'The saved card was declined, so nothing was charged. Please take another way of paying.',
  ],
  [
    'visitCardNeedsAuth',
    "The client's bank asks them to approve this charge, so nothing was charged. Please take another way of paying.",
  ],
  [
    'checkoutNothingToCharge',
    'There is nothing to charge to the card: no balance, tip or product. Record it as cash instead.',
  ],
  ['refundChargeNotFound', "This charge is not in the appointment's ledger."],
  ['refundAmountInvalid', 'Please enter a refund above $0.00, in whole cents.'],
  ['checkoutAmountInvalid', 'Please enter an amount in dollars and cents, like 12.50.'],
  ['checkoutFailed', 'The checkout could not be taken. Please try again.'],
  ['refundFailed', 'The refund could not be made. Please try again.'],
  ['moneyPeriodInvalid', 'Please choose the period: day, week or month.'],
  ['moneyDateInvalid', 'Please enter the date as YYYY-MM-DD.'],
  [
    'ledgerCursorInvalid',
    'This page of the ledger cannot be found: start again from the first page (without after).',
  ],
];

export const TEMPLATED_CHECKOUT: [MessageKey, () => string, string][] = [
  [
    'visitPayLinkDescription',
    () => MESSAGES.visitPayLinkDescription('Facial'),
    'Your visit: Facial',
  ],
  [
    'visitPayLinkSent',
    () => MESSAGES.visitPayLinkSent('$63.75', 'a@b.c'),
    'Pay link for $63.75 sent to a@b.c. The visit is checked out once the client pays.',
  ],
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
  [
    'checkoutNotConfirmed',
    () => MESSAGES.checkoutNotConfirmed('cancelled'),
    'Only a confirmed or completed visit can be checked out; this one is cancelled.',
  ],
  [
    'visitCheckedOut',
    () => MESSAGES.visitCheckedOut('$117.05'),
    'Checked out: $117.05 taken. The visit is completed.',
  ],
  ['refundRecorded', () => MESSAGES.refundRecorded('$10.00'), 'Refunded $10.00.'],
];
