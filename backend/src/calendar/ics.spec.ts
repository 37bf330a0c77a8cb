import { priceBooking } from '@esthetics/domain';
import * as ical from 'node-ical';
import { Appointment } from '../bookings/ports/appointment.repository';
import { BUSINESS } from '../../test/support/business';
import { appointmentsCalendar } from './ics';

function appointment(overrides: Partial<Appointment> = {}): Appointment {
  const at = new Date('2026-12-01T15:00:00Z');
  return {
    id: '7d1c1f0e-0000-4000-8000-000000000001',
    client_id: null,
    client_first_name: 'Ana',
    client_last_name: 'Lopez',
    client_email: 'ana@example.com',
    client_phone: '(301) 555-0123',
    service_ids: ['classic-european-facial'],
    services: ['Classic European Facial'],
    add_on_ids: [],
    package_id: null,
    group_size: 1,
    service_location: 'clinic',
    service_address: null,
    company_name: null,
    notes: null,
    appointment_date: '2026-12-01',
    appointment_time: '10:00',
    starts_at: at,
    ends_at: new Date(at.getTime() + 3600_000),
    total_duration: 60,
    price: priceBooking({
      location: 'clinic',
      serviceIds: ['classic-european-facial'],
      addOnIds: [],
      groupSize: 1,
      packageId: null,
    }),
    total_price_cents: 8500,
    deposit_cents: 2125,
    status: 'confirmed',
    payment_status: 'paid',
    hold_expires_at: null,
    cancellation_reason: null,
    add_to_calendar: true,
    calendar_email: null,
    created_at: at,
    updated_at: at,
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
      [appointment({ service_location: 'mobile', service_address: '5 Oak Ave, Rockville' })],
      { business: BUSINESS, uidHost: 'book.example.com' },
    );
    expect(onlyEvent(ics).location).toBe('5 Oak Ave, Rockville');
  });
});
