/**
 * The request the booking form sends and the checks it makes before sending (the domain's own
 * `validateBooking` over the same catalogue, the function the server runs).
 */
import { validateBooking, type BookingRequest, type Catalog } from '@esthetics/domain';
import { summaryOf, type BookingFormState } from './booking-form';

/**
 * The booking request payload of docs/spec.md#entities-and-their-fields; the group size is left out
 * while empty.
 */
export type BookingPayload = Omit<BookingRequest, 'group_size'> & { group_size?: number };

/** The booking request payload of docs/spec.md#entities-and-their-fields, as the form sends it. */
export function toBookingRequest(catalog: Catalog, state: BookingFormState): BookingPayload {
  const summary = summaryOf(catalog, state);
  const isPackage = state.mode === 'package';
  const size = state.groupSize.trim();
  return {
    ...(/^\d+$/.test(size) ? { group_size: Number(size) } : {}),
    first_name: state.firstName.trim(),
    last_name: state.lastName.trim(),
    email: state.email.trim(),
    phone: state.phone.trim(),
    services: [...state.serviceIds],
    preferred_date: state.date,
    preferred_time: state.time,
    notes: state.notes.trim(),
    add_to_calendar: state.addToCalendar,
    client_calendar_email: state.addToCalendar ? state.calendarEmail.trim() : '',
    service_location: state.location,
    mobile_address: state.location === 'clinic' ? '' : state.address.trim(),
    company_name: state.location === 'corporate' ? state.companyName.trim() : '',
    total_price: summary ? summary.totalCents / 100 : 0,
    total_duration: summary?.durationMinutes ?? 0,
    package_id: isPackage ? (state.packageId ?? '') : '',
    add_ons: [...state.addOnIds],
    is_package_booking: isPackage,
  };
}

/** Request fields (as the server names them in its answers) -> the form control that holds them. */
const FIELD_CONTROLS: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email: 'email',
  phone: 'phone',
  services: 'services',
  package_id: 'package',
  add_ons: 'addOns',
  preferred_date: 'date',
  preferred_time: 'time',
  service_location: 'location',
  mobile_address: 'address',
  company_name: 'companyName',
  group_size: 'groupSize',
  client_calendar_email: 'calendarEmail',
  notes: 'notes',
};

/** The form control a server or domain field name belongs to (unknown names: none). */
export const controlOf = (field: string | undefined): string | undefined =>
  field ? FIELD_CONTROLS[field] : undefined;

export interface FormProblem {
  readonly message: string;
  /** The form control the message belongs beside. */
  readonly control: string;
}

/**
 * The first problem with the form, checked exactly as the server will check it, or null when the
 * request can be sent. Each message names the control it belongs to.
 */
export function checkBookingForm(
  catalog: Catalog,
  state: BookingFormState,
  now: Date,
): FormProblem | null {
  // The group size goes to the check as typed, so "abc" or "2.5" is reported, not silently dropped.
  const typed = state.groupSize.trim();
  const request = {
    ...toBookingRequest(catalog, state),
    group_size: typed === '' ? undefined : typed,
  };
  const result = validateBooking(request, { now, catalog });
  if (result.ok) return null;
  // Decided by the refusal's code, never its text: the domain names no single field for this one.
  if (result.code === 'bookingRequiredFields') {
    const missing = (['firstName', 'lastName', 'email', 'phone'] as const).find(
      (f) => state[f].trim() === '',
    );
    return { message: result.message, control: missing ?? 'firstName' };
  }
  return { message: result.message, control: controlOf(result.field) ?? 'services' };
}
