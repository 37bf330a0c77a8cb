import {
  FeeReason,
  AppointmentStatus,
  ContactForm,
  ValidCorporateInquiry,
  Appointment,
} from '@esthetics/domain';
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
  /**
   * The admin set its status: confirmed (with the invitation) or cancelled (from `previous`
   * confirmed, with the METHOD:CANCEL that withdraws the invitation); nothing for the others.
   * `money`: a cancellation's recorded money outcome in a sentence (outcomeSummary), if any.
   */
  abstract statusChanged(
    a: Appointment,
    previous?: AppointmentStatus,
    money?: string | null,
  ): OutgoingMail[];
  abstract contactReceived(m: ContactMailInput): OutgoingMail[];
  abstract corporateReceived(i: CorporateMailInput): OutgoingMail[];
  abstract welcome(c: WelcomeMailInput): OutgoingMail[];
  /** A client cancelled their appointment: their confirmation (CANCEL invitation) and the owner's notice. */
  abstract clientCancelled(a: Appointment, c: CancellationMailInput): OutgoingMail[];
  /** The appointment has a new time: the client's mail (new invitation) and, moved by the client, the owner's notice. */
  abstract rescheduled(a: Appointment, c: RescheduleMailInput): OutgoingMail[];
  abstract waitlistJoined(e: WaitlistJoinedMailInput): OutgoingMail[];
  abstract waitlistOffer(o: WaitlistOfferMailInput): OutgoingMail[];
  /** A one-time code that opens the client's health form in one browser session (docs/security.md). */
  abstract healthAccessCode(c: HealthAccessCodeMailInput): OutgoingMail[];
  /** The owner's notice that a webhook endpoint was disabled (none without an admin e-mail). */
  abstract webhookDisabled(e: WebhookDisabledMailInput): OutgoingMail[];
  /** The receipt of a no-show or late-cancellation fee charged (docs/money.md, "Fees"). */
  abstract feeReceipt(a: Appointment, fee: FeeMailInput): OutgoingMail[];
  /** A fee the saved card could not pay: the link to pay it. */
  abstract feePayLink(a: Appointment, fee: FeeMailInput, url: string): OutgoingMail[];
  /** The client's receipt of a visit checked out: one per appointment. */
  abstract visitReceipt(a: Appointment, r: VisitReceiptMailInput): OutgoingMail[];
  /** A visit's checkout sent as a pay link: one mail per link (`session` names it). */
  abstract visitPayLink(
    a: Appointment,
    amountCents: number,
    session: string,
    url: string,
  ): OutgoingMail[];
}

/** A fee as its mails tell it. */
export interface FeeMailInput {
  readonly id: string;
  readonly reason: FeeReason;
  readonly amountCents: number;
  readonly paymentId: string | null;
}

/** A client's cancellation as its mails tell it (docs/cancellations.md). */
export interface CancellationMailInput {
  /** The recorded change: one mail per change. */
  readonly changeId: string;
  /** What the policy did, as the client was told (the domain's terms message). */
  readonly message: string;
  readonly refundCents: number;
  readonly creditCents: number;
  readonly keptCents: number;
  readonly feeCents: number;
  readonly chargeCents: number;
  /** An invitation was sent for it (it was confirmed): a METHOD:CANCEL withdraws it. */
  readonly invited: boolean;
  /** The invitation's raised SEQUENCE. */
  readonly sequence: number;
}

/** A new time as its mails tell it. */
export interface RescheduleMailInput {
  readonly changeId: string;
  readonly by: 'client' | 'admin';
  readonly previousStartsAt: Date;
  /** What the policy says of the deposit (the domain's reschedule terms message). */
  readonly message: string;
  /** An invitation was sent for it (it was confirmed): the new one replaces it. */
  readonly invited: boolean;
  readonly sequence: number;
}

/** A new waitlist entry, with the secret of its leave link. */
export interface WaitlistJoinedMailInput {
  readonly id: string;
  readonly name: string;
  readonly email: string;
  /** The services' names, as the menu had them when the mail was written. */
  readonly services: readonly string[];
  readonly days: readonly string[];
  readonly from: string;
  readonly to: string;
  readonly leaveToken: string;
}

/** A freed time offered to a waitlist entry, with the secrets of its claim and leave links. */
export interface WaitlistOfferMailInput {
  readonly offerId: string;
  readonly name: string;
  readonly email: string;
  /** The services' names, as the menu had them when the mail was written. */
  readonly services: readonly string[];
  readonly startsAt: Date;
  readonly expiresAt: Date;
  readonly claimToken: string;
  readonly leaveToken: string;
}

/** A one-time code for a client's health form: to their address, once per request. */
export interface HealthAccessCodeMailInput {
  /** Unique per request (the mail's dedupe key). */
  readonly requestId: string;
  readonly email: string;
  readonly code: string;
}

/** A webhook endpoint disabled after a day of failures (docs/integrations.md). */
export interface WebhookDisabledMailInput {
  readonly id: string;
  readonly url: string;
  readonly failingSince: Date;
}

/** A visit checked out (docs/money.md, "The visit's checkout"): the figures its receipt itemises. */
export interface VisitReceiptMailInput {
  readonly serviceTotalCents: number;
  readonly depositCents: number;
  readonly creditCents: number;
  readonly balanceCents: number;
  readonly tipCents: number;
  readonly products: readonly { readonly name: string; readonly priceCents: number }[];
  /** Balance, tip and products: what the checkout took. */
  readonly paidNowCents: number;
  /** Everything paid for the visit: the deposit and the checkout, less refunds. */
  readonly paidInAllCents: number;
  /** How it was paid, as the receipt names it (e.g. "Cash", "Visa ending 4242"). */
  readonly paidWith: string;
}
