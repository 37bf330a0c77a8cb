import { ErrorCode } from './app-errors';

/**
 * The HTTP status of every error code that is not a plain 400 (a form the user can correct): the one
 * place where a status is chosen, always from the code, never from the message text.
 */
const STATUS_OF: Partial<Record<ErrorCode, number>> = {
  invalidInput: 400,

  notAuthenticated: 401,
  loginRequired: 401,
  adminLoginFailed: 401,
  clientLoginFailed: 401,
  adminSessionEnded: 401,

  forbidden: 403,
  adminOnly: 403,
  ownAccountOnly: 403,

  notFound: 404,
  appointmentNotFound: 404,
  clientNotFound: 404,
  noHealthForm: 404,
  contactNotFound: 404,
  inquiryNotFound: 404,
  outboxMessageNotFound: 404,
  paymentBookingNotFound: 404,
  paymentSessionNotFound: 404,
  waitlistEntryNotFound: 404,
  waitlistOfferNotFound: 404,
  webhookEndpointNotFound: 404,
  webhookDeliveryNotFound: 404,
  adminSessionNotFound: 404,
  blockNotFound: 404,

  methodNotAllowed: 405,

  conflict: 409,
  slotTaken: 409,
  alreadyInStatus: 409,
  registrationExists: 409,
  emailTaken: 409,
  outboxAlreadySent: 409,
  paymentAlreadyPaid: 409,
  paymentBookingCancelled: 409,
  paymentNotNeeded: 409,
  paymentHoldEnded: 409,
  appointmentNotActive: 409,
  appointmentStarted: 409,
  appointmentStartedCall: 409,
  rescheduleTooLate: 409,
  rescheduleTooLateCall: 409,
  cancelTermsChanged: 409,
  noShowBeforeStart: 409,
  alreadyNoShow: 409,
  waitlistOfferClaimed: 409,
  idempotencyKeyInProgress: 409,
  timeBlocked: 409,
  blockHasAppointments: 409,

  waitlistOfferExpired: 410,

  idempotencyKeyReused: 422,

  requestTooLarge: 413,

  tooManyRequests: 429,
  tooManyAttempts: 429,
  tooManyUnpaidHolds: 429,

  serverError: 500,

  providerUnavailable: 502,
  paymentProviderDown: 502,

  databaseUnavailable: 503,

  // Health answers behind a one-time code (docs/security.md); a wrong, expired or used-up code is a 400.
  healthCodeRequired: 403,
  healthAccessClientOnly: 403,
  healthCodeRequestLimited: 429,
  // E-mail ownership (clients/email-ownership.service.ts); a wrong or expired code or link is a 400.
  emailNotVerified: 403,
  healthCodeAddressTooNew: 403,
  emailAlreadyVerified: 409,
  emailChangeLocked: 409,
  emailClaimGone: 409,
  emailProofRequestLimited: 429,
  // Scoped API keys (integrations/api-keys)
  apiKeyInvalid: 401,
  apiKeyScopeMissing: 403,
  apiKeyOwnerOnly: 403,
  apiKeyNotFound: 404,
  apiKeyRateLimited: 429,
  // Webhooks: an API key subscribing beyond its scopes; "Send again" of an erased client's delivery.
  webhookEventBeyondScopes: 403,
  webhookDeliveryErased: 409,
  // The owner's menu (catalog/): an unknown item; removing one that appointments to come use.
  menuItemNotFound: 404,
  menuItemBooked: 409,
  // No-show and late-cancellation fees (payments/fees.service.ts)
  feeNotFound: 404,
  // The visit's checkout (docs/money.md): a tip to confirm, a visit not ready or checked out already;
  // a saved card the bank refused (nothing charged) is 402, as a card payment that failed.
  checkoutTipConfirm: 409,
  checkoutAlreadyDone: 409,
  checkoutNotStarted: 409,
  checkoutNotConfirmed: 409,
  checkoutNoSavedCard: 409,
  visitCardDeclined: 402,
  visitCardNeedsAuth: 402,
  refundChargeNotFound: 404,
};

/** The answer's `status` field when it is not "error". */
const ANSWER_STATUS_OF: Partial<Record<ErrorCode, string>> = {
  // A registration whose e-mail already has an account.
  registrationExists: 'exists',
};

export const httpStatusOf = (code: ErrorCode): number => STATUS_OF[code] ?? 400;

export const answerStatusOf = (code: ErrorCode): string => ANSWER_STATUS_OF[code] ?? 'error';

/** The kind of a framework error (Nest's own HttpException) by the status it chose. */
export function kindOfStatus(status: number): ErrorCode {
  const kinds: Record<number, ErrorCode> = {
    401: 'notAuthenticated',
    403: 'forbidden',
    404: 'notFound',
    409: 'conflict',
    413: 'requestTooLarge',
    429: 'tooManyRequests',
  };
  return kinds[status] ?? (status >= 500 ? 'serverError' : 'invalidInput');
}
