import { DEPOSIT_PERCENT, HOLD_HOURS, hoursPhrase, REPLY_WITHIN_HOURS } from '../policy';

/** The corporate inquiry, the health form, the payment result and the checkout. */
export const PAYMENT_MESSAGES = {
  // Corporate inquiry
  corporateInquiryReceived: `Thank you for your inquiry! Our corporate team will contact you within ${hoursPhrase(REPLY_WITHIN_HOURS)} with detailed pricing.`,
  corporateInquiryFailed: 'Failed to submit inquiry',
  corporateNetworkError: (phone: string) =>
    `Network error. Please try again or call us at ${phone}.`,
  invalidEventType: 'Please choose an event type from the list.',
  invalidGroupSize: 'Group size must be a whole number of at least 1.',
  invalidPreferredDate: 'Please enter a valid preferred date.',
  preferredDateInPast: 'Please choose a preferred date from today onwards.',
  groupBelowPackageMinimum: (pkg: string, minGuests: number) =>
    `${pkg} is planned for at least ${minGuests} guests. You can still send your request: we will suggest what suits a smaller group.`,
  unknownCorporatePackage: 'The selected corporate package is not available.',

  // Health form
  invalidOption: (field: string) => `Please choose a valid option for ${field}.`,

  // Payment result
  paymentError:
    'There was an issue processing your payment. Please try again or contact us for assistance.',
  paymentExpired: 'Your payment session has expired. Please try booking again.',
  paymentStillProcessing:
    "Your payment is still being processed. Please check your email for confirmation or contact us if you don't receive confirmation within 10 minutes.",
  paymentRefundCancelled:
    'We received your deposit, but this booking has been cancelled, so the appointment will not take place. Your deposit will be refunded in full to your original payment method; you do not need to do anything.',
  paymentRefundWrongAmount:
    'We received a payment that is not the deposit this booking asks for, so it does not confirm your booking. It will be refunded in full to your original payment method. Please call us to confirm your appointment.',
  paymentRefundAlreadyPaid:
    'This booking was already paid, so this payment was not needed. It will be refunded in full to your original payment method; your booking is unchanged.',

  // Guards
  useAdminOutsideProvider: 'useAdmin must be used within an AdminProvider',

  // Payments
  paymentBookingIdRequired: 'booking_id is required.',
  paymentBadOrigin: "origin_url must be this site's own address.",
  paymentBookingNotFound: 'Booking not found.',
  paymentAlreadyPaid: 'This booking is already paid.',
  paymentBookingCancelled: 'This booking was cancelled. Please make a new booking.',
  paymentNotNeeded: 'This booking no longer needs an online deposit.',
  paymentHoldEnded: `The ${HOLD_HOURS}-hour hold on this booking has ended. Please make a new booking.`,
  paymentSessionNotFound: 'Payment session not found.',
  paymentWebhooksOff: 'Stripe webhooks are not configured on this server.',
  paymentBadSignature: 'Invalid Stripe signature.',
  paymentProviderDown:
    'The payment service is not answering right now. Please try again in a few minutes.',
  paymentLinkInvalid:
    'This payment link is not valid or has expired. Please make a new booking or call us.',
  /** The checkout's line item: what the deposit pays for. */
  depositLineItem: (total: string, services: string, when: string) =>
    `Deposit (${DEPOSIT_PERCENT}%) of ${total}: ${services} on ${when}`,
  // The local test-mode checkout page
  checkoutNotFound: 'This checkout session does not exist.',
  checkoutAlreadyPaid: 'This deposit is already paid. Thank you!',
  checkoutExpired: 'This checkout session has expired. Please start the payment again.',
  checkoutPageTitle: (business: string) => `Pay deposit - ${business}`,
  checkoutTestMode: 'TEST MODE - no real card is charged',
  checkoutAmountDue: 'Amount due',
  checkoutPayingAs: (email: string) => `Paying to ${email}`,
  checkoutPay: (amount: string) => `Pay ${amount}`,
  checkoutCancel: 'Cancel',
  paymentPageTitle: (business: string) => `Payment - ${business}`,
  paymentReturnHome: 'Return Home',
} as const;
