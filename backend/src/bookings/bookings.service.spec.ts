import {
  Catalog,
  DEFAULT_SCHEDULE,
  Interval,
  MESSAGES,
  Schedule,
  SEED_CATALOG,
  Appointment,
} from '@esthetics/domain';
import { InvalidInputError } from '../common/app-errors';
import { AppConfig } from '../config/app-config';
import { BookingAccount } from './ports/booking-accounts.port';
import { BookingsService } from './bookings.service';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { OutgoingMail } from '../notifications/ports/mail-queue.port';
import { UnitOfWork } from '../common/unit-of-work';
import { WebhookEvents } from '../integrations/webhooks/ports/webhook-events.port';
import { OwnerSchedule } from '../schedule/ports/owner-schedule.port';
import { TimeOffGuard } from '../schedule/ports/time-off-guard.port';
import { MenuCatalog } from '../catalog/ports/menu-catalog.port';

import {
  FixedClock,
  ImmediateUnitOfWork,
  InMemoryAppointments,
  InMemoryClients,
  InMemoryMailQueue,
} from './bookings.fakes';

const NOW = new Date('2026-11-23T14:00:00Z'); // Monday 09:00 New York
const config = AppConfig.fromEnv({});

/** Stands in for the notifications composer: one mail per booking, recorded. */
class RecordingNotifications {
  readonly received: Appointment[] = [];
  async bookingReceived(a: Appointment): Promise<OutgoingMail[]> {
    this.received.push(a);
    return [
      {
        kind: 'booking_received',
        dedupeKey: `booking-received-${a.id}`,
        to: [a.clientEmail],
        subject: 's',
        text: 't',
        html: 'h',
      },
    ];
  }
}

/** Stands in for the webhook outbox: what was published, in order. */
class RecordingWebhooks extends WebhookEvents {
  readonly published: { type: unknown; data: object }[] = [];
  async publish(type: unknown, data: object): Promise<void> {
    this.published.push({ type, data });
  }
}

/** The fresh-install schedule: the spec's week, 15-minute starts, 2 hours' notice. */
class FixedSchedule extends OwnerSchedule {
  async current(): Promise<Schedule> {
    return DEFAULT_SCHEDULE;
  }
  known(): Schedule {
    return DEFAULT_SCHEDULE;
  }
}

class SeedMenu extends MenuCatalog {
  async current(): Promise<Catalog> {
    return SEED_CATALOG;
  }
  known(): Catalog {
    return SEED_CATALOG;
  }
}

/** No time off: the guard's lock and its read of the blocks are the database's (time-off-race.spec.ts). */
class NoTimeOff extends TimeOffGuard {
  async ensureClear(): Promise<void> {}
}

/** Runs the work, and on failure takes back what it stored in the in-memory stores (a rollback). */
class RollbackUnitOfWork extends UnitOfWork {
  constructor(private readonly stores: { length: number }[]) {
    super();
  }
  async run<T>(work: () => Promise<T>): Promise<T> {
    const lengths = this.stores.map((s) => s.length);
    try {
      return await work();
    } catch (e) {
      this.stores.forEach((s, i) => (s.length = lengths[i]));
      throw e;
    }
  }
}

function service(busy: Interval[] = [], env: Record<string, string> = {}) {
  const appointments = new InMemoryAppointments(busy);
  const clients = new InMemoryClients();
  const notifications = new RecordingNotifications();
  const mail = new InMemoryMailQueue();
  const webhooks = new RecordingWebhooks();
  const bookings = new BookingsService(
    appointments,
    appointments,
    clients,
    new FixedClock(NOW),
    Object.keys(env).length > 0 ? AppConfig.fromEnv(env) : config,
    notifications as unknown as MailComposer,
    mail,
    Object.keys(env).length > 0
      ? new RollbackUnitOfWork([appointments.saved, mail.mails, webhooks.published])
      : new ImmediateUnitOfWork(),
    webhooks,
    new FixedSchedule(),
    new SeedMenu(),
    new NoTimeOff(),
  );
  return { appointments, clients, notifications, mail, bookings, webhooks };
}

