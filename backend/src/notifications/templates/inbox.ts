import { hoursPhrase, REPLY_WITHIN_HOURS } from '@esthetics/domain';
import { BusinessInfo } from '../../config/business-profile';
import { ContactMailInput, CorporateMailInput } from '../ports/mail-composer.port';
import { compose, MailContent } from './layout';

/**
 * The copy of the mails about a contact message or a corporate inquiry, and the owner's notices.
 * An acknowledgement goes to whatever address the form was given, so it repeats nothing the sender
 * wrote (not even a name): otherwise anyone could have the business send their text to anyone. The
 * owner's notice carries everything.
 */

export function contactReceivedMail(business: BusinessInfo): MailContent {
  return compose(business, 'We received your message', [
    `Hello, thank you for writing to us. We will get back to you within ${hoursPhrase(REPLY_WITHIN_HOURS)}.`,
    `If you did not send us a message, you can ignore this e-mail.`,
  ]);
}

export function contactNotice(m: ContactMailInput, business: BusinessInfo): MailContent {
  return compose(business, `New message from ${m.name}: ${m.subject}`, [
    `From: ${m.name} <${m.email}>`,
    m.message,
  ]);
}

/** The inquiry as the owner reads it. */
function corporateDetails(i: CorporateMailInput): string[] {
  return [
    `Company: ${i.companyName}`,
    `Contact: ${i.contactName}, ${i.email}, ${i.phone}`,
    ...(i.selectedPackage ? [`Package: ${i.selectedPackage.name}`] : []),
    ...(i.eventType ? [`Event type: ${i.eventType}`] : []),
    ...(i.groupSize ? [`Group size: ${i.groupSize}`] : []),
    ...(i.preferredDate ? [`Preferred date: ${i.preferredDate}`] : []),
    ...(i.eventDuration ? [`Duration: ${i.eventDuration}`] : []),
    ...(i.specialRequirements ? [`Special requirements: ${i.specialRequirements}`] : []),
  ];
}

export function corporateReceivedMail(business: BusinessInfo): MailContent {
  return compose(business, 'Your corporate event inquiry', [
    `Hello, thank you for your inquiry. Our corporate team will reply within ${hoursPhrase(REPLY_WITHIN_HOURS)} with detailed pricing.`,
    `If you did not send us an inquiry, you can ignore this e-mail.`,
  ]);
}

export function corporateNotice(i: CorporateMailInput, business: BusinessInfo): MailContent {
  return compose(business, `Corporate inquiry: ${i.companyName}`, [{ list: corporateDetails(i) }]);
}
