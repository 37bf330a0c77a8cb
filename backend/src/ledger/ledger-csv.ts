import { dateInZone } from '@esthetics/domain';
import { StoredLedgerEntry } from './ports/ledger.port';

/** The accountant's export's columns, in order. */
export const LEDGER_CSV_HEADER = [
  'date',
  'appointment id',
  'client name',
  'service',
  'kind',
  'method',
  'amount',
  'provider id',
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. A field a
 * spreadsheet would read as a formula (= + - @ first) is prefixed with a quote mark, so a client's
 * name can never run as one.
 */
function field(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (fields: readonly string[]): string => `${fields.map(field).join(',')}\r\n`;

/** An entry as a line: its local date in `timeZone`, the amount in dollars with two decimals. */
export const ledgerCsvLine = (e: StoredLedgerEntry, timeZone: string): string =>
  csvLine([
    dateInZone(e.at, timeZone),
    e.appointmentId,
    e.clientName,
    e.services.join(' + '),
    e.kind,
    e.method,
    (e.amountCents / 100).toFixed(2),
    e.providerId ?? '',
  ]);
