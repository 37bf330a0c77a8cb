/**
 * Validation of every form of the site. The browser and the server run the same functions, so they
 * agree on every rule and every message. Inputs are untrusted (straight from JSON), outputs normalised.
 */
import {
  CONSULTATION_OPTIONS,
  CORPORATE_EVENT_TYPES,
  CORPORATE_PACKAGES,
  CorporatePackage,
  findAddOn,
  findBookingPackage,
  findService,
  isServiceAllowedInPackage,
  SERVICE_LOCATIONS,
  ServiceLocation,
} from './catalog';
import { MESSAGES, MessageKey } from './messages';
import { MAX_GROUP_SIZE, MIN_GROUP_SIZE, priceBooking, PriceBreakdown } from './pricing';
import {
  appointmentInterval,
  dateInZone,
  DEFAULT_TIME_ZONE,
  isValidDate,
  slotProblem,
  SlotProblem,
} from './schedule';

/**
 * The stable, machine-readable name of a failure: the key of its message in the catalogue. Callers
 * choose what to do (an HTTP status, a field to mark) from the code, never by comparing message text.
 */
export type MessageCode = MessageKey;

/** A code whose message is a fixed sentence. */
export type FixedMessageCode = {
  [K in MessageCode]: (typeof MESSAGES)[K] extends string ? K : never;
}[MessageCode];

/** A code whose message is a template filled in with the failure's details (a label, a limit). */
export type TemplateMessageCode = Exclude<MessageCode, FixedMessageCode>;

export interface ValidationFailure {
  readonly ok: false;
  readonly code: MessageCode;
  readonly message: string;
  readonly field?: string;
}

export type Validation<T> = { readonly ok: true; readonly value: T } | ValidationFailure;

export type Raw<T> = { readonly [K in keyof T]?: unknown };

const fail = (code: FixedMessageCode, field?: string): ValidationFailure => ({
  ok: false,
  code,
  message: MESSAGES[code],
  field,
});

/** A failure whose message is a template: `failWith('tooLong', ['Name', 100], 'name')`. */
function failWith<K extends TemplateMessageCode>(
  code: K,
  args: Parameters<(typeof MESSAGES)[K]>,
  field?: string,
): ValidationFailure {
  const template = MESSAGES[code] as (...values: Parameters<(typeof MESSAGES)[K]>) => string;
  return { ok: false, code, message: template(...args), field };
}
const pass = <T>(value: T): Validation<T> => ({ ok: true, value });

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
  notes: 2000,
  address: 300,
  company: 200,
  username: 100,
  password: 200,
  text: 2000,
  listItem: 200,
  listItems: 50,
} as const;

/** A string field as text, trimmed; numbers are accepted as their digits; anything else is empty. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

const isBlank = (value: unknown): boolean => text(value) === '';

/** Not given: absent, null or a blank string. Any other value (an object, a boolean) counts as given. */
const isAbsent = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function isValidEmail(email: string): boolean {
  return email.length <= LIMITS.email && EMAIL_RE.test(email.trim());
}

/**
 * A phone number as digits only, or null when it is not a plausible number. North American numbers
 * lose their leading country code 1, so "(301) 555-0123" and "+1 301 555 0123" are the same client.
 */
export function normalizePhone(phone: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(phone.trim())) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  if (digits.length < 10 || digits.length > 15) return null;
  return digits;
}

