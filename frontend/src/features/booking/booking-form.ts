/**
 * The booking form as plain data and a reducer: the mode rules of spec section 4, the location
 * filter, the request the form sends, and the checks it makes before sending (the domain's own
 * `validateBooking`, the same function the server runs). Pages only render this.
 */
import {
  ADD_ONS,
  BOOKING_PACKAGES,
  findBookingPackage,
  findService,
  MAX_GROUP_SIZE,
  MESSAGES,
  packageServices,
  priceBooking,
  servicesAt,
  validateBooking,
  type BookingPackage,
  type BookingRequest,
  type PriceBreakdown,
  type Service,
  type ServiceLocation,
  SEED_CATALOG,
} from '@esthetics/domain';

export type BookingMode = 'services' | 'package';

export interface BookingFormState {
  readonly mode: BookingMode;
  readonly location: ServiceLocation;
  readonly serviceIds: readonly string[];
  readonly packageId: string | null;
  readonly addOnIds: readonly string[];
  /** As typed in the number input. */
  readonly groupSize: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly date: string;
  readonly time: string;
  readonly notes: string;
  readonly address: string;
  readonly companyName: string;
  readonly addToCalendar: boolean;
  readonly calendarEmail: string;
}

/** The text fields a person types into. */
export type BookingTextField =
  | 'groupSize'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'notes'
  | 'address'
  | 'companyName'
  | 'calendarEmail';

export const EMPTY_BOOKING_FORM: BookingFormState = {
  mode: 'services',
  location: 'clinic',
  serviceIds: [],
  packageId: null,
  addOnIds: [],
  groupSize: '1',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  date: '',
  time: '',
  notes: '',
  address: '',
  companyName: '',
  addToCalendar: false,
  calendarEmail: '',
};

export type BookingAction =
  | { readonly type: 'text'; readonly field: BookingTextField; readonly value: string }
  | { readonly type: 'mode'; readonly mode: BookingMode }
  | { readonly type: 'location'; readonly location: ServiceLocation }
  | { readonly type: 'toggleService'; readonly id: string }
  /** Choose a package (its previously chosen services are cleared), or null to cancel the package. */
  | { readonly type: 'package'; readonly id: string | null }
  | { readonly type: 'toggleAddOn'; readonly id: string }
  | { readonly type: 'date'; readonly date: string }
  | { readonly type: 'time'; readonly time: string }
  | { readonly type: 'addToCalendar'; readonly value: boolean }
  /** Fill the contact fields that are still empty (from the logged-in client's profile). */
  | {
      readonly type: 'prefill';
      readonly contact: Pick<BookingFormState, 'firstName' | 'lastName' | 'email' | 'phone'>;
    }
  | { readonly type: 'reset'; readonly keep?: Partial<BookingFormState> };

const toggle = (list: readonly string[], id: string): string[] =>
  list.includes(id) ? list.filter((x) => x !== id) : [...list, id];

export function bookingFormReducer(
  state: BookingFormState,
  action: BookingAction,
): BookingFormState {
  switch (action.type) {
    case 'text':
      return { ...state, [action.field]: action.value };
    case 'mode':
      if (action.mode === state.mode) return state;
      // Switching to package clears the services; leaving package mode cancels the package.
      // Package deals are clinic services, so package mode books at the clinic.
      return action.mode === 'package'
        ? { ...state, mode: 'package', serviceIds: [], location: 'clinic' }
        : { ...state, mode: 'services', packageId: null, serviceIds: [] };
    case 'location': {
      if (state.mode === 'package' && action.location !== 'clinic') return state;
      // The service list is filtered by location: services offered elsewhere are dropped.
      const here = new Set(servicesAt(SEED_CATALOG, action.location).map((s) => s.id));
      return {
        ...state,
        location: action.location,
        serviceIds: state.serviceIds.filter((id) => here.has(id)),
      };
    }
    case 'toggleService': {
      if (!selectableServices(state).some((s) => s.id === action.id)) return state;
      return { ...state, serviceIds: toggle(state.serviceIds, action.id) };
    }
    case 'package':
      if (action.id !== null && !findBookingPackage(SEED_CATALOG, action.id)) return state;
      return {
        ...state,
        mode: 'package',
        location: 'clinic',
        packageId: action.id,
        serviceIds: [],
      };
    case 'toggleAddOn':
      if (!ADD_ONS.some((a) => a.id === action.id)) return state;
      return { ...state, addOnIds: toggle(state.addOnIds, action.id) };
    case 'date':
      return action.date === state.date ? state : { ...state, date: action.date, time: '' };
    case 'time':
      return { ...state, time: action.time };
    case 'addToCalendar':
      return { ...state, addToCalendar: action.value };
    case 'prefill': {
      const c = action.contact;
      return {
        ...state,
        firstName: state.firstName || c.firstName,
        lastName: state.lastName || c.lastName,
        email: state.email || c.email,
        phone: state.phone || c.phone,
      };
    }
    case 'reset':
      return { ...EMPTY_BOOKING_FORM, ...action.keep };
  }
}

