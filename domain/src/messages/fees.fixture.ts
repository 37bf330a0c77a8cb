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
];

export const TEMPLATED_FEES: [MessageKey, () => string, string][] = [
  [
    'feeGraceInvalid',
    () => MESSAGES.feeGraceInvalid(168),
    'The grace window is a whole number of hours from 0 to 168.',
  ],
  ['feePayLinkDescription', () => MESSAGES.feePayLinkDescription('No-show'), 'No-show fee'],
];
