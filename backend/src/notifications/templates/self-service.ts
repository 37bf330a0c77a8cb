import { formatCents, formatDateTimeLong, MESSAGES, Appointment } from '@esthetics/domain';
import { BusinessInfo } from '../../config/business-profile';
import { appointmentSummary } from './appointments';
import { compose, MailContent } from './layout';

/**
 * The copy of the mails about a client's own cancellation and a new time
 * (docs/api.md#reschedule-and-cancel).
 */

const when = (at: Date, business: BusinessInfo) => formatDateTimeLong(at, business.timeZone);

const clientName = (a: Appointment) => `${a.clientFirstName} ${a.clientLastName}`;

/** The money a cancellation settled, as the owner reads it. */
export interface CancellationMoney {
  readonly refundCents: number;
  readonly creditCents: number;
  readonly keptCents: number;
  readonly feeCents: number;
  readonly chargeCents: number;
}

function moneyLines(m: CancellationMoney): string[] {
  const lines: string[] = [];
  if (m.refundCents > 0) lines.push(`Refunded to the card: ${formatCents(m.refundCents)}`);
  if (m.creditCents > 0) lines.push(`Kept as credit: ${formatCents(m.creditCents)}`);
  if (m.feeCents > 0) lines.push(`Late cancellation fee: ${formatCents(m.feeCents)}`);
  if (m.keptCents > 0) lines.push(`Deposit applied to the fee: ${formatCents(m.keptCents)}`);
  if (m.chargeCents > 0) lines.push(`Still to charge: ${formatCents(m.chargeCents)}`);
  return lines.length > 0 ? lines : ['No money to settle'];
}

/** To the client: their cancellation is done, and what the policy did with the deposit. */
export function clientCancelledMail(
  a: Appointment,
  business: BusinessInfo,
  terms: string,
  withInvitation: boolean,
): MailContent {
  return compose(business, `Cancelled: your appointment on ${when(a.startsAt, business)}`, [
    `Hi ${a.clientFirstName},\n${MESSAGES.appointmentCancelled}`,
    terms,
    { list: appointmentSummary(a, business.timeZone) },
    ...(withInvitation ? ['The attached calendar update removes it from your calendar.'] : []),
    `We would love to see you another time: book online or call us at ${business.phone}.`,
  ]);
}

/** To the owner: a client cancelled online. */
export function clientCancelledNotice(
  a: Appointment,
  business: BusinessInfo,
  money: CancellationMoney,
): MailContent {
  return compose(
    business,
    `Cancelled by the client: ${clientName(a)}, ${when(a.startsAt, business)}`,
    [
      `${clientName(a)} cancelled their appointment online; the time is free again.`,
      {
        list: [
          ...appointmentSummary(a, business.timeZone),
          `Client: ${a.clientEmail}, ${a.clientPhone}`,
          ...moneyLines(money),
        ],
      },
    ],
  );
}

/** To the client: the appointment's new time (moved by them or by the business). */
export function rescheduledMail(
  a: Appointment,
  business: BusinessInfo,
  previousStartsAt: Date,
  terms: string,
  withInvitation: boolean,
): MailContent {
  const now = when(a.startsAt, business);
  return compose(
    business,
    `Moved: your appointment is now on ${now}`,
    [
      `Hi ${a.clientFirstName},\n${MESSAGES.appointmentRescheduled(now)}`,
      `It was on ${when(previousStartsAt, business)}. ${terms}`,
      { list: appointmentSummary(a, business.timeZone) },
      ...(withInvitation ? ['An updated calendar invitation is attached.'] : []),
    ],
    true,
  );
}

/** To the owner: a client moved their appointment online. */
export function rescheduledNotice(
  a: Appointment,
  business: BusinessInfo,
  previousStartsAt: Date,
): MailContent {
  return compose(
    business,
    `Moved by the client: ${clientName(a)}, now ${when(a.startsAt, business)}`,
    [
      `${clientName(a)} moved their appointment online from ${when(previousStartsAt, business)} to ${when(a.startsAt, business)}.`,
      {
        list: [
          ...appointmentSummary(a, business.timeZone),
          `Client: ${a.clientEmail}, ${a.clientPhone}`,
        ],
      },
    ],
  );
}
