import { MESSAGES } from '@esthetics/domain';
import { ApiError } from '../../api/errors';
import { claimBody, claimNeeds, isUnknownLink, linkFailed, type WaitlistOffer } from './offer';
import { offerOn } from './offer.fixture';

const offer = (over: Partial<WaitlistOffer> = {}) => offerOn('2026-12-01', over);

const extras = { lastName: ' Smith ', address: ' 1 Main St ', companyName: ' Acme ' };

describe('the claim of a waitlist offer', () => {
  it('sends only the group size when the entry said everything a clinic booking needs', () => {
    expect(claimNeeds(offer())).toEqual({ lastName: false, address: false, companyName: false });
    expect(claimBody(offer(), extras)).toEqual({ group_size: 1 });
  });

  it('asks a one-word name for its last name', () => {
    const oneWord = offer({ name: 'Maya', last_name: '' });
    expect(claimNeeds(oneWord).lastName).toBe(true);
    expect(claimBody(oneWord, extras)).toEqual({ group_size: 1, last_name: 'Smith' });
  });

  it('asks a mobile visit for its address and a corporate one for the company too', () => {
    expect(claimBody(offer({ service_location: 'mobile' }), extras)).toEqual({
      group_size: 1,
      mobile_address: '1 Main St',
    });
    expect(claimBody(offer({ service_location: 'corporate' }), extras)).toEqual({
      group_size: 1,
      mobile_address: '1 Main St',
      company_name: 'Acme',
    });
  });
});

describe('a refused link call', () => {
  it("shows the server's message; a claimed (409) or lapsed (410) offer is over", () => {
    expect(linkFailed(new ApiError(410, MESSAGES.waitlistOfferExpired))).toEqual({
      message: MESSAGES.waitlistOfferExpired,
      final: true,
    });
    expect(linkFailed(new ApiError(409, MESSAGES.waitlistOfferClaimed)).final).toBe(true);
    expect(linkFailed(new ApiError(404, MESSAGES.waitlistEntryNotFound))).toEqual({
      message: MESSAGES.waitlistEntryNotFound,
      final: false,
    });
  });

  it('says the request did not reach the server when there was no answer', () => {
    expect(linkFailed(new TypeError('Failed to fetch'))).toEqual({
      message: MESSAGES.bookingNetworkError('Failed to fetch'),
      final: false,
    });
  });

  it('tells a link that is not valid (404) from a read that failed', () => {
    expect(isUnknownLink(new ApiError(404, 'x'))).toBe(true);
    expect(isUnknownLink(new ApiError(500, 'x'))).toBe(false);
    expect(isUnknownLink(new TypeError('x'))).toBe(false);
  });
});
