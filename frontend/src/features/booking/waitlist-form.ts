/**
 * The waitlist form the booking page offers when the chosen day has no free time: plain
 * data and a reducer, the request it sends (POST /api/waitlist) and the checks it makes first, with
 * the domain's own `validateWaitlistEntry`, the function the server runs. The page only renders this.
 */
import {
  BUSINESS_HOURS,
  waitlistRangeTimes,
  validateWaitlistEntry,
  type DayHours,
  type MessageCode,
  type Catalog,
} from '@esthetics/domain';
import type { Schemas } from '../../api/client';
import type { BookingFormState } from './booking-form';
import type { FormProblem } from './booking-request';

export type WaitlistRequest = Schemas['JoinWaitlistDto'];
type GridTime = WaitlistRequest['from'];

export interface WaitlistFormState {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  /** The days that suit, "YYYY-MM-DD", in the order they were added. */
  readonly days: readonly string[];
  /** The earliest and latest start time that suit, on the booking grid. */
  readonly from: string;
  readonly to: string;
}

export type WaitlistTextField = 'name' | 'email' | 'phone';

export type WaitlistAction =
  | { readonly type: 'text'; readonly field: WaitlistTextField; readonly value: string }
  | { readonly type: 'addDay'; readonly day: string }
  | { readonly type: 'removeDay'; readonly day: string }
  | { readonly type: 'range'; readonly end: 'from' | 'to'; readonly time: string };

/**
 * The times a range can begin and end at: the half hours from the owner's earliest opening to her
 * latest closing (the spec's week until the site's hours are known).
 */
export const rangeTimes = (hours?: readonly DayHours[]): string[] =>
  waitlistRangeTimes(hours ?? BUSINESS_HOURS);

/**
 * The form as the booking form opens it: the contact details typed there, the chosen day, and the
 * whole day as the range of start times.
 */
export function waitlistFormFrom(
  booking: BookingFormState,
  times: readonly string[] = rangeTimes(),
): WaitlistFormState {
  return {
    name: `${booking.firstName.trim()} ${booking.lastName.trim()}`.trim(),
    email: booking.email.trim(),
    phone: booking.phone.trim(),
    days: booking.date ? [booking.date] : [],
    from: times[0],
    to: times[times.length - 1],
  };
}

export function waitlistFormReducer(
  state: WaitlistFormState,
  action: WaitlistAction,
): WaitlistFormState {
  switch (action.type) {
    case 'text':
      return { ...state, [action.field]: action.value };
    case 'addDay':
      if (action.day === '' || state.days.includes(action.day)) return state;
      return { ...state, days: [...state.days, action.day] };
    case 'removeDay':
      return { ...state, days: state.days.filter((d) => d !== action.day) };
    case 'range':
      return { ...state, [action.end]: action.time };
  }
}

/** The request of spec'd shape; the services are the booking form's. */
export function toWaitlistRequest(
  state: WaitlistFormState,
  serviceIds: readonly string[],
): WaitlistRequest {
  return {
    name: state.name.trim(),
    email: state.email.trim(),
    phone: state.phone.trim(),
    services: [...serviceIds],
    days: [...state.days],
    from: state.from as GridTime,
    to: state.to as GridTime,
  };
}

/** The controls of the form, by the field names of the request and of the domain's failures. */
const FIELD_CONTROLS: Record<string, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  services: 'services',
  days: 'days',
  from: 'from',
  to: 'to',
};

/** The control a server or domain field name belongs to (unknown: the name, the form's first). */
export const waitlistControlOf = (field: string | undefined): string =>
  (field && FIELD_CONTROLS[field]) || 'name';

export interface WaitlistCheckContext {
  readonly now: Date;
  readonly catalog: Catalog;
  readonly timeZone?: string;
  readonly hours?: readonly DayHours[];
}

/**
 * The first problem with the form, checked as the server will check it, beside the control it
 * concerns; null when it can be sent.
 */
export function checkWaitlistForm(
  state: WaitlistFormState,
  serviceIds: readonly string[],
  context: WaitlistCheckContext,
): FormProblem | null {
  const result = validateWaitlistEntry(toWaitlistRequest(state, serviceIds), context);
  if (result.ok) return null;
  if (result.code === ('requiredFields' satisfies MessageCode)) {
    const missing = (['name', 'email', 'phone'] as const).find((f) => state[f].trim() === '');
    return { message: result.message, control: missing ?? 'name' };
  }
  return { message: result.message, control: waitlistControlOf(result.field) };
}
