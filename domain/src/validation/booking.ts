/** The booking form: contact details, what is booked, where and when. */
import { Appointment } from '../appointment';
import { bufferAfter, Catalog, SERVICE_LOCATIONS, ServiceLocation } from '../catalog';
import { MESSAGES } from '../messages';
import { BOOKING_HORIZON_MONTHS, isBeyondBookingHorizon } from '../policy';
import { MAX_GROUP_SIZE, MIN_GROUP_SIZE, priceBooking } from '../pricing';
import {
  appointmentInterval,
  blockedRange,
  dateInZone,
  DEFAULT_TIME_ZONE,
  isValidDate,
  Schedule,
  slotProblem,
  SlotProblem,
} from '../schedule';
import { isValidEmail, LIMITS, normalizeEmail, text } from './fields';
import {
  emailAndPhone,
  fail,
  failWith,
  idList,
  isAbsent,
  isBlank,
  pass,
  tooLong,
  wholeNumber,
} from './checks';
import { FixedMessageCode, Raw, Validation } from './result';
import { checkCatalog } from './booking-selection';

export interface BookingRequest {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  services: string[];
  preferred_date: string;
  preferred_time: string;
  notes: string;
  add_to_calendar: boolean;
  client_calendar_email: string;
  service_location: ServiceLocation;
  mobile_address: string;
  group_size: number;
  company_name: string;
  total_price: number;
  total_duration: number;
  package_id: string;
  add_ons: string[];
  is_package_booking: boolean;
}

/** A valid booking: the appointment it makes, in the domain's own words, with its price and times. */
export interface ValidBooking extends Pick<
  Appointment,
  | 'serviceIds'
  | 'addOnIds'
  | 'packageId'
  | 'groupSize'
  | 'notes'
  | 'serviceAddress'
  | 'companyName'
  | 'addToCalendar'
  | 'calendarEmail'
  | 'price'
  | 'startsAt'
  | 'endsAt'
> {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly location: ServiceLocation;
  /** The end of what it blocks: the services' buffer after it (bufferAfter) included. */
  readonly blockedUntil: Date;
  readonly date: string;
  readonly time: string;
}

const SLOT_CODES: Record<SlotProblem, FixedMessageCode> = {
  invalid_date: 'invalidDate',
  invalid_time: 'invalidTime',
  past_date: 'dateInPast',
  closed_day: 'closedDay',
  off_grid: 'offGridTime',
  past_time: 'timeInPast',
  too_soon: 'timeTooSoon',
  blocked: 'timeBlocked',
  after_closing: 'afterClosing',
};

/** The catalogue's code for a slot problem. */
export function slotProblemCode(problem: SlotProblem): FixedMessageCode {
  return SLOT_CODES[problem];
}

export function slotProblemMessage(problem: SlotProblem): string {
  return MESSAGES[SLOT_CODES[problem]];
}

/** What is booked: a package and its services, or services alone. */
function readSelection(
  raw: Raw<BookingRequest>,
): Validation<{ isPackage: boolean; packageId: string; serviceIds: string[] }> {
  const isPackage = raw.is_package_booking === true || !isBlank(raw.package_id);
  const packageId = text(raw.package_id);
  const serviceIds = idList(raw.services);
  if (serviceIds === null) return fail('unknownService', 'services');
  if (isPackage) {
    if (!packageId) return fail('selectPackage', 'package_id');
    if (serviceIds.length === 0) return fail('selectPackageService', 'services');
  } else if (serviceIds.length === 0) {
    return fail('selectService', 'services');
  }
  return pass({ isPackage, packageId, serviceIds });
}

/**
 * The day (today or later, within the booking horizon of `horizonMonths`) and the time asked for;
 * whether the time is free is checked last.
 */
function readWhen(
  raw: Raw<BookingRequest>,
  today: string,
  horizonMonths: number,
): Validation<{ date: string; time: string }> {
  const date = text(raw.preferred_date);
  if (!date) return fail('selectDate', 'preferred_date');
  if (!isValidDate(date)) return fail('invalidDate', 'preferred_date');
  if (date < today) return fail('dateInPast', 'preferred_date');
  if (isBeyondBookingHorizon(date, today, horizonMonths)) {
    return failWith('dateBeyondHorizon', [horizonMonths], 'preferred_date');
  }
  const time = text(raw.preferred_time);
  if (!time) return fail('selectTime', 'preferred_time');
  return pass({ date, time });
}

interface Place {
  location: ServiceLocation;
  address: string;
  company: string;
  groupSize: number;
}