/** "a, b,, c " -> ["a", "b", "c"]: comma separated, trimmed, empties dropped. */
export function parseList(input: unknown): string[] {
  if (Array.isArray(input)) return input.map(text).filter((s) => s !== '');
  return text(input)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** The first text longer than its limit, reported on its form field: { field: [label, value, max] }. */
function tooLong(fields: Record<string, [string, string, number]>): ValidationFailure | null {
  for (const [field, [label, value, max]] of Object.entries(fields)) {
    if (value.length > max) return failWith('tooLong', [label, max], field);
  }
  return null;
}

// ---------------------------------------------------------------- contact

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function validateContact(raw: Raw<ContactForm>): Validation<ContactForm> {
  const form = {
    name: text(raw.name),
    email: text(raw.email),
    subject: text(raw.subject),
    message: text(raw.message),
  };
  if (!form.name || !form.email || !form.subject || !form.message) return fail('contactRequired');
  if (!isValidEmail(form.email)) return fail('invalidEmail', 'email');
  const long = tooLong({
    name: ['Name', form.name, LIMITS.name],
    subject: ['Subject', form.subject, LIMITS.subject],
    message: ['Message', form.message, LIMITS.message],
  });
  if (long) return long;
  return pass({ ...form, email: normalizeEmail(form.email) });
}

// ---------------------------------------------------------------- accounts

export interface ClientProfileForm {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string | null;
  emergency_contact_name: string | null;
  emergency_contact_phone: string | null;
}

/** Registration and profile update: names, e-mail and phone required; the rest optional. */
export function validateClientProfile(
  raw: Raw<ClientProfileForm>,
  context: { today?: string } = {},
): Validation<ClientProfileForm> {
  const firstName = text(raw.first_name);
  const lastName = text(raw.last_name);
  const email = text(raw.email);
  const phoneText = text(raw.phone);
  if (!firstName || !lastName || !email || !phoneText) return fail('requiredFields');
  if (!isValidEmail(email)) return fail('invalidEmail', 'email');
  const phone = normalizePhone(phoneText);
  if (!phone) return fail('invalidPhone', 'phone');
  const dob = text(raw.date_of_birth);
  if (
    dob &&
    (!isValidDate(dob) ||
      dob < '1900-01-01' ||
      (context.today !== undefined && dob > context.today))
  ) {
    return fail('invalidDateOfBirth', 'date_of_birth');
  }
  const emergencyName = text(raw.emergency_contact_name);
  const emergencyPhoneText = text(raw.emergency_contact_phone);
  let emergencyPhone: string | null = null;
  if (emergencyPhoneText) {
    emergencyPhone = normalizePhone(emergencyPhoneText);
    if (!emergencyPhone) return fail('invalidEmergencyPhone', 'emergency_contact_phone');
  }
  const long = tooLong({
    first_name: ['First name', firstName, LIMITS.name],
    last_name: ['Last name', lastName, LIMITS.name],
    emergency_contact_name: ['Emergency contact name', emergencyName, LIMITS.name],
  });
  if (long) return long;
  return pass({
    first_name: firstName,
    last_name: lastName,
    email: normalizeEmail(email),
    phone,
    date_of_birth: dob || null,
    emergency_contact_name: emergencyName || null,
    emergency_contact_phone: emergencyPhone,
  });
}

export interface ClientLoginForm {
  email: string;
  phone: string;
}

export function validateClientLogin(raw: Raw<ClientLoginForm>): Validation<ClientLoginForm> {
  const email = text(raw.email);
  const phoneText = text(raw.phone);
  if (!email || !phoneText) return fail('clientLoginRequired');
  const phone = normalizePhone(phoneText);
  // A malformed e-mail or phone cannot match an account: answer as for any wrong pair.
  if (!isValidEmail(email) || !phone) return fail('clientLoginFailed');
  return pass({ email: normalizeEmail(email), phone });
}

export interface AdminLoginForm {
  username: string;
  password: string;
}

export function validateAdminLogin(raw: Raw<AdminLoginForm>): Validation<AdminLoginForm> {
  const username = text(raw.username);
  const password = typeof raw.password === 'string' ? raw.password : '';
  if (!username || !password) return fail('adminLoginRequired');
  if (username.length > LIMITS.username || password.length > LIMITS.password) {
    return fail('adminLoginFailed');
  }
  return pass({ username, password });
}

// ---------------------------------------------------------------- booking

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

export interface ValidBooking {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly location: ServiceLocation;
  readonly serviceIds: readonly string[];
  readonly addOnIds: readonly string[];
  readonly packageId: string | null;
  readonly groupSize: number;
  readonly date: string;
  readonly time: string;
  readonly notes: string | null;
  readonly serviceAddress: string | null;
  readonly companyName: string | null;
  readonly addToCalendar: boolean;
  readonly calendarEmail: string | null;
  readonly price: PriceBreakdown;
  readonly startsAt: Date;
  readonly endsAt: Date;
}

const SLOT_CODES: Record<SlotProblem, FixedMessageCode> = {
  invalid_date: 'invalidDate',
  invalid_time: 'invalidTime',
  past_date: 'dateInPast',
  closed_day: 'closedDay',
  off_grid: 'offGridTime',
  past_time: 'timeInPast',
  after_closing: 'afterClosing',
};

/** The catalogue's code for a slot problem. */
export function slotProblemCode(problem: SlotProblem): FixedMessageCode {
  return SLOT_CODES[problem];
}

export function slotProblemMessage(problem: SlotProblem): string {
  return MESSAGES[SLOT_CODES[problem]];
}

function idList(value: unknown): string[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return null;
  const ids = value.map(text);
  return ids.includes('') ? null : ids;
}

function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return null;
}

