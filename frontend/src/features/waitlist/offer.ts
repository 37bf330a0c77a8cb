/**
 * The pages the waitlist's e-mails link to, as data: what an offer (GET /api/waitlist/offers/{token})
 * asks of the person before it can be booked, the claim it sends, and what a refused claim or a
 * refused leave means for the page. The pages only render this.
 */
import { MESSAGES } from '@esthetics/domain';
import type { Schemas } from '../../api/client';
import { ApiError } from '../../api/errors';

export type WaitlistOffer = Schemas['WaitlistOfferDto'];
export type ClaimBody = Schemas['ClaimWaitlistOfferDto'];

/** What the person types on the offer page when the waitlist entry did not say it. */
export interface ClaimExtras {
  readonly lastName: string;
  readonly address: string;
  readonly companyName: string;
}

export const NO_EXTRAS: ClaimExtras = { lastName: '', address: '', companyName: '' };

/** The fields the offer page asks for: a last name for a one-word name, an address away from the clinic. */
export function claimNeeds(offer: WaitlistOffer) {
  return {
    lastName: offer.last_name.trim() === '',
    address: offer.service_location !== 'clinic',
    companyName: offer.service_location === 'corporate',
  };
}

/** The claim's body: the offer's defaults, with what the page asked for added. */
export function claimBody(offer: WaitlistOffer, extras: ClaimExtras): ClaimBody {
  const needs = claimNeeds(offer);
  return {
    group_size: 1,
    ...(needs.lastName ? { last_name: extras.lastName.trim() } : {}),
    ...(needs.address ? { mobile_address: extras.address.trim() } : {}),
    ...(needs.companyName ? { company_name: extras.companyName.trim() } : {}),
  };
}

/** Why a link's call failed, in words; `final` when the offer can no longer be claimed (read it again). */
export interface LinkFailure {
  readonly message: string;
  readonly final: boolean;
}

const reasonOf = (e: unknown): string => (e instanceof Error && e.message ? e.message : String(e));

/**
 * A claim or a leave the server refused, or that never reached it: the server's own message (404:
 * not a valid link, 409: already claimed or the time was taken, 410: the offer lapsed); a 409 or 410
 * means the offer is over and is read again to show its new state.
 */
export function linkFailed(error: unknown): LinkFailure {
  if (!(error instanceof ApiError)) {
    return { message: MESSAGES.bookingNetworkError(reasonOf(error)), final: false };
  }
  const message = error.detail ?? (error.message || MESSAGES.unknownError);
  return { message, final: error.status === 409 || error.status === 410 };
}

/** Whether a read of the offer failed because the link is not valid (404), not for want of an answer. */
export const isUnknownLink = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;