/** Where the service takes place, with what each location requires, and for how many people. */
function readPlace(raw: Raw<BookingRequest>): Validation<Place> {
  const locationText = text(raw.service_location) || 'clinic';
  if (!(SERVICE_LOCATIONS as readonly string[]).includes(locationText)) {
    return fail('invalidLocation', 'service_location');
  }
  const location = locationText as ServiceLocation;
  const address = text(raw.mobile_address);
  const company = text(raw.company_name);
  const groupSizeGiven = !isAbsent(raw.group_size);
  const groupSize = groupSizeGiven ? wholeNumber(raw.group_size) : 1;
  if (location === 'corporate') {
    if (!company) return fail('corporateCompanyRequired', 'company_name');
    if (!address) return fail('corporateAddressRequired', 'mobile_address');
    if (!groupSizeGiven || (groupSize !== null && groupSize < 1)) {
      return fail('corporateParticipantsRequired', 'group_size');
    }
  }
  if (location === 'mobile' && !address) return fail('mobileAddressRequired', 'mobile_address');
  if (groupSize === null || groupSize < MIN_GROUP_SIZE || groupSize > MAX_GROUP_SIZE) {
    return fail('groupSizeRange', 'group_size');
  }
  return pass({ location, address, company, groupSize });
}

/**
 * A booking request, checked in the order the booking form reports problems, then against the catalog,
 * the opening hours and the clock. The price and duration are computed here: the client's own
 * total_price and total_duration are never read. `horizonMonths` is how far ahead a date may be
 * (BOOKING_HORIZON_MONTHS unless the business set its own).
 */
export function validateBooking(
  raw: Raw<BookingRequest>,
  context: {
    now: Date;
    /** The menu being sold (the owner's; hidden items are refused). */
    catalog: Catalog;
    timeZone?: string;
    horizonMonths?: number;
    /** The owner's week, step and notice (the spec's week when not given). */
    schedule?: Schedule;
  },
): Validation<ValidBooking> {
  const tz = context.timeZone ?? DEFAULT_TIME_ZONE;
  const firstName = text(raw.first_name);
  const lastName = text(raw.last_name);
  const email = text(raw.email);
  const phoneText = text(raw.phone);
  if (!firstName || !lastName || !email || !phoneText) return fail('bookingRequiredFields');
  const selection = readSelection(raw);
  if (!selection.ok) return selection;
  const when = readWhen(
    raw,
    dateInZone(context.now, tz),
    context.horizonMonths ?? BOOKING_HORIZON_MONTHS,
  );
  if (!when.ok) return when;
  const place = readPlace(raw);
  if (!place.ok) return place;
  const { location, address, company, groupSize } = place.value;
  const contact = emailAndPhone(email, phoneText);
  if (!contact.ok) return contact;

  const addToCalendar = raw.add_to_calendar === true;
  const calendarEmailText = text(raw.client_calendar_email);
  if (addToCalendar && calendarEmailText && !isValidEmail(calendarEmailText)) {
    return fail('invalidCalendarEmail', 'client_calendar_email');
  }
  const notes = text(raw.notes);
  const long = tooLong({
    first_name: ['First name', firstName, LIMITS.name],
    last_name: ['Last name', lastName, LIMITS.name],
    notes: ['Notes', notes, LIMITS.notes],
    mobile_address: ['Service address', address, LIMITS.address],
    company_name: ['Company name', company, LIMITS.company],
  });
  if (long) return long;

  const { catalog } = context;
  const checked = checkCatalog(catalog, selection.value, location, raw.add_ons);
  if (!checked.ok) return checked;
  const { pkg, addOnIds } = checked.value;
  const { serviceIds } = selection.value;
  const { date, time } = when.value;
  const packageId = pkg?.id ?? null;
  const price = priceBooking(catalog, { location, serviceIds, addOnIds, groupSize, packageId });
  const durationMinutes = price.durationMinutes;
  const bufferMinutes = bufferAfter(catalog, serviceIds);
  const problem = slotProblem({
    date,
    time,
    durationMinutes,
    bufferMinutes,
    now: context.now,
    timeZone: tz,
    schedule: context.schedule,
  });
  if (problem) {
    const field = problem === 'invalid_date' ? 'preferred_date' : 'preferred_time';
    return fail(slotProblemCode(problem), field);
  }
  const interval = appointmentInterval(date, time, durationMinutes, tz);

  return pass({
    firstName,
    lastName,
    ...contact.value,
    location,
    serviceIds,
    addOnIds,
    packageId,
    groupSize,
    date,
    time,
    notes: notes || null,
    serviceAddress: location === 'clinic' ? null : address,
    companyName: location === 'corporate' ? company : null,
    addToCalendar,
    calendarEmail: addToCalendar ? normalizeEmail(calendarEmailText || email) : null,
    price,
    startsAt: interval.start,
    endsAt: interval.end,
    blockedUntil: blockedRange(interval.start, durationMinutes, bufferMinutes).end,
  });
}
