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
  checkoutNotStarted:
    'This visit has not started yet: check it out once its time has come, or mark it completed first.',
  checkoutNotConfirmed: (status: string) =>
    `Only a confirmed or completed visit can be checked out; this one is ${status}.`,
  checkoutAlreadyDone:
    'This visit has already been checked out. To change what was taken, refund a charge.',
  checkoutMethodInvalid:
    'Please choose how the visit is paid: saved card, pay link, cash or outside card.',
  checkoutNoSavedCard:
    'This client has no saved card: send a pay link, or take cash or an outside card instead.',
  visitCardDeclined:
    'The saved card was declined, so nothing was charged. Please take another way of paying.',
  visitCardNeedsAuth:
    "The client's bank asks them to approve this charge, so nothing was charged. Please take another way of paying.",
  checkoutNothingToCharge:
    'There is nothing to charge to the card: no balance, tip or product. Record it as cash instead.',
  visitPayLinkDescription: (services: string) => `Your visit: ${services}`,
  visitPayLinkSent: (total: string, email: string) =>
    `Pay link for ${total} sent to ${email}. The visit is checked out once the client pays.`,
  visitCheckedOut: (total: string) => `Checked out: ${total} taken. The visit is completed.`,
  refundChargeNotFound: "This charge is not in the appointment's ledger.",
  refundAmountInvalid: 'Please enter a refund above $0.00, in whole cents.',
  checkoutAmountInvalid: 'Please enter an amount in dollars and cents, like 12.50.',
  checkoutFailed: 'The checkout could not be taken. Please try again.',
  refundFailed: 'The refund could not be made. Please try again.',
  refundRecorded: (amount: string) => `Refunded ${amount}.`,
  moneyPeriodInvalid: 'Please choose the period: day, week or month.',
  moneyDateInvalid: 'Please enter the date as YYYY-MM-DD.',
  ledgerCursorInvalid:
    'This page of the ledger cannot be found: start again from the first page (without after).',
};
