import * as domain from './index';

describe('the domain barrel', () => {
  it.each([
    ['money', 'percentOf'],
    ['catalog', 'SERVICES'],
    ['business', 'POLICIES'],
    ['pricing', 'priceBooking'],
    ['schedule', 'daySlots'],
    ['appointment-status', 'applyDepositPaid'],
    ['messages', 'MESSAGES'],
    ['validation', 'validateBooking'],
    ['assistant', 'assistantReply'],
    ['payment-result', 'paymentResultReducer'],
    ['inbox', 'isInboxStatus'],
    ['stats', 'weekRange'],
    ['self-service', 'cancellationTerms'],
    ['waitlist', 'matchWaitlist'],
    ['validation (waitlist)', 'validateWaitlistEntry'],
    ['health', 'safetyFlags'],
  ])('re-exports %s (%s)', (_module, name) => {
    expect(domain).toHaveProperty(name);
    expect((domain as Record<string, unknown>)[name]).toBeDefined();
  });

  it('prices through the barrel like the module does', () => {
    expect(
      domain.priceBooking(domain.SEED_CATALOG, {
        location: 'mobile',
        serviceIds: ['mobile-express-facial'],
      }).depositCents,
    ).toBe(4278);
  });
});
