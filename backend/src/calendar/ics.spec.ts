import { priceBooking, SEED_CATALOG, Appointment } from '@esthetics/domain';
import * as ical from 'node-ical';
import { BUSINESS } from '../../test/support/business';
import { appointmentsCalendar } from './ics';

function appointment(overrides: Partial<Appointment> = {}): Appointment {
  const at = new Date('2026-12-01T15:00:00Z');
  return {
    id: '7d1c1f0e-0000-4000-8000-000000000001',
    clientId: null,
    clientFirstName: 'Ana',
    clientLastName: 'Lopez',
    clientEmail: 'ana@example.com',
    clientPhone: '(301) 555-0123',
    serviceIds: ['classic-european-facial'],
    services: ['Classic European Facial'],
    addOnIds: [],
    packageId: null,
    groupSize: 1,
    serviceLocation: 'clinic',
    serviceAddress: null,
    companyName: null,
    notes: null,
    appointmentDate: '2026-12-01',
    appointmentTime: '10:00',
    startsAt: at,
    firstStartsAt: at,
    endsAt: new Date(at.getTime() + 3600_000),
    totalDuration: 60,
    price: priceBooking(SEED_CATALOG, {
      location: 'clinic',
      serviceIds: ['classic-european-facial'],
      addOnIds: [],
      groupSize: 1,
      packageId: null,
    }),
    totalPriceCents: 8500,
    depositCents: 2125,
    status: 'confirmed',
    paymentStatus: 'paid',
    holdExpiresAt: null,
    cancellationReason: null,
    addToCalendar: true,
    calendarEmail: null,
    createdAt: at,
    updatedAt: at,
    icsSequence: 0,
    ...overrides,
  };
}

function onlyEvent(ics: string): ical.VEvent {
  const events = Object.values(ical.sync.parseICS(ics)).filter(
    (c): c is ical.VEvent => c?.type === 'VEVENT',
  );
  expect(events).toHaveLength(1);
  return events[0];
}

describe('the calendar invitation reads the business profile', () => {
  it('clinic visits: the business and its street address; organizer is its e-mail', () => {
    const ics = appointmentsCalendar([appointment()], {
      business: BUSINESS,
      uidHost: 'book.example.com',
      method: 'REQUEST',
    });
    const event = onlyEvent(ics);
    expect(event.location).toBe('Skin by Maya, 12 Main St, Bethesda, MD 20814');
    expect(String(event.description)).toContain(
      'call (240) 555-0199 or write to hello@skin.example.com',
    );
    expect(ics).toMatch(/ORGANIZER;CN="?Skin by Maya"?:mailto:hello@skin.example.com/);
  });

  it('without a street address: the service area', () => {
    const ics = appointmentsCalendar([appointment()], {
      business: { ...BUSINESS, address: null },
      uidHost: 'book.example.com',
    });
    expect(onlyEvent(ics).location).toBe('Skin by Maya, Montgomery County');
  });

  it('mobile visits: the client address', () => {
    const ics = appointmentsCalendar(
      [appointment({ serviceLocation: 'mobile', serviceAddress: '5 Oak Ave, Rockville' })],
      { business: BUSINESS, uidHost: 'book.example.com' },
    );
    expect(onlyEvent(ics).location).toBe('5 Oak Ave, Rockville');
  });
});

describe('invitations that follow a change: same UID, higher SEQUENCE, CANCEL', () => {
  const options = { business: BUSINESS, uidHost: 'book.example.com' } as const;

  const calendarOf = (ics: string) =>
    Object.values(ical.sync.parseICS(ics)).find(
      (c) => c?.type === 'VCALENDAR',
    ) as unknown as Record<string, unknown>;

  it('the first invitation is SEQUENCE 0; a moved one keeps the UID with the raised SEQUENCE', () => {
    const first = onlyEvent(
      appointmentsCalendar([appointment()], { ...options, method: 'REQUEST' }),
    );
    const moved = onlyEvent(
      appointmentsCalendar(
        [
          appointment({
            startsAt: new Date('2026-12-02T16:00:00Z'),
            endsAt: new Date('2026-12-02T17:00:00Z'),
          }),
        ],
        { ...options, method: 'REQUEST', sequence: 1 },
      ),
    );
    expect(Number(first.sequence)).toBe(0);
    expect(Number(moved.sequence)).toBe(1);
    expect(moved.uid).toBe(first.uid);
    expect(moved.start.toISOString()).toBe('2026-12-02T16:00:00.000Z');
  });

  it('a cancellation is METHOD:CANCEL with the event CANCELLED, same UID', () => {
    const ics = appointmentsCalendar([appointment()], {
      ...options,
      method: 'CANCEL',
      sequence: 2,
    });
    const event = onlyEvent(ics);
    expect(ics).toMatch(/^METHOD:CANCEL\r?$/m);
    expect(calendarOf(ics)?.method).toBe('CANCEL');
    expect(event.status).toBe('CANCELLED');
    expect(Number(event.sequence)).toBe(2);
    expect(event.uid).toBe('7d1c1f0e-0000-4000-8000-000000000001@book.example.com');
  });
});
