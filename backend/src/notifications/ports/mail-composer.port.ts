import { ContactForm, ValidCorporateInquiry } from '@esthetics/domain';
import { Appointment } from '../../bookings/ports/appointment.repository';
import { OutgoingMail } from './mail-queue.port';

/** A stored contact message: the domain's form with its id. */
export type ContactMailInput = Readonly<ContactForm> & { readonly id: string };

/** A stored corporate inquiry: the domain's checked inquiry with its id (only the package's name is read). */
export type CorporateMailInput = Omit<ValidCorporateInquiry, 'packageType' | 'selectedPackage'> & {
  readonly id: string;
  readonly selectedPackage: { readonly name: string } | null;
};

export interface WelcomeMailInput {
  readonly id: string;
  readonly first_name: string;
  readonly email: string;
}

/**
 * Composes the mails an event causes (to the client, and the owner's notice when an admin e-mail is
 * configured). Other modules queue what it answers through the MailQueue, in their own transaction.
 */
export abstract class MailComposer {
  abstract bookingReceived(a: Appointment): Promise<OutgoingMail[]>;
  abstract depositPaid(a: Appointment): OutgoingMail[];
  abstract paymentLinkAfterCancel(a: Appointment, sessionId: string): Promise<OutgoingMail[]>;
  abstract holdExpired(a: Appointment): OutgoingMail[];
  abstract statusChanged(a: Appointment): OutgoingMail[];
  abstract contactReceived(m: ContactMailInput): OutgoingMail[];
  abstract corporateReceived(i: CorporateMailInput): OutgoingMail[];
  abstract welcome(c: WelcomeMailInput): OutgoingMail[];
}