/** The services the form offers now: the package's allowed list in package mode, else the location's. */
export function selectableServices(state: BookingFormState): Service[] {
  if (state.mode === 'package') {
    const pkg = state.packageId ? findBookingPackage(SEED_CATALOG, state.packageId) : undefined;
    return pkg ? packageServices(SEED_CATALOG, pkg) : [];
  }
  return servicesAt(SEED_CATALOG, state.location);
}

export const selectedPackage = (state: BookingFormState): BookingPackage | undefined =>
  state.packageId ? findBookingPackage(SEED_CATALOG, state.packageId) : undefined;

export { BOOKING_PACKAGES };

/**
 * The form as a link from /services or the home page opens it: `?service=<id>` chooses that service
 * (and its location), `?package=<id>` that package deal. Unknown ids are ignored.
 */
export function formFromQuery(query: URLSearchParams): BookingFormState {
  const pkg = findBookingPackage(SEED_CATALOG, query.get('package') ?? '');
  if (pkg) return bookingFormReducer(EMPTY_BOOKING_FORM, { type: 'package', id: pkg.id });
  const service = findService(SEED_CATALOG, query.get('service') ?? '');
  if (service) {
    return { ...EMPTY_BOOKING_FORM, location: service.location, serviceIds: [service.id] };
  }
  return EMPTY_BOOKING_FORM;
}

/** The group size as a whole number, or null while the input holds something else. */
export function groupSizeOf(state: BookingFormState): number | null {
  const text = state.groupSize.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_GROUP_SIZE ? n : null;
}

/**
 * The live summary: the domain's price of what is chosen (the same function the server charges
 * with), or null while nothing priceable is chosen. An out-of-range group size prices as 1 person
 * until it is corrected (the field itself says what is wrong).
 */
export function summaryOf(state: BookingFormState): PriceBreakdown | null {
  if (state.serviceIds.length === 0 && !(state.mode === 'package' && state.packageId)) return null;
  return priceBooking(SEED_CATALOG, {
    location: state.location,
    serviceIds: state.serviceIds,
    addOnIds: state.addOnIds,
    groupSize: groupSizeOf(state) ?? 1,
    packageId: state.mode === 'package' ? state.packageId : null,
  });
}

/** Minutes the chosen services and add-ons take (what availability is asked for). */
export function durationOf(state: BookingFormState): number {
  return summaryOf(state)?.durationMinutes ?? 0;
}

/** The booking request payload of spec section 3; the group size is left out while empty. */
export type BookingPayload = Omit<BookingRequest, 'group_size'> & { group_size?: number };

/** The booking request payload of spec section 3, as the form sends it. */
export function toBookingRequest(state: BookingFormState): BookingPayload {
  const summary = summaryOf(state);
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
export function checkBookingForm(state: BookingFormState, now: Date): FormProblem | null {
  // The group size goes to the check as typed, so "abc" or "2.5" is reported, not silently dropped.
  const typed = state.groupSize.trim();
  const request = { ...toBookingRequest(state), group_size: typed === '' ? undefined : typed };
  const result = validateBooking(request, { now, catalog: SEED_CATALOG });
  if (result.ok) return null;
  if (result.message === MESSAGES.bookingRequiredFields) {
    const missing = (['firstName', 'lastName', 'email', 'phone'] as const).find(
      (f) => state[f].trim() === '',
    );
    return { message: result.message, control: missing ?? 'firstName' };
  }
  return { message: result.message, control: controlOf(result.field) ?? 'services' };
}
