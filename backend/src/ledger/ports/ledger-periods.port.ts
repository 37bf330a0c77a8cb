import { DateRange, Interval, StatsPeriod } from '@esthetics/domain';

/** A day, a week (Monday to Sunday) or a calendar month of the books, in the business time zone. */
export interface BooksPeriod extends DateRange {
  readonly period: StatsPeriod;
  readonly timeZone: string;
  /** The instants its local days cover: [start, end). */
  readonly within: Interval;
}

/**
 * Reading a period from a query's `period` and `date` (docs/money.md, "The Money panel"), so every
 * total of the books (the ledger's, the fees') covers exactly the same instants. A bad period or
 * date is a 400 with the domain's message.
 */
export abstract class LedgerPeriods {
  abstract of(period: unknown, date: unknown): BooksPeriod;
}
