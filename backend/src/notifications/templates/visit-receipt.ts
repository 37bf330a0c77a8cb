import { Appointment, formatCents, formatDateTimeLong } from '@esthetics/domain';
import { BusinessInfo } from '../../config/business-profile';
import { VisitReceiptMailInput } from '../ports/mail-composer.port';
import { compose, MailContent } from './layout';

/**
 * The receipt of a visit checked out (docs/money.md, "The visit's checkout"): the service, what the
 * deposit and credit paid of it, then the balance, tip and products taken, and the totals.
 */
export function visitReceiptMail(
  a: Appointment,
  r: VisitReceiptMailInput,
  business: BusinessInfo,
): MailContent {
  const when = formatDateTimeLong(a.startsAt, business.timeZone);
  const lines = [
    `Service total (${a.services.join(', ')}): ${formatCents(r.serviceTotalCents)}`,
    `Deposit paid: ${formatCents(r.depositCents)}`,
    ...(r.creditCents > 0 ? [`Credit used: ${formatCents(r.creditCents)}`] : []),
    `Balance: ${formatCents(r.balanceCents)}`,
    `Tip: ${formatCents(r.tipCents)}`,
    ...r.products.map((p) => `Product, ${p.name}: ${formatCents(p.priceCents)}`),
    `Paid today (${r.paidWith}): ${formatCents(r.paidNowCents)}`,
    `Total paid: ${formatCents(r.paidInAllCents)}`,
  ];
  return compose(business, `Your receipt: ${when}`, [
    `Hi ${a.clientFirstName}, thank you for your visit on ${when}. Here is your receipt.`,
    { list: lines },
  ]);
}

/** A visit's checkout by pay link (docs/money.md, "The visit's checkout"): the link to pay it. */
export function visitPayLinkMail(
  a: Appointment,
  amountCents: number,
  url: string,
  business: BusinessInfo,
): MailContent {
  const amount = formatCents(amountCents);
  const when = formatDateTimeLong(a.startsAt, business.timeZone);
  return compose(business, `Pay for your visit: ${amount}`, [
    `Hi ${a.clientFirstName}, thank you for your visit on ${when}. You can pay what is left here:`,
    { link: url, label: `Pay ${amount}` },
    { list: [`${a.services.join(', ')}: ${amount}`] },
    `Questions about it? Call us at ${business.phone}.`,
  ]);
}
