import { SEED_CATALOG, type Catalog, type ServiceLocation } from '@esthetics/domain';
import {
  bookingFormReducer,
  EMPTY_BOOKING_FORM,
  type BookingAction,
  type BookingFormState,
  type BookingTextField,
} from './booking-form';

/** The form after `actions`, over `catalog` (the seed menu by default). */
export const runOn =
  (catalog: Catalog) =>
  (...actions: BookingAction[]): BookingFormState =>
    actions.reduce(bookingFormReducer(catalog), EMPTY_BOOKING_FORM);

export const run = runOn(SEED_CATALOG);

// Monday 23 November 2026, 10:30 in Maryland.
export const NOW = new Date('2026-11-23T15:30:00Z');
export const TUESDAY = '2026-11-24';

export const contact: BookingAction[] = [
  { type: 'text', field: 'firstName', value: 'Maya' },
  { type: 'text', field: 'lastName', value: 'Lee' },
  { type: 'text', field: 'email', value: 'maya@example.com' },
  { type: 'text', field: 'phone', value: '(301) 555-0123' },
];
export const text = (field: BookingTextField, value: string): BookingAction => ({
  type: 'text',
  field,
  value,
});

/** The contact details, then `service` (at `location`), and the date and time when given. */
export function choosing(
  service: string,
  { location, date, time }: { location?: ServiceLocation; date?: string; time?: string } = {},
): BookingAction[] {
  const actions: BookingAction[] = [...contact];
  if (location) actions.push({ type: 'location', location });
  actions.push({ type: 'toggleService', id: service });
  if (date) actions.push({ type: 'date', date });
  if (time) actions.push({ type: 'time', time });
  return actions;
}

export const facialAt10 = choosing('classic-european-facial', { date: TUESDAY, time: '10:00' });
