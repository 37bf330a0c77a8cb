/**
 * What the self-service screens show of the policy's answers: the money of a cancellation or a
 * no-show as lines of a list, a recorded change as the console's history shows it, and what a
 * refused cancellation means for the dialog. Framework-free, so it is tested without a browser.
 */
import {
  formatCents,
  formatDateTimeLong,
  MESSAGES,
  STATUS_LABELS,
  zonedDateTimeToInstant,
} from '@esthetics/domain';
import type { Schemas } from '../../api/client';
import { ApiError } from '../../api/errors';

export type CancellationTerms = Schemas['CancellationTermsDto'];
export type NoShowTerms = Schemas['NoShowTermsDto'];
export type AppointmentChange = Schemas['AppointmentChangeDto'];

/** The money of a cancellation or a no-show, in cents: the terms and a recorded change share it. */
export type Money = Pick<
  CancellationTerms,
  'refund_cents' | 'credit_cents' | 'kept_cents' | 'fee_cents' | 'charge_cents'
> & { readonly paid_cents?: number };

/** One amount of a list: "Refunded to your card", "$21.25". */
export interface AmountLine {
  readonly key: keyof Money;
  readonly label: string;
  readonly amount: string;
}

/** Whose money a late cancellation or a no-show is about, and who reads the list. */
export interface AmountsFor {
  readonly kind: 'cancellation' | 'no_show';
  /** The client reads "your card"; the console reads "the card". */
  readonly reader: 'client' | 'admin';
}

function labelOf(key: keyof Money, { kind, reader }: AmountsFor): string {
  switch (key) {
    case 'paid_cents':
      return 'Deposit paid';
    case 'refund_cents':
      if (kind === 'no_show') return 'Owed back to the client';
      return reader === 'client' ? 'Refunded to your card' : 'Refunded to the card';
    case 'credit_cents':
      return 'Credit toward a future booking';
    case 'kept_cents':
      return 'Deposit kept toward the fee';
    case 'fee_cents':
      return kind === 'no_show' ? 'No-show fee' : 'Late cancellation fee';
    case 'charge_cents':
      return 'May still be charged';
  }
}

const ORDER: readonly (keyof Money)[] = [
  'paid_cents',
  'refund_cents',
  'credit_cents',
  'fee_cents',
  'kept_cents',
  'charge_cents',
];

/**
 * The amounts that are not zero, in the order a reader follows them: what was paid, where it goes
 * (refund, credit), then the fee, what of the deposit is kept toward it and what may still be
 * charged. Nothing paid and nothing owed: no lines (the terms' message says so).
 */
export function amountLines(money: Money, reading: AmountsFor): AmountLine[] {
  return ORDER.filter((key) => (money[key] ?? 0) > 0).map((key) => ({
    key,
    label: labelOf(key, reading),
    amount: formatCents(money[key] ?? 0),
  }));
}

/** A calendar date and time of the business as a person reads it, with its zone. */
export const slotLabel = (date: string, time: string, timeZone: string): string =>
  formatDateTimeLong(zonedDateTimeToInstant(date, time, timeZone), timeZone);

/** One entry of the console's history of an appointment, every text ready to render. */
export interface ChangeView {
  readonly id: string;
  /** "Moved", "Cancelled", "Marked no-show", "Status set". */
  readonly what: string;
  /** "The client", "Admin (admin)". */
  readonly who: string;
  readonly when: string;
  /** What it was and what it became: two times for a move, two statuses otherwise. */
  readonly from: string | null;
  readonly to: string | null;
  readonly amounts: AmountLine[];
  /** What the policy said to whoever made the change. */
  readonly message: string | null;
}

const WHAT: Readonly<Record<AppointmentChange['kind'], string>> = {
  rescheduled: 'Moved',
  cancelled: 'Cancelled',
  no_show: 'Marked no-show',
  status: 'Status set',
};

const statusLabel = (status: AppointmentChange['old_status']) =>
  status ? STATUS_LABELS[status] : null;

export function changeView(change: AppointmentChange, timeZone: string): ChangeView {
  const who =
    change.actor === 'client'
      ? 'The client'
      : change.actor_id
        ? `Admin (${change.actor_id})`
        : 'Admin';
  const moved = change.kind === 'rescheduled';
  const time = (date: string | null, at: string | null) =>
    date && at ? slotLabel(date, at, timeZone) : null;
  const money = change.kind === 'cancelled' || change.kind === 'no_show';
  return {
    id: change.id,
    what: WHAT[change.kind],
    who,
    when: formatDateTimeLong(new Date(change.at), timeZone),
    from: moved ? time(change.old_date, change.old_time) : statusLabel(change.old_status),
    to: moved ? time(change.new_date, change.new_time) : statusLabel(change.new_status),
    amounts: money
      ? amountLines(change, {
          kind: change.kind === 'no_show' ? 'no_show' : 'cancellation',
          reader: 'admin',
        })
      : [],
    message: change.message,
  };
}

/** One button's option, as the options answers give it: offered, or why not. */
export interface ChangeOption {
  readonly allowed: boolean;
  readonly message: string;
}

/**
 * Why the buttons not offered are not, each reason once (a started appointment refuses both the
 * move and the cancellation with the same words).
 */
export const refusedNotes = (options: readonly ChangeOption[]): string[] => [
  ...new Set(options.filter((o) => !o.allowed).map((o) => o.message)),
];

/**
 * A call of the dialogs that failed, as the dialog shows it: the server's message (its `code` says
 * what it means), else `fallback`; no answer at all is a network error.
 */
export interface Refusal {
  readonly code: string | null;
  readonly field: string | null;
  readonly message: string;
}

export function refusalOf(error: unknown, fallback: string): Refusal {
  if (!(error instanceof ApiError)) {
    return { code: null, field: null, message: MESSAGES.networkError };
  }
  return {
    code: error.code ?? null,
    field: error.field ?? null,
    message: error.message || fallback,
  };
}

/** The cancellation's terms changed since the preview (409): show the new ones, confirm again. */
export const termsChanged = (refusal: Refusal): boolean => refusal.code === 'cancelTermsChanged';
