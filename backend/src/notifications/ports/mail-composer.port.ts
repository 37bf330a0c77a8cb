import { Appointment } from '../../bookings/ports/appointment.repository';
import { OutgoingMail } from './mail-queue.port';

export interface ContactMailInput {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  readonly subject: string;
  readonly message: string;
}

export interface CorporateMailInput {
  readonly id: string;
  readonly companyName: string;
  readonly contactName: string;
  readonly email: string;
  readonly phone: string;
  readonly eventType: string | null;
  readonly groupSize: number | null;
  readonly preferredDate: string | null;
  readonly eventDuration: string | null;
  readonly specialRequirements: string | null;
  readonly selectedPackage: { readonly name: string } | null;
}

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
