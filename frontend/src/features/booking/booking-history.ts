import type { Catalog } from '@esthetics/domain';
import type { BookingCreated } from './booking-api';
import { EMPTY_BOOKING_FORM, formFromQuery, type BookingFormState } from './booking-form';

/** The form is kept in the page's history entry, so Back (from the checkout, say) restores it. */
export const HISTORY_KEY = 'bookingForm';

/** A booking sent to the checkout: coming Back to the page offers its deposit again, not a new one. */
export const PENDING_KEY = 'bookingAwaitingDeposit';

const historyState = () => window.history.state as Record<string, unknown> | null;

/** The form as the page's history entry kept it, else as the link's query fills it. */
export function restoredForm(catalog: Catalog, query: URLSearchParams): BookingFormState {
  const saved: unknown = historyState()?.[HISTORY_KEY];
  if (saved && typeof saved === 'object') return { ...EMPTY_BOOKING_FORM, ...saved };
  return formFromQuery(catalog, query);
}

export function saveInHistory(key: string, value: unknown) {
  window.history.replaceState({ ...(historyState() ?? {}), [key]: value }, '');
}

/** The booking awaiting its deposit when the visitor came Back from the checkout, while it is held. */
export function restoredPending(): BookingCreated | null {
  const saved = historyState()?.[PENDING_KEY];
  if (!saved || typeof saved !== 'object') return null;
  const booking = saved as BookingCreated;
  return new Date(booking.hold_expires_at).getTime() > Date.now() ? booking : null;
}
