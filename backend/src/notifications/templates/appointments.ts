import {
  ARRIVE_EARLY_MINUTES,
  CANCELLATION_NOTICE_HOURS,
  formatCents,
  formatDateTimeLong,
  hoursPhrase,
  REMINDER_HOURS_BEFORE,
  Appointment,
} from '@esthetics/domain';
import { BusinessInfo } from '../../config/business-profile';
import { compose, MailContent } from './layout';

/** The copy of the mails about an appointment: to the client, and the owner's notices. */

const when = (a: Appointment, business: BusinessInfo) =>
  formatDateTimeLong(a.startsAt, business.timeZone);

const hours = (n: number) => (n === 1 ? '1 hour' : `${n} hours`);

const payDeposit = (a: Appointment, link: string) => ({
  link,
  label: `Pay deposit of ${formatCents(a.depositCents)}`,
});

/** What, when and where, as the client reads it. */
export function appointmentSummary(a: Appointment, timeZone: string): string[] {
  const lines = [
    `Services: ${a.services.join(', ')}`,
    `When: ${formatDateTimeLong(a.startsAt, timeZone)} (${a.totalDuration} minutes)`,
    `Where: ${a.serviceLocation === 'clinic' ? 'at our studio' : (a.serviceAddress ?? '')}`,
    `Total: ${formatCents(a.totalPriceCents)}, deposit ${formatCents(a.depositCents)}`,
  ];
  if (a.groupSize > 1) lines.push(`Group size: ${a.groupSize}`);
  if (a.companyName) lines.push(`Company: ${a.companyName}`);
  return lines;
}

/** A new booking, held until the deposit is paid; `link` starts a checkout. */
export function bookingReceivedMail(
  a: Appointment,
  business: BusinessInfo,
  link: string | null,
): MailContent {
  const holdEnd = a.holdExpiresAt ? formatDateTimeLong(a.holdExpiresAt, business.timeZone) : null;
  return compose(
    business,
    `We received your booking for ${when(a, business)}`,
    [
      `Hi ${a.clientFirstName}, thank you for booking with us.`,
      { list: appointmentSummary(a, business.timeZone) },
      `Your time is held until ${holdEnd}. Pay the ${formatCents(a.depositCents)} deposit to confirm it; the rest is paid at your appointment.`,
      ...(link ? [payDeposit(a, link)] : []),
    ],
    true,
  );
}

export function depositPaidMail(a: Appointment, business: BusinessInfo): MailContent {
  return compose(
    business,
    `Confirmed: your appointment on ${when(a, business)}`,
    [
      `Hi ${a.clientFirstName}, we received your deposit of ${formatCents(a.depositCents)}. Your appointment is confirmed.`,
      { list: appointmentSummary(a, business.timeZone) },
      `A calendar invitation is attached. We will remind you ${REMINDER_HOURS_BEFORE.map(hours).join(' and ')} before.`,
    ],
    true,
  );
}

/**
 * The owner's notice of a new booking, sent once its deposit is paid: a booking still unpaid is only
 * a hold (it shows in the admin console), so holds cannot fill the owner's inbox.
 */
export function depositPaidNotice(a: Appointment, business: BusinessInfo): MailContent {
  return compose(
    business,
    `New booking, deposit paid: ${a.clientFirstName} ${a.clientLastName}, ${when(a, business)}`,
    [
      {
        list: [
          ...appointmentSummary(a, business.timeZone),
          `Client: ${a.clientEmail}, ${a.clientPhone}`,
        ],
      },
    ],
  );
}

/** The checkout was cancelled while the hold still runs: a new link to pay. */
export function paymentLinkMail(
  a: Appointment & { readonly holdExpiresAt: Date },
  business: BusinessInfo,
  link: string,
): MailContent {
  return compose(business, 'Complete your booking: pay the deposit', [
    `Hi ${a.clientFirstName}, your payment was cancelled, but your booking is still held for you until ${formatDateTimeLong(a.holdExpiresAt, business.timeZone)}.`,
    { list: appointmentSummary(a, business.timeZone) },
    payDeposit(a, link),
    `Questions? Call us at ${business.phone}.`,
  ]);
}

export function holdExpiredMail(a: Appointment, business: BusinessInfo): MailContent {
  return compose(business, 'Your booking hold has ended', [
    `Hi ${a.clientFirstName}, we did not receive the deposit for your booking on ${when(a, business)}, so the time has been released.`,
    `We would love to see you: book again online or call us at ${business.phone}.`,
  ]);
}

/** The owner confirmed or cancelled the appointment. */
/** `money`: a cancellation's recorded money outcome (outcomeSummary), when money was paid. */
export function statusChangedMail(
  a: Appointment & { readonly status: 'confirmed' | 'cancelled' },
  business: BusinessInfo,
  money: string | null = null,
): MailContent {
  const confirmed = a.status === 'confirmed';
  return compose(
    business,
    confirmed
      ? `Confirmed: your appointment on ${when(a, business)}`
      : `Cancelled: your appointment on ${when(a, business)}`,
    [
      confirmed
        ? `Hi ${a.clientFirstName}, your appointment is confirmed.`
        : `Hi ${a.clientFirstName}, your appointment has been cancelled. Please call us at ${business.phone} with any questions.`,
      ...(money && !confirmed ? [money] : []),
      { list: appointmentSummary(a, business.timeZone) },
    ],
    confirmed,
  );
}

/** A reminder; the last one before the visit (`last`) reads "see you soon". */
export function reminderMail(a: Appointment, business: BusinessInfo, last: boolean): MailContent {
  return compose(
    business,
    last
      ? `See you soon: your appointment on ${when(a, business)}`
      : `Reminder: your appointment on ${when(a, business)}`,
    [
      `Hi ${a.clientFirstName}, this is a reminder of your appointment on ${when(a, business)}.`,
      { list: appointmentSummary(a, business.timeZone) },
      `Please arrive ${ARRIVE_EARLY_MINUTES} minutes early. Need to change it? Please call us with ${hoursPhrase(CANCELLATION_NOTICE_HOURS)} notice.`,
    ],
  );
}