/**
 * A booking request, checked in the order the booking form reports problems, then against the catalog,
 * the opening hours and the clock. The price and duration are computed here: the client's own
 * total_price and total_duration are never read.
 */
export function validateBooking(
  raw: Raw<BookingRequest>,
  context: { now: Date; timeZone?: string },
): Validation<ValidBooking> {
  const tz = context.timeZone ?? DEFAULT_TIME_ZONE;
  const firstName = text(raw.first_name);
  const lastName = text(raw.last_name);
  const email = text(raw.email);
  const phoneText = text(raw.phone);
  if (!firstName || !lastName || !email || !phoneText) return fail('bookingRequiredFields');

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

  const date = text(raw.preferred_date);
  if (!date) return fail('selectDate', 'preferred_date');
  if (!isValidDate(date)) return fail('invalidDate', 'preferred_date');
  if (date < dateInZone(context.now, tz)) return fail('dateInPast', 'preferred_date');
  const time = text(raw.preferred_time);
  if (!time) return fail('selectTime', 'preferred_time');

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

  if (!isValidEmail(email)) return fail('invalidEmail', 'email');
  const phone = normalizePhone(phoneText);
  if (!phone) return fail('invalidPhone', 'phone');

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

  // Catalog membership.
  const pkg = isPackage ? findBookingPackage(packageId) : undefined;
  if (isPackage && !pkg) return fail('unknownPackage', 'package_id');
  if (new Set(serviceIds).size !== serviceIds.length) return fail('duplicateService', 'services');
  for (const id of serviceIds) {
    const service = findService(id);
    if (!service) return fail('unknownService', 'services');
    if (pkg && !isServiceAllowedInPackage(pkg, id)) return fail('serviceNotInPackage', 'services');
    if (service.location !== location) return fail('serviceNotAtLocation', 'services');
  }
  const addOnIds = idList(raw.add_ons);
  if (
    addOnIds === null ||
    addOnIds.some((id) => !findAddOn(id)) ||
    new Set(addOnIds).size !== addOnIds.length
  ) {
    return fail('unknownAddOn', 'add_ons');
  }

  const price = priceBooking({
    location,
    serviceIds,
    addOnIds,
    groupSize,
    packageId: pkg?.id ?? null,
  });
  const problem = slotProblem({
    date,
    time,
    durationMinutes: price.durationMinutes,
    now: context.now,
    timeZone: tz,
  });
  if (problem)
    return fail(
      slotProblemCode(problem),
      problem === 'invalid_date' ? 'preferred_date' : 'preferred_time',
    );
  const interval = appointmentInterval(date, time, price.durationMinutes, tz);

  return pass({
    firstName,
    lastName,
    email: normalizeEmail(email),
    phone,
    location,
    serviceIds,
    addOnIds,
    packageId: pkg?.id ?? null,
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
  });
}

// ---------------------------------------------------------------- health and consultation form

