/** The console's Money panel: the ledger's totals, entries and export (docs/money.md). */
export const MONEY_PANEL_MESSAGES = {
  moneyTotalsLoadFailed: 'We could not load the totals. Please try again.',
  moneyLedgerLoadFailed: 'We could not load the ledger. Please try again.',
  moneyLedgerEmpty: 'No money moved in this period.',
  moneyFeesLoadFailed: 'We could not load the fees. Please try again.',
  moneyFeesEmpty: 'No fees in this period.',
  moneyExportFailed: 'The export could not be made. Please try again.',
  moneyExported: (file: string) => `The ledger was saved as ${file}.`,
};
