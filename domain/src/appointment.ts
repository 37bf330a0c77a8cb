/** The appointment record every layer shares: the bookings adapter maps its table to this shape. */

import { AppointmentState } from './appointment-status';
import { PriceBreakdown } from './pricing';
import { ServiceLocation } from './catalog';

export interface Appointment extends AppointmentState {
  readonly id: string;
  /** The client account it belongs to: null when the booker has no account with that e-mail and phone. */
  readonly clientId: string | null;
  readonly clientFirstName: string;
  readonly clientLastName: string;
  readonly clientEmail: string;
  readonly clientPhone: string;
  readonly serviceIds: readonly string[];
  /** The services' names, in the order booked. */
  readonly services: readonly string[];
  readonly addOnIds: readonly string[];
  readonly packageId: string | null;
  readonly groupSize: number;
  readonly serviceLocation: ServiceLocation;
  /** Where a mobile or corporate appointment takes place. */
  readonly serviceAddress: string | null;
  readonly companyName: string | null;
  readonly notes: string | null;
  /** The local date (YYYY-MM-DD) and time (HH:MM) in the business's time zone. */
  readonly appointmentDate: string;
  readonly appointmentTime: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  /**
   * The end of what it blocks in the calendar, its buffer (cleanup, travel) included, fixed when it
   * was booked (see blockedRange); `endsAt` when not given (booked before buffers).
   */
  readonly blockedUntil?: Date;
  /**
   * The start as first booked: moves change `startsAt`, never this. A cancellation's notice is counted
   * from it (see noticeStart in self-service/terms.ts), so moving first never gets more money back.
   */
  readonly firstStartsAt: Date;
  /** Minutes. */
  readonly totalDuration: number;
  readonly price: PriceBreakdown;
  readonly totalPriceCents: number;
  readonly depositCents: number;
  readonly cancellationReason: string | null;
  readonly addToCalendar: boolean;
  readonly calendarEmail: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /**
   * Its calendar events' SEQUENCE (RFC 5545): 0 when booked, raised by every change of time or
   * status, so that calendars holding its invitation or its feed entry take the newest version.
   */
  readonly icsSequence: number;
}

/**
 * An appointment about to be stored (the store sets `updatedAt`, starts `icsSequence` at 0, and its
 * first start is its start).
 */
export type NewAppointment = Omit<Appointment, 'updatedAt' | 'firstStartsAt' | 'icsSequence'>;