export interface ConsultationForm {
  skin_type: string | null;
  skin_concerns: string[];
  current_skincare_routine: string | null;
  products_currently_using: string[];
  previous_treatments: string[];
  allergies: string[];
  medications: string[];
  medical_conditions: string[];
  pregnant_or_nursing: boolean;
  skin_goals: string[];
  treatment_preferences: string[];
  budget_range: string | null;
  sun_exposure: string | null;
  smoking_status: string | null;
  alcohol_consumption: string | null;
}

const CONSULTATION_CHOICES: Record<string, [readonly string[], string]> = {
  skin_type: [CONSULTATION_OPTIONS.skinTypes, 'skin type'],
  budget_range: [CONSULTATION_OPTIONS.budgetRanges, 'budget range'],
  sun_exposure: [CONSULTATION_OPTIONS.sunExposure, 'sun exposure'],
  smoking_status: [CONSULTATION_OPTIONS.smokingStatus, 'smoking status'],
  alcohol_consumption: [CONSULTATION_OPTIONS.alcoholConsumption, 'alcohol consumption'],
};

const CONSULTATION_MULTI: Record<string, [readonly string[], string]> = {
  skin_concerns: [CONSULTATION_OPTIONS.skinConcerns, 'skin concerns'],
  treatment_preferences: [CONSULTATION_OPTIONS.treatmentPreferences, 'treatment preferences'],
};

const FREE_LISTS = [
  'products_currently_using',
  'previous_treatments',
  'allergies',
  'medications',
  'medical_conditions',
  'skin_goals',
] as const;

/** The health and consultation form: every field optional; choices from the listed options only. */
export function validateConsultation(raw: Raw<ConsultationForm>): Validation<ConsultationForm> {
  const choices: Record<string, string | null> = {};
  for (const [field, [options, label]] of Object.entries(CONSULTATION_CHOICES)) {
    const value = text((raw as Record<string, unknown>)[field]);
    if (value && !options.includes(value)) return failWith('invalidOption', [label], field);
    choices[field] = value || null;
  }
  const multi: Record<string, string[]> = {};
  for (const [field, [options, label]] of Object.entries(CONSULTATION_MULTI)) {
    const values = parseList((raw as Record<string, unknown>)[field]);
    if (values.some((v) => !options.includes(v))) return failWith('invalidOption', [label], field);
    multi[field] = [...new Set(values)];
  }
  const lists: Record<string, string[]> = {};
  for (const field of FREE_LISTS) {
    const values = parseList(raw[field]);
    const label = field.charAt(0).toUpperCase() + field.slice(1).replace(/_/g, ' ');
    if (values.length > LIMITS.listItems) {
      return failWith('tooManyItems', [label, LIMITS.listItems], field);
    }
    if (values.some((v) => v.length > LIMITS.listItem)) {
      return failWith('tooLong', [label, LIMITS.listItem], field);
    }
    lists[field] = values;
  }
  const routine = text(raw.current_skincare_routine);
  if (routine.length > LIMITS.text)
    return failWith(
      'tooLong',
      ['Current skincare routine', LIMITS.text],
      'current_skincare_routine',
    );
  return pass({
    skin_type: choices.skin_type,
    skin_concerns: multi.skin_concerns,
    current_skincare_routine: routine || null,
    products_currently_using: lists.products_currently_using,
    previous_treatments: lists.previous_treatments,
    allergies: lists.allergies,
    medications: lists.medications,
    medical_conditions: lists.medical_conditions,
    pregnant_or_nursing: raw.pregnant_or_nursing === true,
    skin_goals: lists.skin_goals,
    treatment_preferences: multi.treatment_preferences,
    budget_range: choices.budget_range,
    sun_exposure: choices.sun_exposure,
    smoking_status: choices.smoking_status,
    alcohol_consumption: choices.alcohol_consumption,
  });
}

// ---------------------------------------------------------------- corporate inquiry

export interface CorporateInquiryForm {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  eventType: string;
  groupSize: number;
  preferredDate: string;
  eventDuration: string;
  specialRequirements: string;
  packageType: string;
  selectedPackage: { id: string } | null;
  submissionType: string;
  submittedAt: string;
}

