/**
 * What each answer of the booking flow's calls (docs/spec.md#the-calls-it-makes) means for the page
 * (#error-catalogue): submitting a booking, starting the deposit checkout, reading the free times.
 * The calls themselves are TanStack Query mutations and queries (see queries.ts); their error
 * answers arrive as ApiError (`withoutToken`'s middleware). Outcomes are data, so the page only
 * renders them and the rules are tested without a browser.
 */
import { MESSAGES } from '@esthetics/domain';
import type { Schemas } from '../../api/client';
import { ApiError } from '../../api/errors';
import { controlOf } from './booking-request';

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

/** The server's reason for a refusal: its detail, else its message. */
const reasonGiven = (error: ApiError): string | undefined =>
  error.detail ?? (error.message || undefined);

/** A booking the server took (POST /api/bookings answered 201). */
export function bookingAccepted(data: BookingCreated | undefined): SubmitOutcome {
  if (!data) return { kind: 'error', message: MESSAGES.bookingError(MESSAGES.unknownError) };
  if (data.requires_payment && data.booking_id) return { kind: 'requires_payment', booking: data };
  return { kind: 'booked', message: data.message };
}

/** A booking that failed: refused by the server (an ApiError), or no answer at all. */
export function bookingFailed(error: unknown): SubmitOutcome {
  if (!(error instanceof ApiError)) {
    return { kind: 'error', message: MESSAGES.bookingNetworkError(reasonOf(error)) };
  }
  const reason = reasonGiven(error) ?? MESSAGES.unknownError;
  if (error.status === 409) return { kind: 'slot_taken', message: reason };
  const control = controlOf(error.field);
  // A message the form shows beside its field stands alone; others read "Error: ..." (section 8).
  return control
    ? { kind: 'error', message: reason, control }
    : { kind: 'error', message: MESSAGES.bookingError(reason) };
}

export type CheckoutCreated = Schemas['CheckoutCreatedDto'];

export type CheckoutOutcome =
  | { readonly ok: true; readonly checkoutUrl: string }
  | { readonly ok: false; readonly message: string };

/** A checkout the server opened (POST /api/payments/create-session): the page goes to its URL. */
export function checkoutOpened(data: CheckoutCreated | undefined): CheckoutOutcome {
  if (data?.checkout_url) return { ok: true, checkoutUrl: data.checkout_url };
  return { ok: false, message: MESSAGES.paymentSetupFailed() };
}

/** A checkout that could not be opened: the server's reason, or "contact us" when it never answered. */
export function checkoutFailed(error: unknown): CheckoutOutcome {
  if (!(error instanceof ApiError)) return { ok: false, message: MESSAGES.paymentSetupException };
  return { ok: false, message: MESSAGES.paymentSetupFailed(reasonGiven(error)) };
}

/** The free start times of an availability answer (GET /api/availability). */
export const freeTimesOf = (answer: Schemas['AvailabilityDto']): string[] =>
  answer.slots.filter((s) => s.available).map((s) => s.time);
