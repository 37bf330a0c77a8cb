import { MESSAGES } from '../messages';
import { BookingRequest } from './booking';
import { FixedMessageCode, MessageCode, Raw } from './result';
import { SEED_CATALOG } from '../catalog';

export const long = (n: number) => 'x'.repeat(n);

/** What a failure says: its code and its message. */
export type Said = { readonly code: MessageCode; readonly message: string };
/** The catalogue's fixed message under its code. */
export const says = (code: FixedMessageCode): Said => ({ code, message: MESSAGES[code] });
/** A length failure, its sentence spelled out so the test pins the wording. */
export const saysTooLong = (message: string): Said => ({ code: 'tooLong', message });

/** Monday 2026-03-02, 09:00 in New York. */
export const NOW = new Date('2026-03-02T14:00:00Z');
export const ctx = { catalog: SEED_CATALOG, now: NOW };
/** Who books and when, as a short form sends it: the specs add the services. */
export const JANE_AT_TEN = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '(301) 555-0123',
  preferred_date: '2026-03-10',
  preferred_time: '10:00',
  service_location: 'clinic',
};
export const BASE: Raw<BookingRequest> = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'Jane.Doe@Example.com',
  phone: '(301) 555-0123',
  services: ['classic-european-facial'],
  add_ons: ['led-light-therapy'],
  preferred_date: '2026-03-10',
  preferred_time: '10:00',
  service_location: 'clinic',
  notes: '',
  add_to_calendar: false,
  client_calendar_email: '',
  mobile_address: '',
  group_size: 1,
  company_name: '',
  total_price: 0,
  total_duration: 0,
  package_id: '',
  is_package_booking: false,
};
export const MOBILE = {
  ...BASE,
  service_location: 'mobile',
  services: ['mobile-express-facial'],
  add_ons: [],
  mobile_address: '12 Oak St, Bethesda, MD',
};
export const CORPORATE = {
  ...BASE,
  service_location: 'corporate',
  services: ['corporate-wellness-day'],
  add_ons: [],
  company_name: 'Acme Corp',
  mobile_address: '1 Corporate Plaza, Baltimore, MD',
  group_size: 3,
};
export const PACKAGE = {
  ...BASE,
  is_package_booking: true,
  package_id: 'facial-trio',
  services: ['classic-european-facial', 'signature-glow-facial'],
  add_ons: [],
};
