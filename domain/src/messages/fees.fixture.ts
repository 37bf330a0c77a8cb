import { MESSAGES, MessageKey } from './index';

/** The fees' messages, written out literally. */
export const FIXED_FEES: [MessageKey, string][] = [
  ['feeGraceSaved', 'The grace window was saved. It applies to fees recorded from now on.'],
  ['feeNotFound', 'This fee cannot be found.'],
  ['feeWaived', 'The fee was waived: nothing will be charged.'],
  ['feeStateInvalid', 'Please choose the state: pending, due, charged, paid, waived or refunded.'],
  [
    'feeCursorInvalid',
    'This page of fees cannot be found: start again from the first page (without after).',
  ],
  ['feeReasonLateCancellation', 'Late cancellation'],
  ['feeReasonNoShow', 'No-show'],
  ['feeWaiveTitle', 'Waive this fee?'],
  ['feeWaiveBack', 'Keep the fee'],
  ['feeWaiveConfirm', 'Waive the fee'],
  ['feeWaiveBusy', 'Waiving…'],
  ['feeWaiveFailed', 'The fee could not be waived. Please try again.'],
  ['feeChargingNow', 'Charged at the next sweep'],
  ['feesNonePending', 'No fee is waiting to be charged.'],
  ['feesNoneDue', 'No fee is due.'],
  ['feesNoHistory', 'No fee has been charged or waived yet.'],
  ['feeStatePending', 'Pending'],
  ['feeStateDue', 'Due: pay link sent'],
  ['feeStateCharged', 'Charged'],
  ['feeStatePaid', 'Paid by link'],
  ['feeStateWaived', 'Waived'],
  ['feeStateRefunded', 'Refunded'],
];

export const TEMPLATED_FEES: [MessageKey, () => string, string][] = [
  [
    'feeGraceInvalid',
    () => MESSAGES.feeGraceInvalid(168),
    'The grace window is a whole number of hours from 0 to 168.',
  ],
  ['feePayLinkDescription', () => MESSAGES.feePayLinkDescription('No-show'), 'No-show fee'],
  [
    'feeWaiveBefore',
    () => MESSAGES.feeWaiveBefore('$21.25', 'Ada Lovelace'),
    'Ada Lovelace will not be charged the $21.25 fee.',
  ],
  [
    'feeWaiveAfter',
    () => MESSAGES.feeWaiveAfter('$21.25', 'Ada Lovelace'),
    "The $21.25 fee was already charged: waiving it refunds it to Ada Lovelace's card.",
  ],
  ['feeChargesIn', () => MESSAGES.feeChargesIn('1:59:58'), 'Charged in 1:59:58'],
];
