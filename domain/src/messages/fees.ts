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
};