export interface ValidCorporateInquiry {
  readonly companyName: string;
  readonly contactName: string;
  readonly email: string;
  readonly phone: string;
  readonly eventType: string | null;
  readonly groupSize: number | null;
  readonly preferredDate: string | null;
  readonly eventDuration: string | null;
  readonly specialRequirements: string | null;
  readonly packageType: string;
  /** The catalog's own copy of the chosen package, never the client's. */
  readonly selectedPackage: CorporatePackage | null;
}

/**
 * A corporate inquiry. The preferred date, when given, is today or later in the business's time zone
 * (the same "today" as the booking's date rule); group size has no bounds beyond at least 1.
 */
export function validateCorporateInquiry(
  raw: Raw<CorporateInquiryForm>,
  context: { now: Date; timeZone?: string },
): Validation<ValidCorporateInquiry> {
  const companyName = text(raw.companyName);
  const contactName = text(raw.contactName);
  const email = text(raw.email);
  const phoneText = text(raw.phone);
  if (!companyName || !contactName || !email || !phoneText) return fail('requiredFields');
  if (!isValidEmail(email)) return fail('invalidEmail', 'email');
  const phone = normalizePhone(phoneText);
  if (!phone) return fail('invalidPhone', 'phone');
  const eventType = text(raw.eventType);
  if (eventType && !CORPORATE_EVENT_TYPES.some((t) => t.id === eventType)) {
    return fail('invalidEventType', 'eventType');
  }
  let groupSize: number | null = null;
  if (!isAbsent(raw.groupSize)) {
    groupSize = wholeNumber(raw.groupSize);
    if (groupSize === null || groupSize < 1) return fail('invalidGroupSize', 'groupSize');
  }
  const preferredDate = text(raw.preferredDate);
  if (preferredDate && !isValidDate(preferredDate))
    return fail('invalidPreferredDate', 'preferredDate');
  if (
    preferredDate &&
    preferredDate < dateInZone(context.now, context.timeZone ?? DEFAULT_TIME_ZONE)
  )
    return fail('preferredDateInPast', 'preferredDate');

  let selectedPackage: CorporatePackage | null = null;
  const chosen = raw.selectedPackage;
  if (chosen !== undefined && chosen !== null) {
    const id = typeof chosen === 'object' ? text((chosen as { id?: unknown }).id) : '';
    selectedPackage = CORPORATE_PACKAGES.find((p) => p.id === id) ?? null;
    if (!selectedPackage) return fail('unknownCorporatePackage', 'selectedPackage');
  }
  const packageType = selectedPackage?.id ?? (text(raw.packageType) || 'custom');
  if (packageType !== 'custom' && !CORPORATE_PACKAGES.some((p) => p.id === packageType)) {
    return fail('unknownCorporatePackage', 'packageType');
  }
  const eventDuration = text(raw.eventDuration);
  const specialRequirements = text(raw.specialRequirements);
  const long = tooLong({
    companyName: ['Company name', companyName, LIMITS.company],
    contactName: ['Contact name', contactName, LIMITS.name],
    eventDuration: ['Event duration', eventDuration, LIMITS.name],
    specialRequirements: ['Special requirements', specialRequirements, LIMITS.message],
  });
  if (long) return long;
  return pass({
    companyName,
    contactName,
    email: normalizeEmail(email),
    phone,
    eventType: eventType || null,
    groupSize,
    preferredDate: preferredDate || null,
    eventDuration: eventDuration || null,
    specialRequirements: specialRequirements || null,
    packageType,
    selectedPackage,
  });
}

/**
 * The gentle note beside group size when the group is smaller than the chosen package's minimum
 * (display only: the spec sends the inquiry anyway). Null when there is nothing to say.
 */
export function corporateGroupSizeNote(
  selected: Pick<CorporatePackage, 'name' | 'minGuests'> | null,
  groupSize: unknown,
): string | null {
  if (!selected || isAbsent(groupSize)) return null;
  const size = wholeNumber(groupSize);
  if (size === null || size < 1 || size >= selected.minGuests) return null;
  return MESSAGES.groupBelowPackageMinimum(selected.name, selected.minGuests);
}
