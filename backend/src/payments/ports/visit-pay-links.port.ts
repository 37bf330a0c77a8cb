import { Appointment } from '@esthetics/domain';

/** Marks the metadata of a balance paid through a pay link (not charged to the saved card). */
export const PAY_LINK_METADATA = { via: 'pay_link' } as const;

/** The open pay link of a visit's checkout (docs/money.md, "The visit's checkout"). */
export interface VisitPayLink {
  readonly appointmentId: string;
  readonly sessionId: string;
  readonly url: string;
  readonly amountCents: number;
  /** What the link pays for, as a charge's metadata (visit-checkout/checkout-metadata.ts). */
  readonly metadata: Readonly<Record<string, string>>;
  readonly paidAt: Date | null;
  readonly createdAt: Date;
}

/** The table `visit_pay_links`: one link per appointment, replaced when sent again. */
export abstract class VisitPayLinkRepository {
  abstract byAppointment(appointmentId: string): Promise<VisitPayLink | null>;
  abstract bySession(sessionId: string): Promise<VisitPayLink | null>;
  /** Stores the appointment's link, replacing an unpaid one. */
  abstract put(link: VisitPayLink): Promise<void>;
  /** Deletes the appointment's link unless it was paid; the link deleted, if any. */
  abstract deleteUnpaid(appointmentId: string): Promise<VisitPayLink | null>;
  /** Marks the link paid; false when it was paid already (the other path got there first). */
  abstract markPaid(sessionId: string, at: Date): Promise<boolean>;
}

/**
 * A visit's checkout sent as a pay link (docs/money.md, "The visit's checkout"), for the visit's
 * checkout module: once paid, it is reported through OffSessionBalances like a balance charge.
 */
export abstract class VisitPayLinks {
  /** The appointment's link, paid or open; null when none was sent. */
  abstract of(appointmentId: string): Promise<VisitPayLink | null>;
  /** Sends the link (an open one sent before is expired), in the caller's unit of work. */
  abstract send(
    a: Appointment,
    amountCents: number,
    metadata: Readonly<Record<string, string>>,
    now: Date,
  ): Promise<VisitPayLink>;
  /** Stops an open link from being paid: the visit is checked out another way. */
  abstract withdraw(appointmentId: string): Promise<void>;
}
