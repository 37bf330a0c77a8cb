/**
 * The booking form as plain data and a reducer over the owner's current menu: the mode rules of
 * docs/spec.md#booking-form-modes, the location filter and the live price summary. The request it
 * sends and the checks before sending are in booking-request.ts. Pages only render this.
 */
import {
  findBookingPackage,
  findService,
  MAX_GROUP_SIZE,
  packageServices,
  priceBooking,
  servicesAt,
  type BookingPackage,
  type Catalog,
  type PriceBreakdown,
  type Service,
  type ServiceLocation,
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

/**
 * The form's reducer over the owner's current menu (the live catalogue): a choice of a service,
 * package or add-on the menu does not offer is ignored.
 */
export const bookingFormReducer =
  (catalog: Catalog) =>
  (state: BookingFormState, action: BookingAction): BookingFormState =>
    reduce(catalog, state, action);

function reduce(
  catalog: Catalog,
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
      const here = new Set(servicesAt(catalog, action.location).map((s) => s.id));
      return {
        ...state,
        location: action.location,
        serviceIds: state.serviceIds.filter((id) => here.has(id)),
      };
    }
    case 'toggleService': {
      if (!selectableServices(catalog, state).some((s) => s.id === action.id)) return state;
      return { ...state, serviceIds: toggle(state.serviceIds, action.id) };
    }
    case 'package':
      if (action.id !== null && !offeredPackages(catalog).some((p) => p.id === action.id)) {
        return state;
      }
      return {
        ...state,
        mode: 'package',
        location: 'clinic',
        packageId: action.id,
        serviceIds: [],
      };
    case 'toggleAddOn':
      if (!offeredAddOns(catalog).some((a) => a.id === action.id)) return state;
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
export function selectableServices(catalog: Catalog, state: BookingFormState): Service[] {
  if (state.mode === 'package') {
    const pkg = selectedPackage(catalog, state);
    return pkg ? packageServices(catalog, pkg) : [];
  }
  return servicesAt(catalog, state.location);
}

export const selectedPackage = (
  catalog: Catalog,
  state: BookingFormState,
): BookingPackage | undefined =>
  state.packageId ? findBookingPackage(catalog, state.packageId) : undefined;

/** The package deals and add-ons the form offers (the owner's hidden ones left out). */
export const offeredPackages = (catalog: Catalog) =>
  catalog.bookingPackages.filter((p) => !p.hidden);
export const offeredAddOns = (catalog: Catalog) => catalog.addOns.filter((a) => !a.hidden);

/**
 * The form as a link from /services or the home page opens it: `?service=<id>` chooses that service
 * (and its location), `?package=<id>` that package deal. Unknown ids are ignored.
 */
export function formFromQuery(catalog: Catalog, query: URLSearchParams): BookingFormState {
  const pkg = findBookingPackage(catalog, query.get('package') ?? '');
  if (pkg) return reduce(catalog, EMPTY_BOOKING_FORM, { type: 'package', id: pkg.id });
  const service = findService(catalog, query.get('service') ?? '');
  if (service && !service.hidden) {
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
export function summaryOf(catalog: Catalog, state: BookingFormState): PriceBreakdown | null {
  if (state.serviceIds.length === 0 && !(state.mode === 'package' && state.packageId)) return null;
  return priceBooking(catalog, {
    location: state.location,
    serviceIds: state.serviceIds,
    addOnIds: state.addOnIds,
    groupSize: groupSizeOf(state) ?? 1,
    packageId: state.mode === 'package' ? state.packageId : null,
  });
}

/** Minutes the chosen services and add-ons take (what availability is asked for). */
export function durationOf(catalog: Catalog, state: BookingFormState): number {
  return summaryOf(catalog, state)?.durationMinutes ?? 0;
}
