import {
  formatCents,
  formatDateTimeLong,
  MESSAGES,
  SERVICE_LOCATION_LABELS,
  STATUS_LABELS,
} from '@esthetics/domain';
import type { Schemas } from '../../api/client';
import { ApiError } from '../../api/errors';

/**
 * The client's appointments as the Appointments tab shows them: upcoming and past, what is owed, and
 * whether the deposit can be paid online now. Framework-free so it is tested without a browser.
 */
export type Appointment = Schemas['AppointmentDto'];

const startOf = (a: Appointment) => Date.parse(a.starts_at);

/** Upcoming (not started yet) soonest first, then past (started) most recent first. */
export function splitAppointments(
  list: readonly Appointment[],
  now: Date,
): { upcoming: Appointment[]; past: Appointment[] } {
  const upcoming = list.filter((a) => startOf(a) >= now.getTime());
  const past = list.filter((a) => startOf(a) < now.getTime());
  upcoming.sort((a, b) => startOf(a) - startOf(b));
  past.sort((a, b) => startOf(b) - startOf(a));
  return { upcoming, past };
}

export type DepositState =
  | { readonly kind: 'paid'; readonly amount: string }
  | { readonly kind: 'due'; readonly amount: string; readonly payableUntil: Date | null }
  | { readonly kind: 'not-needed' };

/**
 * The deposit of an appointment. It is paid; or it is not needed (the booking was cancelled, or the
 * visit is over); or it is due, and payable online while a pending booking's 24-hour hold lasts.
 */
export function depositState(a: Appointment, now: Date): DepositState {
  const amount = formatCents(a.deposit_cents);
  if (a.payment_status === 'paid') return { kind: 'paid', amount };
  if (a.status === 'cancelled' || a.status === 'completed') return { kind: 'not-needed' };
  const hold = a.hold_expires_at ? new Date(a.hold_expires_at) : null;
  const payable =
    a.status === 'pending' && hold !== null && hold.getTime() > now.getTime() ? hold : null;
  return { kind: 'due', amount, payableUntil: payable };
}

/** Whether the deposit is due and the booking still held for it (so it can be paid online now). */
export const holdRuns = (
  deposit: DepositState,
): deposit is Extract<DepositState, { kind: 'due' }> & { readonly payableUntil: Date } =>
  deposit.kind === 'due' && deposit.payableUntil !== null;

export const canPayDeposit = (a: Appointment, now: Date): boolean => holdRuns(depositState(a, now));

/** The deposit in words: "Paid ($21.25)", "Due: $21.25" or "Not needed". */
export function depositLabel(deposit: DepositState): string {
  if (deposit.kind === 'paid') return `Paid (${deposit.amount})`;
  if (deposit.kind === 'due') return `Due: ${deposit.amount}`;
  return 'Not needed';
}

/** Where the appointment takes place, in words (the booking form's own words). */
export const LOCATION_LABELS: Readonly<Record<Appointment['service_location'], string>> =
  SERVICE_LOCATION_LABELS;

/** What a card shows about one appointment, every text ready to render. */
export interface AppointmentView {
  readonly id: string;
  readonly title: string;
  readonly when: string;
  readonly where: string;
  readonly address: string | null;
  readonly total: string;
  readonly status: string;
  readonly statusKey: Appointment['status'];
  readonly deposit: DepositState;
}

export function appointmentView(a: Appointment, now: Date, timeZone: string): AppointmentView {
  const names = a.services.length > 0 ? a.services.join(', ') : a.service_type;
  return {
    id: a.id,
    title: names,
    when: formatDateTimeLong(new Date(a.starts_at), timeZone),
    where:
      a.service_location === 'corporate' && a.company_name
        ? `${LOCATION_LABELS.corporate}: ${a.company_name}`
        : LOCATION_LABELS[a.service_location],
    address: a.service_location === 'clinic' ? null : a.mobile_address,
    total: formatCents(a.total_price_cents),
    status: STATUS_LABELS[a.status],
    statusKey: a.status,
    deposit: depositState(a, now),
  };
}

/** A checkout that could not start: the server's reason, else a plea to contact the studio. */
export function paymentSetupMessage(error: unknown): string {
  if (error instanceof ApiError) return MESSAGES.paymentSetupFailed(error.message || undefined);
  return MESSAGES.paymentSetupException;
}

/** The name the downloaded calendar file is saved under. */
export const icsFileName = (a: Pick<Appointment, 'appointment_date' | 'appointment_time'>) =>
  `appointment-${a.appointment_date}-${a.appointment_time.replace(':', '')}.ics`;
