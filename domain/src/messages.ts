import { DEPOSIT_PERCENT, HOLD_HOURS, hoursPhrase, REPLY_WITHIN_HOURS } from './policy';
import {
  CANCELLATION_NOTICE_HOURS,
  FULL_REFUND_NOTICE_HOURS,
  LATE_CANCELLATION_FEE_PERCENT,
  WAITLIST_OFFER_MINUTES,
} from './policy';
import { SESSION_MESSAGES } from './session-messages';
import { EMAIL_MESSAGES } from './email-ownership';
import { ADMIN_SESSION_MESSAGES } from './admin-session-messages';
import { SCHEDULE_MESSAGES } from './schedule-messages';
import { CATALOG_MESSAGES } from './catalog-messages';
import {
  HEALTH_CODE_DIGITS,
  HEALTH_CODE_MAX_TRIES,
  HEALTH_CODE_MINUTES,
} from './health-access-policy';

/**
 * Every message a user reads, spelled once. The server answers with these strings and the browser shows
 * the same ones. Templated messages are functions.
 */
export const MESSAGES = {
  // Contact form
  contactRequired: 'Please fill in all fields',
  contactSent: `Thank you for your message! We'll get back to you within ${hoursPhrase(REPLY_WITHIN_HOURS)}.`,
  contactFailed: 'Failed to send message',
  networkError: 'Network error. Please try again.',

  // Accounts
  requiredFields: 'Please fill in all required fields',
  adminLoginRequired: 'Please enter your username and password.',
  adminLoginFailed: 'Invalid admin credentials',
  clientLoginRequired: 'Please enter your email and phone number.',
  clientLoginFailed: 'Invalid credentials or client not found',
  registrationExists: 'An account with this email already exists. Please log in instead.',
  registrationFailed: 'Registration failed',
  emailTaken: 'That email address belongs to another account.',
  registrationSuccess: 'Registration successful! You can now log in.',
  profileUpdated: 'Profile updated successfully!',
  updateFailed: 'Update failed',
  healthFormsUpdated: 'Health forms updated successfully!',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',

  // Field checks (not in the spec; clear and specific)
  invalidEmail: 'Please enter a valid email address.',
  invalidPhone: 'Please enter a valid phone number.',
  invalidDateOfBirth: 'Please enter a valid date of birth.',
  invalidEmergencyPhone: 'Please enter a valid emergency contact phone number.',
  invalidCalendarEmail: 'Please enter a valid calendar email address.',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters.`,
  tooManyItems: (field: string, max: number) => `${field} can have at most ${max} entries.`,
  fieldMissing: 'Please fill in this field.',

  // Booking
  bookingRequiredFields: 'Please fill in all required fields (Name, Email, Phone).',
  selectPackage: 'Please select a package deal.',
  selectPackageService: 'Please select at least one service for your package.',
  selectService: 'Please select at least one service or choose a package deal.',
  selectDate: 'Please select a date.',
  dateInPast: 'Please select a date that is today or later.',
  dateBeyondHorizon: (months: number) =>
    `We take bookings up to ${months === 1 ? '1 month' : `${months} months`} ahead. Please choose an earlier date.`,
  selectTime: 'Please select a time.',
  corporateCompanyRequired: 'Company name is required for corporate bookings.',
  corporateAddressRequired: 'Service address is required for corporate bookings.',
  corporateParticipantsRequired: 'Number of participants is required for corporate bookings.',
  mobileAddressRequired: 'Service address is required for mobile bookings.',
  groupSizeRange: 'Group size must be a whole number from 1 to 50.',
  invalidLocation: 'Please choose where the service takes place: clinic, mobile or corporate.',
  unknownService: 'One or more selected services are not available. Please refresh and try again.',
  unknownAddOn: 'One or more selected add-ons are not available. Please refresh and try again.',
  unknownPackage: 'The selected package deal is not available. Please choose another.',
  serviceNotAtLocation: 'One or more selected services are not offered at the chosen location.',
  serviceNotInPackage: 'One or more selected services are not included in the chosen package deal.',
  duplicateService: 'Each service can be selected only once.',
  invalidDate: 'Please select a valid date.',
  invalidTime: 'Please select a valid time.',
  closedDay: 'We are closed on that day. Please choose another day.',
  offGridTime: 'That start time is not offered. Please choose one of the times shown.',
  timeInPast: 'That time has already passed. Please choose a later time.',
  afterClosing: 'The selected services would run past closing time. Please choose an earlier time.',
  slotTaken: 'Sorry, that time is no longer available. Please choose another time.',
  tooManyUnpaidHolds: (holds: number) =>
    `There ${holds === 1 ? 'is already 1 booking' : `are already ${holds} bookings`} waiting for a deposit from the same email, phone or connection. Please pay the deposit of one of them (the link is in its email) before booking another, or call us.`,
  bookingReceived: 'Booking request received! Please pay the deposit to confirm your appointment.',
  bookingError: (reason: string) => `Error: ${reason}`,
  unknownError: 'Unknown error',
  bookingNetworkError: (reason: string) =>
    `Failed to submit booking: ${reason}. Please check your connection and try again.`,
  payLaterNotice: `Your booking is held for ${hoursPhrase(HOLD_HOURS)}. You can pay the deposit later from the link in your confirmation email.`,
  paymentSetupFailed: (detail?: string) =>
    `Payment setup failed: ${detail || 'Please try again later'}`,
  paymentSetupException: 'Payment setup failed. Please contact us to complete your booking.',
  slotsLoadFailed: 'We could not load the free times. Please check your connection and try again.',
  noSlotsOnDay: (day: string) => `There are no free times on ${day}.`,
  nextFreeDay: (day: string) => `The next day with a free time is ${day}.`,
  noSlotsSoon: (days: number, phone: string) =>
    `There are no free times in the next ${days} days. Please call us at ${phone} and we will find one.`,
  slotTakenRefreshed: 'The free times have been refreshed. Please choose another time.',
  depositDialogTitle: 'Pay your deposit to confirm',
  holdNotice: (until: string) =>
    `We hold this time for you until ${until}. Pay the deposit before then to confirm it; unpaid bookings are released after ${hoursPhrase(HOLD_HOURS)}.`,

  // Client area
  ...SESSION_MESSAGES,
  ...EMAIL_MESSAGES,
  appointmentsLoadFailed: 'We could not load your appointments. Please try again.',
  healthFormLoadFailed: 'We could not load your health form. Please try again.',
  calendarDownloadFailed: 'We could not download the calendar file. Please try again.',

  // Admin
  statusUpdated: (status: string) => `Appointment status updated to ${status}`,
  statusUpdateFailed: 'Failed to update appointment status',
  invalidStatus: 'Status must be confirmed, completed or cancelled.',
  invalidInboxStatus: 'Status must be new, read, replied or archived.',
  inboxStatusUpdated: (status: string) => `Marked as ${status}.`,
  inboxStatusFailed: 'Failed to update the status',
  invalidSearch: 'Search text must be at most 100 characters.',
  invalidDateRange: 'Please enter the dates as YYYY-MM-DD, the first not after the last.',
  invalidStatusFilter: 'Status must be pending, confirmed, completed, cancelled or no_show.',
  invalidListOrder: 'Order must be created (newest first) or start (soonest first).',
  invalidOutboxStatus: 'Status must be queued, sent or failed.',
  appointmentNotFound: 'Appointment not found.',
  clientNotFound: 'Client not found.',
  contactNotFound: 'Message not found.',
  inquiryNotFound: 'Inquiry not found.',
  outboxMessageNotFound: 'E-mail not found.',
  outboxRetried: 'The e-mail is queued and will be sent again shortly.',
  outboxRetryFailed: 'Failed to queue the e-mail again',
  outboxAlreadySent: 'That e-mail has already been sent.',
  copied: 'Copied to the clipboard.',
  copyFailed: 'Could not copy. Please select the text and copy it yourself.',
  listLoadFailed: 'We could not load this list. Please try again.',
  noResults: 'Nothing matches your search.',
  calendarRotateWarning:
    'A new link stops the old one from working: calendars subscribed to it stop updating until you subscribe to the new link.',
  calendarRotated: 'A new calendar link was made. The old link no longer works.',
  calendarRotateFailed: 'Failed to make a new calendar link. The old link still works.',

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
  // Answers of the API (accounts, access, malformed requests)
  welcomeBack: 'Welcome back!',
  noHealthForm: 'No health form on file yet.',
  clientIdMismatch: 'client_id does not match the client of this address.',
  loginRequired: 'Please log in to continue.',
  adminOnly: 'This area is for the administrator only.',
  ownAccountOnly: 'You can only access your own account.',
  alreadyInStatus: (status: string) => `The appointment is already ${status}.`,
  notFound: 'Not found',
  methodNotAllowed:
    'This address does not answer that method. The Allow header lists those it does.',
  requestNotJson: 'Request body is not valid JSON.',
  requestUnreadable: 'The request could not be read.',
  requestTooLarge: 'Request body is too large.',
  requestTooDeep: 'Request body is nested too deeply.',
  valueNotStorable: 'The request contains a value we cannot store. Please check what you entered.',
  serverError: 'Something went wrong on our side. Please try again or call us.',
  databaseUnavailable:
    'Our booking system is unavailable for a moment. Please try again in a minute or call us.',
  limitTooSmall: (min: number) => `limit must be at least ${min}`,
  limitNotWhole: 'limit must be a whole number',
  offsetTooLarge: (max: number) => `offset must be at most ${max}`,
  offsetNegative: 'offset must be 0 or more',
  offsetNotWhole: 'offset must be a whole number',
  durationTooLong: (max: number) => `duration must be at most ${max} minutes`,
  durationTooShort: 'duration must be at least 1 minute',
  durationNotWhole: 'duration must be a whole number of minutes',
  /** Printed once on the owner's console when the first start creates the admin account. */
  adminAccountCreated: (username: string, password: string, file: string) =>
    `\n  Admin account created: username "${username}", password "${password}"\n` +
    `  The password is also kept in ${file} (readable by you only). Change it by setting ADMIN_PASSWORD on a new database.\n\n`,

  // Self-service: what cancelling or moving an appointment costs (self-service/), and the no-show fee
  cancelNothingPaid:
    'You can cancel this appointment free of charge. No deposit was paid, so there is nothing to refund.',
  cancelFullRefund: (deposit: string) =>
    `You are cancelling ${hoursPhrase(FULL_REFUND_NOTICE_HOURS)} or more before your appointment: your deposit of ${deposit} will be refunded in full.`,
  cancelDepositCredit: (deposit: string) =>
    `You are cancelling less than ${hoursPhrase(FULL_REFUND_NOTICE_HOURS)} before your appointment, so your deposit of ${deposit} is not refunded: it is kept as credit toward a future booking. Nothing more is charged.`,
  cancelPackageCredit: (deposit: string) =>
    `Package deals are paid in full and non-refundable: your deposit of ${deposit} is not refunded but kept as credit toward rebooking your package. Nothing more is charged.`,
  cancelLateFee: (fee: string) =>
    `This is a late cancellation (less than ${hoursPhrase(CANCELLATION_NOTICE_HOURS)} before your appointment): ${LATE_CANCELLATION_FEE_PERCENT}% of the service fee, ${fee}, may be charged.`,
  cancelLateDepositApplied: (deposit: string, balance: string) =>
    `Your deposit of ${deposit} is kept and applied to it; the remaining ${balance} may still be charged.`,
  cancelLateDepositCovers: (kept: string, credit: string) =>
    `Your deposit covers it: ${kept} is kept and ${credit} stays as credit toward a future booking.`,
  appointmentCancelled: 'Your appointment has been cancelled.',
  // The money of a cancellation as recorded (self-service/cancellation-outcome.ts), whoever cancelled
  outcomeNothingPaid: 'Nothing was paid online, so there is nothing to refund.',
  outcomeRefund: (amount: string) => `${amount} is refunded to the original payment method.`,
  outcomeFeeKept: (amount: string) => `${amount} is kept toward the late-cancellation fee.`,
  outcomeChargeDue: (amount: string) => `${amount} of the fee may still be charged.`,
  outcomeCredit: (amount: string) => `${amount} is kept as credit toward a future booking.`,
  paymentCancelledKept: (summary: string) =>
    `We received your deposit, but this booking has been cancelled, so the appointment will not take place. ${summary}`,
  invalidCancelRefund:
    'refund must be full, policy or credit, and is only read when the status is cancelled.',
  adminCancelTitle: 'Cancel this paid appointment?',
  adminCancelPaid: (paid: string) => `The client paid ${paid} online. What happens to it?`,
  adminCancelFull: (paid: string) =>
    `Full refund: ${paid} back to the client's card (the business cancels)`,
  adminCancelPolicy:
    'Apply the cancellation policy, as if the client had cancelled (refund, credit or late fee by the notice given since it was first booked)',
  adminCancelCredit: (paid: string) => `Keep ${paid} as credit toward a future booking`,
  adminCancelConfirm: 'Cancel the appointment',
  adminCancelBack: 'Keep the appointment',
  adminCancelBusy: 'Cancelling...',
  adminCancelChoice: 'Money paid online',
  adminCancellationMoney: (summary: string) => `Cancelled: ${summary}`,
  adminRefundDueFlagged: 'Refund due: a payment arrived for a booking that is no longer active.',
  refundPendingAtProvider:
    'The refund is still in progress at the payment provider, or must be made by hand (a payment taken by another provider).',
  refundFailedAtProvider:
    'The payment provider refused the refund: please refund it from the provider dashboard.',
  cancelTermsChanged:
    'The cancellation terms have changed since you opened this dialog. Please review them and confirm again.',
  rescheduleFree: `You can move this appointment to another free time at no charge, up to ${hoursPhrase(CANCELLATION_NOTICE_HOURS)} before it starts.`,
  rescheduleDepositMoves: (deposit: string) => `Your deposit of ${deposit} moves with it.`,
  rescheduleAdminDeposit: (deposit: string) =>
    `The deposit of ${deposit} paid online moves with the appointment.`,
  rescheduleAdminNoDeposit: 'No deposit was paid online for this appointment.',
  rescheduleTooLate: `Appointments can be moved online until ${hoursPhrase(CANCELLATION_NOTICE_HOURS)} before they start. Please call us to change this one.`,
  rescheduleTooLateCall: (phone: string) =>
    `Appointments can be moved online until ${hoursPhrase(CANCELLATION_NOTICE_HOURS)} before they start. Please call us at ${phone} to change this one.`,
  rescheduleSameTime: 'Please choose a time different from the current one.',
  appointmentRescheduled: (when: string) => `Your appointment has been moved to ${when}.`,
  appointmentStarted:
    'This appointment has already started, so it can no longer be changed online. Please contact us.',
  appointmentStartedCall: (phone: string) =>
    `This appointment has already started, so it can no longer be changed online. Please call us at ${phone}.`,
  appointmentNotActive: 'This appointment is no longer upcoming, so it cannot be changed.',
  noShowFee: (fee: string) => `A no-show is charged the full service fee of ${fee}.`,
  noShowDepositApplied: (deposit: string, balance: string) =>
    `The deposit of ${deposit} is applied to it; the remaining ${balance} may still be charged.`,
  noShowDepositCovers: (kept: string, refund: string) =>
    `The deposit covers it: ${kept} is kept and ${refund} is owed back to the client.`,
  noShowBeforeStart:
    'An appointment can be marked as a no-show only once its start time has passed.',
  alreadyNoShow: 'This appointment is already marked as a no-show.',
  // Self-service screens (the client's dashboard, the console's appointment detail)
  cancelDialogTitle: 'Cancel this appointment?',
  rescheduleDialogTitle: 'Move this appointment',
  noShowDialogTitle: 'Mark this appointment as a no-show?',
  changeOptionsFailed:
    'We could not check whether this appointment can be changed online. Please try again.',
  cancelTermsFailed: 'We could not work out what cancelling would cost. Please try again.',
  cancelFailed: 'We could not cancel the appointment. Please try again.',
  rescheduleFailed: 'We could not move the appointment. Please try again.',
  noShowFailed: 'We could not mark the appointment as a no-show. Please try again.',
  noShowMarked: 'The appointment is marked as a no-show.',
  appointmentMoved: (when: string) => `The appointment has been moved to ${when}.`,
  appointmentNoChanges: 'No changes since the appointment was booked.',

  // Waitlist (validation/waitlist.ts, waitlist.ts)
  waitlistServiceRequired: 'Please select at least one service.',
  waitlistDayRequired: 'Please choose at least one day that suits you.',
  waitlistTimeRequired: 'Please choose the earliest and the latest start time that suit you.',
  waitlistTimeOrder: 'The earliest start time must not be after the latest.',
  waitlistInvite: 'Or join the waitlist, and we will email you if a time that suits you frees up.',
  waitlistJoined:
    'You are on the waitlist. We will email you as soon as a time that suits you frees up.',
  waitlistOffer: (when: string) =>
    `A time that suits you has freed up: ${when}. We hold it for you for ${WAITLIST_OFFER_MINUTES} minutes; after that it is offered to the next person on the waitlist.`,
  waitlistOfferExpired:
    'This offer has ended: the time was offered to the next person on the waitlist.',
  waitlistLeft: 'You have left the waitlist.',
  waitlistEntryNotFound: 'Waitlist entry not found.',
  waitlistEntryRemoved: (name: string) => `${name} was removed from the waitlist.`,
  waitlistRemoveWarning:
    'They will no longer be emailed about freed times, and a time held for them now goes to the next person.',
  waitlistOfferNotFound:
    'This waitlist link is not valid. Please use the link in your latest email.',
  waitlistOfferClaimed:
    'This time has already been booked from this offer. The booking and its deposit link are in your email.',
  // Health answers behind a one-time code (issue 13; health-access.ts)
  healthCodeRequired:
    'For your privacy, please confirm the code we emailed you before viewing or changing your health form.',
  healthCodeSent: (maskedEmail: string) =>
    `For your privacy, we emailed a ${HEALTH_CODE_DIGITS}-digit code to ${maskedEmail}. It works for ${HEALTH_CODE_MINUTES} minutes.`,
  healthCodeFormat: `Please enter the ${HEALTH_CODE_DIGITS}-digit code from the email.`,
  healthCodeWrong: (triesLeft: number) =>
    `That code is not right. You have ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  healthCodeTriesUsed: `That code is not right, and after ${HEALTH_CODE_MAX_TRIES} tries it no longer works. Please ask for a new code.`,
  healthCodeExpired: 'This code has expired. Please ask for a new one.',
  healthCodeMissing: 'There is no code waiting for this browser. Please ask for a new one.',
  healthCodeRequestLimited: (minutes: number) =>
    `You have asked for several codes in a short time. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before asking for another, or use the latest code we sent.`,
  healthCodeConfirmed: 'Thank you. Your health form is open in this browser.',
  healthCodeMailSubject: 'Your one-time code',
  healthCodeMailBody: (code: string) =>
    `Your one-time code is ${code}. It works for ${HEALTH_CODE_MINUTES} minutes. If you did not ask for it, you can ignore this email; nobody can use it without your sign-in.`,
  healthAccessClientOnly: 'Only the client can ask for or confirm a code for their own account.',
  healthAccessCheckFailed:
    'We could not check this browser’s access to your health form. Please try again.',
  healthCodeSendFailed: 'We could not send a code. Please try again.',
  healthCodeConfirmFailed: 'We could not check the code. Please try again.',
  // The client's rights (issue 13): the access log, the export, the deletion
  deleteConfirmMismatch:
    'The e-mail you typed does not match the e-mail of the account. Type it exactly to confirm the deletion.',
  accountDeleted:
    'Your account has been deleted. Your profile and health answers are erased; a confirmation is on its way to your e-mail.',
  clientDataDeleted: "The client's account has been deleted and their personal data erased.",
  privacyTitle: 'Your data and privacy',
  privacyIntro:
    'Download everything we hold about you, see who has viewed your health answers, or delete your account.',
  privacyConfirmFirst:
    'For your privacy, downloading or deleting your data needs the one-time code we e-mail you, as for your health form.',
  privacyConfirmAction: 'E-mail me a code',
  privacyDownload: 'Download my data',
  privacyDownloaded: 'Your data has been downloaded as a JSON file.',
  privacyDownloadFailed: 'Your data could not be downloaded. Please try again.',
  healthAccessTitle: 'Who viewed my health answers',
  healthAccessEmpty: 'Nobody has viewed your health answers yet.',
  healthAccessWhat: (what: string) =>
    ({
      appointment_detail: 'an appointment',
      client_detail: 'your client file',
      consultation: 'your health form',
      export: 'a data export',
    })[what] ?? what,
  deleteAccountAction: 'Delete my account',
  deleteAccountTitle: 'Delete your account?',
  deleteAccountExplain:
    'Your profile, health answers and sign-in are erased for good. Your messages, waitlist places and e-mails with us are erased too. Past appointments stay in our books without your name or contact details.',
  deleteAccountUpcoming:
    'These upcoming appointments will be cancelled under our cancellation policy:',
  deleteAccountNoUpcoming: 'You have no upcoming appointments to cancel.',
  deleteAccountTypeEmail: (email: string) => `To confirm, type your e-mail (${email}):`,
  deleteAccountConfirm: 'Delete my account for good',
  deleteClientAction: "Delete client's data",
  deleteClientTitle: "Delete this client's data?",
  deleteClientExplain:
    'The account, profile and health answers are erased; upcoming appointments are cancelled under the cancellation policy (deposits refunded as it says); past appointments are kept without name or contact details; the client is e-mailed a confirmation.',
  deleteClientTypeEmail: (email: string) => `To confirm, type the client's e-mail (${email}):`,
  deleteClientConfirm: 'Delete for good',
  adminAccountCreatedQuietly: (username: string, file: string) =>
    `\n  Admin account created: username "${username}". Its password is in ${file} (readable by you only); ` +
    `it is not printed because this output is not a terminal.\n\n`,

  // Idempotency-Key (backend/src/integrations/idempotency)
  idempotencyKeyInvalid:
    'The Idempotency-Key header must be 16 to 255 characters of letters, digits, "-", "_", ".", or ":" (a random UUID is best).',
  idempotencyKeyReused:
    'This Idempotency-Key was already used with a different request body. Use a new key for a different request.',
  idempotencyKeyInProgress:
    'A request with this Idempotency-Key is still in progress. Please retry in a moment.',
  // Webhooks (webhooks.ts, backend integrations/webhooks)
  webhookUrlRequired: 'Please enter the URL that will receive the events.',
  webhookUrlInvalid:
    'Please enter a full http:// or https:// URL, such as https://example.com/hooks.',
  webhookHttpsRequired: 'The URL must start with https://.',
  webhookEventsRequired: 'Please choose at least one event.',
  webhookEventUnknown: (name: string) => `Unknown event: ${name}.`,
  webhookAddressRefused:
    'This URL points to a local or private network address, which cannot receive webhooks.',
  webhookHostUnresolved: 'The host name of this URL could not be found.',
  webhookEndpointNotFound: 'Webhook endpoint not found.',
  webhookDeliveryNotFound: 'Delivery not found.',
  webhookCreated: 'Copy the signing secret now: it is shown only once.',
  webhookDeleted: 'The webhook endpoint was deleted. It receives no more events.',
  webhookRetried: 'The event is queued and will be sent again shortly.',
  webhookEventBeyondScopes: (event: string, scope: string) =>
    `This API key may not subscribe to ${event}: its data needs the "${scope}" scope, which the key does not have.`,
  webhookRefusedScope: (event: string, scope: string) =>
    `Not sent: the API key that registered this endpoint no longer has the "${scope}" scope that ${event} needs.`,
  webhookDeliveryErased:
    'This delivery told of a client whose account was deleted: its details were erased, so it cannot be sent again.',
  webhookRefusedKeyRevoked: 'Not sent: the API key that registered this endpoint was revoked.',
  webhookDeleteWarning:
    'It receives no more events, and its delivery log is deleted with it. This cannot be undone.',
  // Safety flags (health/safety-flags.ts)
  safetyHealthNote:
    'Based on your health form, please talk with your esthetician at the start of this appointment so we can tailor your treatment to you.',
  safetyNotMedicalAdvice: 'Not medical advice: a prompt to review with the client.',
  // Scoped API keys for integrators (integrations/api-keys, the console's Integrations tab)
  apiKeyInvalid: 'This API key is unknown or has been revoked.',
  apiKeyScopeMissing: (scope: string) =>
    `This API key does not have the "${scope}" scope needed here. Create a key with that scope in the admin console's Integrations tab.`,
  apiKeyOwnerOnly: "This needs the owner's own login: an API key cannot be used here.",
  apiKeyRateLimited: 'Too many requests with this API key. Please wait and try again.',
  apiKeyNotFound: 'API key not found.',
  apiKeyNameRequired: 'Please give the key a name.',
  apiKeyNameTooLong: (max: number) => `The name must be at most ${max} characters.`,
  apiKeyScopesRequired: 'Please choose at least one scope.',
  apiKeyScopeUnknown: (scope: string) => `"${scope}" is not a scope.`,
  apiKeyScopeAppointmentsRead:
    'See appointments: the list, one appointment, free times to move it to.',
  apiKeyScopeAppointmentsWrite:
    'Change appointments: confirm, complete or cancel them, move them, mark no-shows.',
  apiKeyScopeClientsRead:
    "See clients' contact details and appointments (never their health answers).",
  apiKeyScopeInquiriesRead: 'Read contact messages and corporate event inquiries.',
  apiKeyScopeWebhooksManage: 'Set up webhooks that tell another system when something happens.',
  apiKeysTitle: 'API keys',
  apiKeysIntro:
    'An API key lets another system (your accounting, a calendar tool, an automation) use the admin API on your behalf, only for what its scopes allow. Send it as "Authorization: Bearer <key>".',
  apiKeyCreated: 'Copy this key now: it will not be shown again.',
  apiKeyCreateFailed: 'We could not create the key. Please try again.',
  apiKeysLoadFailed: 'We could not load the API keys. Please try again.',
  apiKeyRevokeTitle: (name: string) => `Revoke the key "${name}"?`,
  apiKeyRevokeWarning:
    'Anything using this key stops working at once. This cannot be undone: you would create a new key instead.',
  apiKeyRevokeFailed: 'We could not revoke the key. Please try again.',
  apiKeyRevoked: (name: string) => `The key "${name}" was revoked.`,
  apiKeysNone: 'No API keys yet.',
  // The owner's server-side sessions and password change (admin-sessions, the console's Security tab)
  ...ADMIN_SESSION_MESSAGES,
  ...SCHEDULE_MESSAGES,
  ...CATALOG_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES;
