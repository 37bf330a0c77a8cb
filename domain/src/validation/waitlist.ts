/**
 * The waitlist form: who is waiting (name, e-mail, phone), for which services, on which days and
 * between which start times. The times are half hours (SLOT_TIMES), both ends included: "from 10:00
 * to 13:00" suits any start from 10:00 to 13:00 on the owner's grid.
 */
import { BOOKING_HORIZON_MONTHS, isBeyondBookingHorizon } from '../policy';
import { DayHours, hoursOn } from '../schedule/hours';
import { SLOT_TIMES } from '../schedule/slots';
import { dateInZone, DEFAULT_TIME_ZONE, isValidDate } from '../schedule/zone';
import { Catalog } from '../catalog';
import { waitlistDurationMinutes, WaitlistWish } from '../waitlist';
import { emailAndPhone, fail, failWith, idList, pass, tooLong } from './checks';
import { LIMITS, text } from './fields';
import { Raw, Validation } from './result';

export interface WaitlistForm {
  name: string;
  email: string;
  phone: string;
  /** Service ids of the catalog. */
  services: string[];
  /** Calendar dates "YYYY-MM-DD" that suit. */
  days: string[];
  /** The earliest and the latest start time that suit, "HH:MM" on the booking grid. */
  from: string;
  to: string;
}

/** A valid waitlist entry: normalised contact details, its days sorted and each once. */
export interface ValidWaitlistEntry extends WaitlistWish {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  /** How long the services take together, in minutes. */
  readonly durationMinutes: number;
}

export interface WaitlistContext {
  readonly now: Date;
  /** The menu being sold: hidden services cannot be waited for. */
  readonly catalog: Catalog;
  readonly timeZone?: string;
  /** The week's opening hours; the spec's when not given. A closed day cannot be chosen. */
  readonly hours?: readonly DayHours[];
  /** How many months ahead a day may be chosen (the booking horizon); BOOKING_HORIZON_MONTHS when not given. */
  readonly horizonMonths?: number;
}

/** The services, known and each once, with their total duration. */
function readServices(
  value: unknown,
  catalog: Catalog,
): Validation<{ serviceIds: string[]; minutes: number }> {
  const serviceIds = idList(value);
  if (serviceIds === null) return fail('unknownService', 'services');
  if (serviceIds.length === 0) return fail('waitlistServiceRequired', 'services');
  if (new Set(serviceIds).size !== serviceIds.length) return fail('duplicateService', 'services');
  const minutes = waitlistDurationMinutes(catalog, serviceIds);
  if (minutes === null) return fail('unknownService', 'services');
  return pass({ serviceIds, minutes });
}

/** The days: real dates, from today, within the horizon, on open days; sorted, each once. */
function readDays(value: unknown, context: WaitlistContext): Validation<string[]> {
  const given = idList(value);
  if (given === null) return fail('invalidDate', 'days');
  if (given.length === 0) return fail('waitlistDayRequired', 'days');
  if (given.length > LIMITS.listItems) {
    return failWith('tooManyItems', ['Days', LIMITS.listItems], 'days');
  }
  const today = dateInZone(context.now, context.timeZone ?? DEFAULT_TIME_ZONE);
  for (const day of given) {
    if (!isValidDate(day)) return fail('invalidDate', 'days');
    if (day < today) return fail('dateInPast', 'days');
    const horizonMonths = context.horizonMonths ?? BOOKING_HORIZON_MONTHS;
    if (isBeyondBookingHorizon(day, today, horizonMonths)) {
      return failWith('dateBeyondHorizon', [horizonMonths], 'days');
    }
    if (hoursOn(day, context.hours).opens === null) return fail('closedDay', 'days');
  }
  return pass([...new Set(given)].sort());
}

/** The range of start times: both given, both on the grid, the first not after the last. */
function readRange(raw: Raw<WaitlistForm>): Validation<{ from: string; to: string }> {
  const from = text(raw.from);
  const to = text(raw.to);
  if (!from) return fail('waitlistTimeRequired', 'from');
  if (!to) return fail('waitlistTimeRequired', 'to');
  if (!SLOT_TIMES.includes(from)) return fail('offGridTime', 'from');
  if (!SLOT_TIMES.includes(to)) return fail('offGridTime', 'to');
  if (from > to) return fail('waitlistTimeOrder', 'to');
  return pass({ from, to });
}

/**
 * A waitlist entry, checked in the order of the form: contact details (`requiredFields`,
 * `invalidEmail`, `invalidPhone`, `tooLong`), services (`waitlistServiceRequired`, `unknownService`,
 * `duplicateService`), days (`waitlistDayRequired`, `invalidDate`, `dateInPast`,
 * `dateBeyondHorizon`, `closedDay`, `tooManyItems`) and the time range (`waitlistTimeRequired`,
 * `offGridTime`, `waitlistTimeOrder`).
 */
export function validateWaitlistEntry(
  raw: Raw<WaitlistForm>,
  context: WaitlistContext,
): Validation<ValidWaitlistEntry> {
  const name = text(raw.name);
  const email = text(raw.email);
  const phoneText = text(raw.phone);
  if (!name || !email || !phoneText) return fail('requiredFields');
  const contact = emailAndPhone(email, phoneText);
  if (!contact.ok) return contact;
  const long = tooLong({ name: ['Name', name, LIMITS.name] });
  if (long) return long;
  const services = readServices(raw.services, context.catalog);
  if (!services.ok) return services;
  const days = readDays(raw.days, context);
  if (!days.ok) return days;
  const range = readRange(raw);
  if (!range.ok) return range;
  return pass({
    name,
    ...contact.value,
    serviceIds: services.value.serviceIds,
    days: days.value,
    ...range.value,
    durationMinutes: services.value.minutes,
  });
}
