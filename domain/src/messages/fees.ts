/** The no-show and late-cancellation fees: the console's list, the waive, the grace window. */
export const FEE_MESSAGES = {
  feeGraceInvalid: (max: number) => `The grace window is a whole number of hours from 0 to ${max}.`,
  feeGraceSaved: 'The grace window was saved. It applies to fees recorded from now on.',
  feeNotFound: 'This fee cannot be found.',
  feeWaived: 'The fee was waived: nothing will be charged.',
  feeStateInvalid: 'Please choose the state: pending, due, charged, paid, waived or refunded.',
  feeCursorInvalid:
    'This page of fees cannot be found: start again from the first page (without after).',
  feeReasonLateCancellation: 'Late cancellation',
  feeReasonNoShow: 'No-show',
  feePayLinkDescription: (reason: string) => `${reason} fee`,
  feeWaiveTitle: 'Waive this fee?',
  feeWaiveBefore: (amount: string, client: string) =>
    `${client} will not be charged the ${amount} fee.`,
  feeWaiveAfter: (amount: string, client: string) =>
    `The ${amount} fee was already charged: waiving it refunds it to ${client}'s card.`,
  feeWaiveBack: 'Keep the fee',
  feeWaiveConfirm: 'Waive the fee',
  feeWaiveBusy: 'Waiving…',
  feeWaiveFailed: 'The fee could not be waived. Please try again.',
  feeChargesIn: (left: string) => `Charged in ${left}`,
  feeChargingNow: 'Charged at the next sweep',
  feesNonePending: 'No fee is waiting to be charged.',
  feesNoneDue: 'No fee is due.',
  feesNoHistory: 'No fee has been charged or waived yet.',
  feeStatePending: 'Pending',
  feeStateDue: 'Due: pay link sent',
  feeStateCharged: 'Charged',
  feeStatePaid: 'Paid by link',
  feeStateWaived: 'Waived',
  feeStateRefunded: 'Refunded',
};
