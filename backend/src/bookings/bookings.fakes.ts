/** Hand-written test doubles of the bookings service's ports, for bookings.service.spec.ts. */
import { Appointment, Interval, NewAppointment } from '@esthetics/domain';
import { Clock } from '../common/clock';
import { UnitOfWork } from '../common/unit-of-work';
import { MailQueue, OutgoingMail } from '../notifications/ports/mail-queue.port';
import { AppointmentAvailability } from './ports/appointment-availability.port';
import { AppointmentWrites, HeldBooking } from './ports/appointment-writes.port';
import { BookingAccount, BookingAccounts } from './ports/booking-accounts.port';

export class FixedClock extends Clock {
  constructor(private readonly at: Date) {
    super();
  }
  now(): Date {
    return new Date(this.at);
  }
}

/** Runs the work as is: the in-memory stores below have no transactions. */
export class ImmediateUnitOfWork extends UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T> {
    return work();
  }
}

export class InMemoryMailQueue extends MailQueue {
  readonly mails: OutgoingMail[] = [];
  async queue(mails: readonly OutgoingMail[]): Promise<void> {
    this.mails.push(...mails);
  }
}

export const unused = (): never => {
  throw new Error('not used by the bookings service');
};

export class InMemoryAppointments extends AppointmentWrites implements AppointmentAvailability {
  readonly saved: Appointment[] = [];
  constructor(private readonly busy: Interval[] = []) {
    super();
  }
  async busyIntervals(): Promise<Interval[]> {
    return this.busy;
  }
  async shownBusyIntervals(): Promise<Interval[]> {
    return this.busy;
  }
  /** The client address each booking was made from, by id. */
  readonly addresses = new Map<string, string | null>();
  async createHeld(a: NewAppointment, clientAddress: string | null): Promise<HeldBooking> {
    const row = { ...a, firstStartsAt: a.startsAt, updatedAt: a.createdAt, icsSequence: 0 };
    const held = this.saved.filter(
      (b) =>
        b.status === 'pending' &&
        b.paymentStatus !== 'paid' &&
        b.holdExpiresAt !== null &&
        b.holdExpiresAt > a.createdAt,
    );
    const count = (match: (b: Appointment) => boolean) => held.filter(match).length;
    const unpaidHolds = {
      byEmail: count((b) => b.clientEmail === a.clientEmail),
      byPhone: count((b) => b.clientPhone === a.clientPhone),
      byAddress: count((b) => clientAddress !== null && this.addresses.get(b.id) === clientAddress),
    };
    this.saved.push(row);
    this.addresses.set(a.id, clientAddress);
    return { appointment: row, unpaidHolds };
  }
  async listActive(): Promise<Appointment[]> {
    return [];
  }
  async setStatus(): Promise<Appointment | null> {
    return null;
  }
  lockState = unused;
  saveState = unused;
  attachToClient = unused;
  markPaymentFailed = unused;
  cancelExpiredHolds = unused;
  busyIntervalsExcept = unused;
}

export class InMemoryClients extends BookingAccounts {
  readonly byEmail = new Map<string, BookingAccount>();
  async findByEmail(email: string): Promise<BookingAccount | null> {
    return this.byEmail.get(email) ?? null;
  }
}
