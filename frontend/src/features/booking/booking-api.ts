/**
 * The booking flow's calls (spec section 7) and what each answer means for the page (section 8):
 * submit a booking, start the deposit checkout, read the free times. Outcomes are data, so the page
 * only renders them and the rules are tested without a browser.
 */
import { MESSAGES } from '@esthetics/domain';
import type { ApiClient, Schemas } from '../../api/client';
import { serverMessage } from '../contact/send-contact';
import { controlOf, type BookingPayload } from './booking-form';

export type BookingCreated = Schemas['BookingCreatedDto'];

export type SubmitOutcome =
  /** Booked; pay the deposit now (dialog) or later (from the e-mail). */
  | { readonly kind: 'requires_payment'; readonly booking: BookingCreated }
  /** Booked, nothing to pay online. */
  | { readonly kind: 'booked'; readonly message: string }
  /** The time was taken meanwhile (409): the free times must be read again. */
  | { readonly kind: 'slot_taken'; readonly message: string }
  /** Refused: the message, beside the control it concerns when the server named one. */
  | { readonly kind: 'error'; readonly message: string; readonly control?: string };

const reasonOf = (e: unknown): string => (e instanceof Error && e.message ? e.message : String(e));

function detailOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'detail' in error) {
    const { detail } = error as { detail: unknown };
    if (typeof detail === 'string' && detail.trim() !== '') return detail;
  }
  return undefined;
}

function fieldOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'field' in error) {
    const { field } = error as { field: unknown };
    if (typeof field === 'string') return field;
  }
  return undefined;
}

export async function submitBooking(
  api: ApiClient,
  payload: BookingPayload,
): Promise<SubmitOutcome> {
  try {
    const { data, error, response } = await api.POST('/api/bookings', {
      // group_size is left out (not undefined) while empty: JSON has no undefined.
      body: payload as Schemas['CreateBookingDto'],
    });
    if (data) {
      if (data.requires_payment && data.booking_id)
        return { kind: 'requires_payment', booking: data };
      return { kind: 'booked', message: data.message };
    }
    const reason = detailOf(error) ?? serverMessage(error) ?? MESSAGES.unknownError;
    if (response.status === 409) return { kind: 'slot_taken', message: reason };
    const control = controlOf(fieldOf(error));
    // A message the form shows beside its field stands alone; others read "Error: ..." (section 8).
    return control
      ? { kind: 'error', message: reason, control }
      : { kind: 'error', message: MESSAGES.bookingError(reason) };
  } catch (e) {
    return { kind: 'error', message: MESSAGES.bookingNetworkError(reasonOf(e)) };
  }
}

export type CheckoutOutcome =
  | { readonly ok: true; readonly checkoutUrl: string }
  | { readonly ok: false; readonly message: string };

/** Starts the hosted checkout of a booking's deposit; the page then goes to `checkoutUrl`. */
export async function startCheckout(
  api: ApiClient,
  bookingId: string,
  origin: string,
): Promise<CheckoutOutcome> {
  try {
    const { data, error } = await api.POST('/api/payments/create-session', {
      body: { booking_id: bookingId, origin_url: origin },
    });
    if (data?.checkout_url) return { ok: true, checkoutUrl: data.checkout_url };
    return {
      ok: false,
      message: MESSAGES.paymentSetupFailed(detailOf(error) ?? serverMessage(error)),
    };
  } catch {
    return { ok: false, message: MESSAGES.paymentSetupException };
  }
}

/** The free start times of a date for a duration (GET /api/availability); throws when unreadable. */
export async function readFreeTimes(
  api: ApiClient,
  date: string,
  durationMinutes: number,
  signal?: AbortSignal,
): Promise<string[]> {
  const { data } = await api.GET('/api/availability', {
    params: { query: { date, duration: durationMinutes } },
    signal,
  });
  if (!data) throw new Error(MESSAGES.slotsLoadFailed);
  return data.slots.filter((s) => s.available).map((s) => s.time);
}
