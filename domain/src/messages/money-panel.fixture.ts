import { MESSAGES, MessageKey } from './index';

/** The Money panel's messages, written out literally. */
export const FIXED_MONEY_PANEL: [MessageKey, string][] = [
  ['moneyTotalsLoadFailed', 'We could not load the totals. Please try again.'],
  ['moneyLedgerLoadFailed', 'We could not load the ledger. Please try again.'],
  ['moneyLedgerEmpty', 'No money moved in this period.'],
  ['moneyFeesLoadFailed', 'We could not load the fees. Please try again.'],
  ['moneyFeesEmpty', 'No fees in this period.'],
  ['moneyExportFailed', 'The export could not be made. Please try again.'],
];

export const TEMPLATED_MONEY_PANEL: [MessageKey, () => string, string][] = [
  [
    'moneyExported',
    () => MESSAGES.moneyExported('ledger-2026-11-25.csv'),
    'The ledger was saved as ledger-2026-11-25.csv.',
  ],
];
