import { Appointment, feeReasonLabel, formatCents, formatDateTimeLong } from '@esthetics/domain';
import { BusinessInfo } from '../../config/business-profile';
import { FeeMailInput } from '../ports/mail-composer.port';
import { compose, MailContent } from './layout';

/** The client's mails about a fee (docs/money.md, "Fees"): the receipt, and the pay link. */

const what = (fee: FeeMailInput, a: Appointment, business: BusinessInfo) =>
  `${feeReasonLabel(fee.reason)} fee, appointment of ${formatDateTimeLong(a.startsAt, business.timeZone)}`;

/** The receipt of a fee charged to the saved card (or paid by its link). */
export function feeReceiptMail(
  fee: FeeMailInput,
  a: Appointment,
  business: BusinessInfo,
): MailContent {
  const amount = formatCents(fee.amountCents);
  return compose(business, `Receipt: ${feeReasonLabel(fee.reason)} fee of ${amount}`, [
    `Hi ${a.clientFirstName}, as our policy says, the fee was charged to your card: ${amount}.`,
    { list: [what(fee, a, business), `Amount: ${amount}`, `Payment: ${fee.paymentId ?? ''}`] },
    `Questions about it? Call us at ${business.phone}.`,
  ]);
}

/** The card could not be charged (declined, needs authentication, or removed): a link to pay. */
export function feePayLinkMail(
  fee: FeeMailInput,
  a: Appointment,
  business: BusinessInfo,
  url: string,
): MailContent {
  const amount = formatCents(fee.amountCents);
  return compose(business, `Your ${feeReasonLabel(fee.reason).toLowerCase()} fee of ${amount}`, [
    `Hi ${a.clientFirstName}, as our policy says, a fee of ${amount} applies. We could not charge your saved card, so please pay it here:`,
    { link: url, label: `Pay ${amount}` },
    { list: [what(fee, a, business)] },
    `Questions about it? Call us at ${business.phone}.`,
  ]);
}
