import type { Appointment } from './appointments';

/**
 * An appointment as the API answers it, for unit tests (the client's list and the console's agenda):
 * a pending Classic European Facial at the clinic on 3 December 2026, 10:00 in New York, held until
 * the day before; `over` changes what a test needs.
 */
export function anAppointment(over: Partial<Appointment> = {}): Appointment {
  return {
    id: 'a1',
    client_id: 'c1',
    client_first_name: 'Maya',
    client_last_name: 'Lee',
    client_email: 'maya@example.com',
    client_phone: '3015550123',
    services: ['Classic European Facial'],
    service_ids: ['classic-european-facial'],
    service_type: 'Classic European Facial',
    add_ons: [],
    package_id: null,
    group_size: 1,
    appointment_date: '2026-12-03',
    appointment_time: '10:00',
    starts_at: '2026-12-03T15:00:00.000Z',
    ends_at: '2026-12-03T16:00:00.000Z',
    total_price: 85,
    total_price_cents: 8500,
    deposit_amount: 21.25,
    deposit_cents: 2125,
    total_duration: 60,
    service_location: 'clinic',
    mobile_address: null,
    company_name: null,
    notes: null,
    status: 'pending',
    payment_status: 'unpaid',
    hold_expires_at: '2026-12-02T15:00:00.000Z',
    cancellation_reason: null,
    created_at: '2026-12-01T15:00:00.000Z',
    ...over,
  };
}