describe('BookingsService', () => {
  it('stores a pending, unpaid booking held 24 hours, priced from the catalog', async () => {
    const { bookings, appointments, mail, webhooks } = service();
    const answer = await bookings.create({
      first_name: 'Ana',
      last_name: 'Lopez',
      email: 'Ana@Example.com',
      phone: '301 555 0123',
      services: ['anti-aging-facial'],
      add_ons: ['extractions'],
      preferred_date: '2026-11-24',
      preferred_time: '09:00',
      total_price: 1,
    });
    expect(answer).toMatchObject({
      total_amount: 140,
      deposit_amount: 35,
      total_duration: 100,
      requires_payment: true,
    });
    const [stored] = appointments.saved;
    expect(stored).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      clientEmail: 'ana@example.com',
      clientPhone: '3015550123',
      services: ['Anti-Aging Facial'],
      holdExpiresAt: new Date(NOW.getTime() + 24 * 3600 * 1000),
      startsAt: new Date('2026-11-24T14:00:00Z'),
      endsAt: new Date('2026-11-24T15:40:00Z'),
    });
    expect(stored.clientId).toBeNull(); // no account with that e-mail
    // The booking-received mail is queued with the booking itself.
    expect(answer.booking_id).toBe(stored.id);
    expect(mail.mails.map((m) => m.dedupeKey)).toEqual([`booking-received-${stored.id}`]);
    // And its webhook event, with the booking as the API shows it.
    expect(webhooks.published).toEqual([
      {
        type: 'booking.created',
        data: expect.objectContaining({ id: stored.id, status: 'pending', total_price: 140 }),
      },
    ]);
  });

  it('attaches a booking to an account only when its confirmed e-mail and the phone both match', async () => {
    const { bookings, appointments, clients } = service();
    const owner: BookingAccount = { id: 'client-1', phone: '3015550123', emailConfirmed: true };
    clients.byEmail.set('ana@example.com', owner);
    const base = {
      first_name: 'A',
      last_name: 'L',
      email: 'ana@example.com',
      services: ['eyebrow-wax'],
      preferred_date: '2026-11-24',
    };
    await bookings.create({ ...base, phone: '(301) 555-0123', preferred_time: '09:00' });
    await bookings.create({ ...base, phone: '202 555 0199', preferred_time: '10:00' });
    // An account whose address nobody has confirmed takes nothing by it.
    clients.byEmail.set('ana@example.com', { ...owner, emailConfirmed: false });
    await bookings.create({ ...base, phone: '(301) 555-0123', preferred_time: '11:00' });
    expect(appointments.saved.map((a) => a.clientId)).toEqual(['client-1', null, null]);
  });

  it('refuses a booking over the unpaid-hold limit with its count, and keeps nothing of it', async () => {
    const { bookings, appointments, mail, webhooks } = service([], {
      UNPAID_HOLDS_PER_CLIENT: '2',
    });
    const booking = (time: string, phone: string) => ({
      first_name: 'Ana',
      last_name: 'Lopez',
      email: 'ana@example.com',
      phone,
      services: ['eyebrow-wax'],
      preferred_date: '2026-11-24',
      preferred_time: time,
    });
    await bookings.create(booking('09:00', '301 555 0101'));
    await bookings.create(booking('10:00', '301 555 0102'));
    await expect(bookings.create(booking('11:00', '301 555 0103'))).rejects.toMatchObject({
      code: 'tooManyUnpaidHolds',
      message: MESSAGES.tooManyUnpaidHolds(2),
    });
    expect(appointments.saved.map((a) => a.appointmentTime)).toEqual(['09:00', '10:00']);
    expect(mail.mails).toHaveLength(2);
    expect(webhooks.published).toHaveLength(2);
  });

  it('refuses an invalid booking with the domain message and stores nothing', async () => {
    const { bookings, appointments } = service();
    await expect(bookings.create({ first_name: 'Ana' })).rejects.toThrow(
      new InvalidInputError(MESSAGES.bookingRequiredFields),
    );
    expect(appointments.saved).toHaveLength(0);
  });

  it('marks the slots that overlap what is booked', async () => {
    const busy = [
      { start: new Date('2026-11-24T16:00:00Z'), end: new Date('2026-11-24T17:30:00Z') },
    ]; // 11:00-12:30
    const { bookings } = service(busy);
    const { slots } = await bookings.availability('2026-11-24', 60);
    // Every 15 minutes: an hour from 10:15 to 12:15 runs into it; from 18:15 it runs past 19:00.
    expect(slots.filter((s) => !s.available).map((s) => s.time)).toEqual([
      '10:15',
      '10:30',
      '10:45',
      '11:00',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
      '12:15',
      '18:15',
      '18:30',
      '18:45',
    ]);
  });

  it('refuses a missing or impossible date', async () => {
    const { bookings } = service();
    await expect(bookings.availability(undefined, 60)).rejects.toThrow(MESSAGES.selectDate);
    await expect(bookings.availability('2026-13-01', 60)).rejects.toThrow(MESSAGES.invalidDate);
  });
});
