import { MESSAGES, MessageKey } from './messages';
import { EMAIL_MESSAGES } from './email-ownership';
import { CATALOG_MESSAGES } from './catalog-messages';

/**
 * Every fixed message, written out literally. Those quoted by spec sections 5 and 8 must match the spec
 * word for word; the others are the project's own wording and are pinned so a change is deliberate.
 */
const FIXED: [MessageKey, string][] = [
  // Spec section 5
  ['contactRequired', 'Please fill in all fields'],
  ['requiredFields', 'Please fill in all required fields'],
  ['bookingRequiredFields', 'Please fill in all required fields (Name, Email, Phone).'],
  ['selectPackage', 'Please select a package deal.'],
  ['selectPackageService', 'Please select at least one service for your package.'],
  ['selectService', 'Please select at least one service or choose a package deal.'],
  ['selectDate', 'Please select a date.'],
  ['selectTime', 'Please select a time.'],
  ['corporateCompanyRequired', 'Company name is required for corporate bookings.'],
  ['corporateAddressRequired', 'Service address is required for corporate bookings.'],
  ['corporateParticipantsRequired', 'Number of participants is required for corporate bookings.'],
  ['mobileAddressRequired', 'Service address is required for mobile bookings.'],
  // Spec section 8
  ['contactFailed', 'Failed to send message'],
  ['networkError', 'Network error. Please try again.'],
  ['adminLoginFailed', 'Invalid admin credentials'],
  ['clientLoginFailed', 'Invalid credentials or client not found'],
  ['registrationExists', 'An account with this email already exists. Please log in instead.'],
  ['registrationFailed', 'Registration failed'],
  ['emailTaken', 'That email address belongs to another account.'],
  ['registrationSuccess', 'Registration successful! You can now log in.'],
  ['profileUpdated', 'Profile updated successfully!'],
  ['updateFailed', 'Update failed'],
  ['healthFormsUpdated', 'Health forms updated successfully!'],
  ['unknownError', 'Unknown error'],
  ['paymentSetupException', 'Payment setup failed. Please contact us to complete your booking.'],
  ['statusUpdateFailed', 'Failed to update appointment status'],
  ['corporateInquiryFailed', 'Failed to submit inquiry'],
  [
    'paymentError',
    'There was an issue processing your payment. Please try again or contact us for assistance.',
  ],
  ['paymentExpired', 'Your payment session has expired. Please try booking again.'],
  [
    'paymentStillProcessing',
    "Your payment is still being processed. Please check your email for confirmation or contact us if you don't receive confirmation within 10 minutes.",
  ],
  // Spec section 6
  ['useAdminOutsideProvider', 'useAdmin must be used within an AdminProvider'],
  ['useClientOutsideProvider', 'useClient must be used within a ClientProvider'],
  // The project's own wording
  ['contactSent', "Thank you for your message! We'll get back to you within 24 hours."],
  ['adminLoginRequired', 'Please enter your username and password.'],
  ['clientLoginRequired', 'Please enter your email and phone number.'],
  ['tooManyAttempts', 'Too many attempts. Please wait a few minutes and try again.'],
  ['invalidEmail', 'Please enter a valid email address.'],
  ['invalidPhone', 'Please enter a valid phone number.'],
  ['invalidDateOfBirth', 'Please enter a valid date of birth.'],
  ['invalidEmergencyPhone', 'Please enter a valid emergency contact phone number.'],
  ['invalidCalendarEmail', 'Please enter a valid calendar email address.'],
  ['dateInPast', 'Please select a date that is today or later.'],
  ['groupSizeRange', 'Group size must be a whole number from 1 to 50.'],
  ['invalidLocation', 'Please choose where the service takes place: clinic, mobile or corporate.'],
  [
    'unknownService',
    'One or more selected services are not available. Please refresh and try again.',
  ],
  ['unknownAddOn', 'One or more selected add-ons are not available. Please refresh and try again.'],
  ['unknownPackage', 'The selected package deal is not available. Please choose another.'],
  ['serviceNotAtLocation', 'One or more selected services are not offered at the chosen location.'],
  [
    'serviceNotInPackage',
    'One or more selected services are not included in the chosen package deal.',
  ],
  ['duplicateService', 'Each service can be selected only once.'],
  ['invalidDate', 'Please select a valid date.'],
  ['invalidTime', 'Please select a valid time.'],
  ['closedDay', 'We are closed on that day. Please choose another day.'],
  ['offGridTime', 'That start time is not offered. Please choose one of the times shown.'],
  ['timeInPast', 'That time has already passed. Please choose a later time.'],
  [
    'afterClosing',
    'The selected services would run past closing time. Please choose an earlier time.',
  ],
  ['slotTaken', 'Sorry, that time is no longer available. Please choose another time.'],
  [
    'bookingReceived',
    'Booking request received! Please pay the deposit to confirm your appointment.',
  ],
  [
    'payLaterNotice',
    'Your booking is held for 24 hours. You can pay the deposit later from the link in your confirmation email.',
  ],
  ['invalidStatus', 'Status must be confirmed, completed or cancelled.'],
  [
    'corporateInquiryReceived',
    'Thank you for your inquiry! Our corporate team will contact you within 24 hours with detailed pricing.',
  ],
  ['invalidEventType', 'Please choose an event type from the list.'],
  ['invalidGroupSize', 'Group size must be a whole number of at least 1.'],
  ['invalidPreferredDate', 'Please enter a valid preferred date.'],
  ['preferredDateInPast', 'Please choose a preferred date from today onwards.'],
  ['fieldMissing', 'Please fill in this field.'],
  ['unknownCorporatePackage', 'The selected corporate package is not available.'],
  // Booking form and client area (the project's own wording)
  [
    'slotsLoadFailed',
    'We could not load the free times. Please check your connection and try again.',
  ],
  ['slotTakenRefreshed', 'The free times have been refreshed. Please choose another time.'],
  ['depositDialogTitle', 'Pay your deposit to confirm'],
  ['sessionExpired', 'Your session has ended. Please log in again.'],
  ['loggedOut', 'You have been logged out.'],
  ['appointmentsLoadFailed', 'We could not load your appointments. Please try again.'],
  ['healthFormLoadFailed', 'We could not load your health form. Please try again.'],
  ['calendarDownloadFailed', 'We could not download the calendar file. Please try again.'],
  // Admin console
  ['invalidInboxStatus', 'Status must be new, read, replied or archived.'],
  ['inboxStatusFailed', 'Failed to update the status'],
  ['invalidSearch', 'Search text must be at most 100 characters.'],
  ['invalidDateRange', 'Please enter the dates as YYYY-MM-DD, the first not after the last.'],
  ['invalidStatusFilter', 'Status must be pending, confirmed, completed, cancelled or no_show.'],
  ['invalidListOrder', 'Order must be created (newest first) or start (soonest first).'],
  ['invalidOutboxStatus', 'Status must be queued, sent or failed.'],
  ['appointmentNotFound', 'Appointment not found.'],
  ['clientNotFound', 'Client not found.'],
  ['contactNotFound', 'Message not found.'],
  ['inquiryNotFound', 'Inquiry not found.'],
  ['outboxMessageNotFound', 'E-mail not found.'],
  ['outboxRetried', 'The e-mail is queued and will be sent again shortly.'],
  ['outboxRetryFailed', 'Failed to queue the e-mail again'],
  ['outboxAlreadySent', 'That e-mail has already been sent.'],
  ['copied', 'Copied to the clipboard.'],
  ['copyFailed', 'Could not copy. Please select the text and copy it yourself.'],
  ['listLoadFailed', 'We could not load this list. Please try again.'],
  ['noResults', 'Nothing matches your search.'],
  [
    'calendarRotateWarning',
    'A new link stops the old one from working: calendars subscribed to it stop updating until you subscribe to the new link.',
  ],
  ['calendarRotated', 'A new calendar link was made. The old link no longer works.'],
  ['calendarRotateFailed', 'Failed to make a new calendar link. The old link still works.'],
  // Payments
  [
    'paymentRefundCancelled',
    'We received your deposit, but this booking has been cancelled, so the appointment will not take place. Your deposit will be refunded in full to your original payment method; you do not need to do anything.',
  ],
  [
    'paymentRefundWrongAmount',
    'We received a payment that is not the deposit this booking asks for, so it does not confirm your booking. It will be refunded in full to your original payment method. Please call us to confirm your appointment.',
  ],
  [
    'paymentRefundAlreadyPaid',
    'This booking was already paid, so this payment was not needed. It will be refunded in full to your original payment method; your booking is unchanged.',
  ],
  ['paymentBookingIdRequired', 'booking_id is required.'],
  ['paymentBadOrigin', "origin_url must be this site's own address."],
  ['paymentBookingNotFound', 'Booking not found.'],
  ['paymentAlreadyPaid', 'This booking is already paid.'],
  ['paymentBookingCancelled', 'This booking was cancelled. Please make a new booking.'],
  ['paymentNotNeeded', 'This booking no longer needs an online deposit.'],
  ['paymentHoldEnded', 'The 24-hour hold on this booking has ended. Please make a new booking.'],
  ['paymentSessionNotFound', 'Payment session not found.'],
  ['paymentWebhooksOff', 'Stripe webhooks are not configured on this server.'],
  ['paymentBadSignature', 'Invalid Stripe signature.'],
  [
    'paymentProviderDown',
    'The payment service is not answering right now. Please try again in a few minutes.',
  ],
  [
    'paymentLinkInvalid',
    'This payment link is not valid or has expired. Please make a new booking or call us.',
  ],
  ['checkoutNotFound', 'This checkout session does not exist.'],
  ['checkoutAlreadyPaid', 'This deposit is already paid. Thank you!'],
  ['checkoutExpired', 'This checkout session has expired. Please start the payment again.'],
  ['checkoutTestMode', 'TEST MODE - no real card is charged'],
  ['checkoutAmountDue', 'Amount due'],
  ['checkoutCancel', 'Cancel'],
  ['paymentReturnHome', 'Return Home'],
  // Answers of the API (the project's own wording)
  ['welcomeBack', 'Welcome back!'],
  ['noHealthForm', 'No health form on file yet.'],
  ['clientIdMismatch', 'client_id does not match the client of this address.'],
  ['loginRequired', 'Please log in to continue.'],
  ['adminOnly', 'This area is for the administrator only.'],
  ['ownAccountOnly', 'You can only access your own account.'],
  ['notFound', 'Not found'],
  [
    'methodNotAllowed',
    'This address does not answer that method. The Allow header lists those it does.',
  ],
  ['requestNotJson', 'Request body is not valid JSON.'],
  ['requestUnreadable', 'The request could not be read.'],
  ['requestTooLarge', 'Request body is too large.'],
  ['requestTooDeep', 'Request body is nested too deeply.'],
  [
    'valueNotStorable',
    'The request contains a value we cannot store. Please check what you entered.',
  ],
  ['serverError', 'Something went wrong on our side. Please try again or call us.'],
  [
    'databaseUnavailable',
    'Our booking system is unavailable for a moment. Please try again in a minute or call us.',
  ],
  ['limitNotWhole', 'limit must be a whole number'],
  ['offsetNegative', 'offset must be 0 or more'],
  ['offsetNotWhole', 'offset must be a whole number'],
  ['durationTooShort', 'duration must be at least 1 minute'],
  ['durationNotWhole', 'duration must be a whole number of minutes'],
  // Self-service (the project's own wording, from the policy constants)
  [
    'cancelNothingPaid',
    'You can cancel this appointment free of charge. No deposit was paid, so there is nothing to refund.',
  ],
  ['appointmentCancelled', 'Your appointment has been cancelled.'],
  ['outcomeNothingPaid', 'Nothing was paid online, so there is nothing to refund.'],
  [
    'invalidCancelRefund',
    'refund must be full, policy or credit, and is only read when the status is cancelled.',
  ],
  ['adminCancelTitle', 'Cancel this paid appointment?'],
  [
    'adminCancelPolicy',
    'Apply the cancellation policy, as if the client had cancelled (refund, credit or late fee by the notice given since it was first booked)',
  ],
  ['adminCancelConfirm', 'Cancel the appointment'],
  ['adminCancelBack', 'Keep the appointment'],
  ['adminCancelBusy', 'Cancelling...'],
  ['adminCancelChoice', 'Money paid online'],
  [
    'adminRefundDueFlagged',
    'Refund due: a payment arrived for a booking that is no longer active.',
  ],
  [
    'refundPendingAtProvider',
    'The refund is still in progress at the payment provider, or must be made by hand (a payment taken by another provider).',
  ],
  [
    'refundFailedAtProvider',
    'The payment provider refused the refund: please refund it from the provider dashboard.',
  ],
  [
    'cancelTermsChanged',
    'The cancellation terms have changed since you opened this dialog. Please review them and confirm again.',
  ],
  [
    'rescheduleFree',
    'You can move this appointment to another free time at no charge, up to 24 hours before it starts.',
  ],
  ['rescheduleAdminNoDeposit', 'No deposit was paid online for this appointment.'],
  [
    'rescheduleTooLate',
    'Appointments can be moved online until 24 hours before they start. Please call us to change this one.',
  ],
  ['rescheduleSameTime', 'Please choose a time different from the current one.'],
  [
    'appointmentStarted',
    'This appointment has already started, so it can no longer be changed online. Please contact us.',
  ],
  ['appointmentNotActive', 'This appointment is no longer upcoming, so it cannot be changed.'],
  [
    'noShowBeforeStart',
    'An appointment can be marked as a no-show only once its start time has passed.',
  ],
  ['alreadyNoShow', 'This appointment is already marked as a no-show.'],
  ['cancelDialogTitle', 'Cancel this appointment?'],
  ['rescheduleDialogTitle', 'Move this appointment'],
  ['noShowDialogTitle', 'Mark this appointment as a no-show?'],
  [
    'changeOptionsFailed',
    'We could not check whether this appointment can be changed online. Please try again.',
  ],
  ['cancelTermsFailed', 'We could not work out what cancelling would cost. Please try again.'],
  ['cancelFailed', 'We could not cancel the appointment. Please try again.'],
  ['rescheduleFailed', 'We could not move the appointment. Please try again.'],
  ['noShowFailed', 'We could not mark the appointment as a no-show. Please try again.'],
  ['noShowMarked', 'The appointment is marked as a no-show.'],
  ['appointmentNoChanges', 'No changes since the appointment was booked.'],
  // Waitlist
  ['waitlistServiceRequired', 'Please select at least one service.'],
  ['waitlistDayRequired', 'Please choose at least one day that suits you.'],
  ['waitlistTimeRequired', 'Please choose the earliest and the latest start time that suit you.'],
  ['waitlistTimeOrder', 'The earliest start time must not be after the latest.'],
  [
    'waitlistInvite',
    'Or join the waitlist, and we will email you if a time that suits you frees up.',
  ],
  [
    'waitlistJoined',
    'You are on the waitlist. We will email you as soon as a time that suits you frees up.',
  ],
  [
    'waitlistOfferExpired',
    'This offer has ended: the time was offered to the next person on the waitlist.',
  ],
  ['waitlistLeft', 'You have left the waitlist.'],
  ['waitlistEntryNotFound', 'Waitlist entry not found.'],
  [
    'waitlistRemoveWarning',
    'They will no longer be emailed about freed times, and a time held for them now goes to the next person.',
  ],
  [
    'waitlistOfferNotFound',
    'This waitlist link is not valid. Please use the link in your latest email.',
  ],
  [
    'waitlistOfferClaimed',
    'This time has already been booked from this offer. The booking and its deposit link are in your email.',
  ], // Webhooks
  ['webhookUrlRequired', 'Please enter the URL that will receive the events.'],
  [
    'webhookUrlInvalid',
    'Please enter a full http:// or https:// URL, such as https://example.com/hooks.',
  ],
  // Idempotency-Key (backend/src/integrations/idempotency)
  [
    'idempotencyKeyInvalid',
    'The Idempotency-Key header must be 16 to 255 characters of letters, digits, "-", "_", ".", or ":" (a random UUID is best).',
  ],
  [
    'idempotencyKeyReused',
    'This Idempotency-Key was already used with a different request body. Use a new key for a different request.',
  ],
  [
    'idempotencyKeyInProgress',
    'A request with this Idempotency-Key is still in progress. Please retry in a moment.',
  ],
  ['webhookHttpsRequired', 'The URL must start with https://.'],
  ['webhookEventsRequired', 'Please choose at least one event.'],
  [
    'webhookAddressRefused',
    'This URL points to a local or private network address, which cannot receive webhooks.',
  ],
  ['webhookHostUnresolved', 'The host name of this URL could not be found.'],
  ['webhookEndpointNotFound', 'Webhook endpoint not found.'],
  ['webhookDeliveryNotFound', 'Delivery not found.'],
  ['webhookCreated', 'Copy the signing secret now: it is shown only once.'],
  ['webhookDeleted', 'The webhook endpoint was deleted. It receives no more events.'],
  ['webhookRetried', 'The event is queued and will be sent again shortly.'],
  [
    'webhookDeliveryErased',
    'This delivery told of a client whose account was deleted: its details were erased, so it cannot be sent again.',
  ],
  ['webhookRefusedKeyRevoked', 'Not sent: the API key that registered this endpoint was revoked.'],
  [
    'webhookDeleteWarning',
    'It receives no more events, and its delivery log is deleted with it. This cannot be undone.',
  ],
  // Health answers behind a one-time code (issue 13)
  [
    'healthCodeRequired',
    'For your privacy, please confirm the code we emailed you before viewing or changing your health form.',
  ],
  ['healthCodeFormat', 'Please enter the 6-digit code from the email.'],
  [
    'healthCodeTriesUsed',
    'That code is not right, and after 5 tries it no longer works. Please ask for a new code.',
  ],
  ['healthCodeExpired', 'This code has expired. Please ask for a new one.'],
  ['healthCodeMissing', 'There is no code waiting for this browser. Please ask for a new one.'],
  ['healthCodeConfirmed', 'Thank you. Your health form is open in this browser.'],
  ['healthCodeMailSubject', 'Your one-time code'],
  [
    'healthAccessClientOnly',
    'Only the client can ask for or confirm a code for their own account.',
  ],
  [
    'healthAccessCheckFailed',
    'We could not check this browser’s access to your health form. Please try again.',
  ],
  ['healthCodeSendFailed', 'We could not send a code. Please try again.'],
  ['healthCodeConfirmFailed', 'We could not check the code. Please try again.'],
  // Safety flags
  [
    'safetyHealthNote',
    'Based on your health form, please talk with your esthetician at the start of this appointment so we can tailor your treatment to you.',
  ],
  ['safetyNotMedicalAdvice', 'Not medical advice: a prompt to review with the client.'],
  // The client's rights (issue 13): the access log, the export, the deletion
  [
    'accountDeleted',
    'Your account has been deleted. Your profile and health answers are erased; a confirmation is on its way to your e-mail.',
  ],
  ['clientDataDeleted', "The client's account has been deleted and their personal data erased."],
  ['deleteAccountAction', 'Delete my account'],
  ['deleteAccountConfirm', 'Delete my account for good'],
  [
    'deleteAccountExplain',
    'Your profile, health answers and sign-in are erased for good. Your messages, waitlist places and e-mails with us are erased too. Past appointments stay in our books without your name or contact details.',
  ],
  ['deleteAccountNoUpcoming', 'You have no upcoming appointments to cancel.'],
  ['deleteAccountTitle', 'Delete your account?'],
  [
    'deleteAccountUpcoming',
    'These upcoming appointments will be cancelled under our cancellation policy:',
  ],
  ['deleteClientAction', "Delete client's data"],
  ['deleteClientConfirm', 'Delete for good'],
  [
    'deleteClientExplain',
    'The account, profile and health answers are erased; upcoming appointments are cancelled under the cancellation policy (deposits refunded as it says); past appointments are kept without name or contact details; the client is e-mailed a confirmation.',
  ],
  ['deleteClientTitle', "Delete this client's data?"],
  [
    'deleteConfirmMismatch',
    'The e-mail you typed does not match the e-mail of the account. Type it exactly to confirm the deletion.',
  ],
  ['healthAccessEmpty', 'Nobody has viewed your health answers yet.'],
  ['healthAccessTitle', 'Who viewed my health answers'],
  ['privacyConfirmAction', 'E-mail me a code'],
  [
    'privacyConfirmFirst',
    'For your privacy, downloading or deleting your data needs the one-time code we e-mail you, as for your health form.',
  ],
  ['privacyDownload', 'Download my data'],
  ['privacyDownloadFailed', 'Your data could not be downloaded. Please try again.'],
  ['privacyDownloaded', 'Your data has been downloaded as a JSON file.'],
  [
    'privacyIntro',
    'Download everything we hold about you, see who has viewed your health answers, or delete your account.',
  ],
  ['privacyTitle', 'Your data and privacy'],
  ['apiKeyInvalid', 'This API key is unknown or has been revoked.'],
  ['apiKeyOwnerOnly', "This needs the owner's own login: an API key cannot be used here."],
  ['apiKeyRateLimited', 'Too many requests with this API key. Please wait and try again.'],
  ['apiKeyNotFound', 'API key not found.'],
  [
    'adminSessionEnded',
    'This admin session has ended (logged out, ended from another device, or expired). Please log in again.',
  ],
  ['adminSessionNotFound', 'Session not found, or it has already ended.'],
  ['adminPasswordFieldsRequired', 'Please enter your current password and a new password.'],
  ['adminPasswordUnchanged', 'The new password must be different from the current one.'],
  ['adminPasswordWrong', 'The current password is not correct.'],
  ['adminPasswordChanged', 'Your password was changed. Every other session has been ended.'],
  ['adminPasswordChangeFailed', 'We could not change the password. Please try again.'],
  [
    'adminPasswordHint',
    'At least 12 characters. A few unrelated words make a long password that is easy to remember.',
  ],
  ['adminSessionsTitle', 'Signed-in devices'],
  [
    'adminSessionsIntro',
    'Every browser where the console is signed in. End a session you do not recognise: it is logged out at once.',
  ],
  ['adminSessionsLoadFailed', 'We could not load the sessions. Please try again.'],
  ['adminSessionEndTitle', 'End this session?'],
  ['adminSessionEndWarning', 'That browser is logged out at once and must log in again.'],
  ['adminSessionEndFailed', 'We could not end the session. Please try again.'],
  ['adminSessionEndedNotice', 'The session was ended.'],
  ['adminSessionsEndOthersTitle', 'End every other session?'],
  [
    'adminSessionsEndOthersWarning',
    'Every other browser signed in to the console is logged out at once. This one stays signed in.',
  ],
  ['apiKeyNameRequired', 'Please give the key a name.'],
  ['apiKeyScopesRequired', 'Please choose at least one scope.'],
  [
    'apiKeyScopeAppointmentsRead',
    'See appointments: the list, one appointment, free times to move it to.',
  ],
  [
    'apiKeyScopeAppointmentsWrite',
    'Change appointments: confirm, complete or cancel them, move them, mark no-shows.',
  ],
  [
    'apiKeyScopeClientsRead',
    "See clients' contact details and appointments (never their health answers).",
  ],
  ['apiKeyScopeInquiriesRead', 'Read contact messages and corporate event inquiries.'],
  ['apiKeyScopeWebhooksManage', 'Set up webhooks that tell another system when something happens.'],
  ['apiKeysTitle', 'API keys'],
  [
    'apiKeysIntro',
    'An API key lets another system (your accounting, a calendar tool, an automation) use the admin API on your behalf, only for what its scopes allow. Send it as "Authorization: Bearer <key>".',
  ],
  ['apiKeyCreated', 'Copy this key now: it will not be shown again.'],
  ['apiKeyCreateFailed', 'We could not create the key. Please try again.'],
  ['apiKeysLoadFailed', 'We could not load the API keys. Please try again.'],
  [
    'apiKeyRevokeWarning',
    'Anything using this key stops working at once. This cannot be undone: you would create a new key instead.',
  ],
  ['apiKeyRevokeFailed', 'We could not revoke the key. Please try again.'],
  ['apiKeysNone', 'No API keys yet.'],
  // The owner's schedule
  ['weekDaysRequired', 'Send the week as a list of days, each with its weekday and its intervals.'],
  ['weekdayInvalid', 'A weekday is a number from 0 (Sunday) to 6 (Saturday).'],
  ['startStepInvalid', 'Bookings can start every 5, 10, 15, 20, 30 or 60 minutes.'],
  [
    'bookingPaused',
    'Online booking is paused for now. Please call or write to us to book a visit.',
  ],
  ['apiKeyScopeScheduleRead', 'See the working hours, start-time step and minimum notice.'],
  ['apiKeyScopeScheduleWrite', 'Change the working hours, start-time step and minimum notice.'],
  ['blockKindInvalid', 'Choose a one-off block (kind "once") or a weekly block (kind "weekly").'],
  ['blockTimeInvalid', 'Write times as HH:MM on a 5-minute mark, from 00:00 to 24:00.'],
  ['blockEndsBeforeStart', 'A block must end after it starts.'],
  ['blockNotFound', 'That time-off block does not exist.'],
  ['timeBlocked', 'That time is not available. Please choose another time.'],
  ['timeTooSoon', 'That time is too soon to book online. Please choose a later time.'],
];

/** Every templated message, called with sample arguments and written out literally. */
const TEMPLATED: [MessageKey, () => string, string][] = [
  [
    'adminPasswordTooShort',
    () => MESSAGES.adminPasswordTooShort(12),
    'The new password must be at least 12 characters.',
  ],
  [
    'adminSessionsEndedOthers',
    () => MESSAGES.adminSessionsEndedOthers(3),
    '3 other sessions were ended.',
  ],
  [
    'groupBelowPackageMinimum',
    () => MESSAGES.groupBelowPackageMinimum('Corporate Wellness Day', 12),
    'Corporate Wellness Day is planned for at least 12 guests. You can still send your request: we will suggest what suits a smaller group.',
  ],
  ['tooLong', () => MESSAGES.tooLong('Notes', 2000), 'Notes must be at most 2000 characters.'],
  [
    'tooManyItems',
    () => MESSAGES.tooManyItems('Allergies', 50),
    'Allergies can have at most 50 entries.',
  ],
  ['bookingError', () => MESSAGES.bookingError('Slot taken'), 'Error: Slot taken'],
  [
    'bookingNetworkError',
    () => MESSAGES.bookingNetworkError('Failed to fetch'),
    'Failed to submit booking: Failed to fetch. Please check your connection and try again.',
  ],
  [
    'paymentSetupFailed',
    () => MESSAGES.paymentSetupFailed('Card declined'),
    'Payment setup failed: Card declined',
  ],
  [
    'statusUpdated',
    () => MESSAGES.statusUpdated('confirmed'),
    'Appointment status updated to confirmed',
  ],
  [
    'corporateNetworkError',
    () => MESSAGES.corporateNetworkError('(301) 555-0123'),
    'Network error. Please try again or call us at (301) 555-0123.',
  ],
  ['inboxStatusUpdated', () => MESSAGES.inboxStatusUpdated('replied'), 'Marked as replied.'],
  [
    'noSlotsOnDay',
    () => MESSAGES.noSlotsOnDay('Saturday, December 5'),
    'There are no free times on Saturday, December 5.',
  ],
  [
    'nextFreeDay',
    () => MESSAGES.nextFreeDay('Monday, December 7'),
    'The next day with a free time is Monday, December 7.',
  ],
  [
    'noSlotsSoon',
    () => MESSAGES.noSlotsSoon(14, '(301) 555-0123'),
    'There are no free times in the next 14 days. Please call us at (301) 555-0123 and we will find one.',
  ],
  [
    'dateBeyondHorizon',
    () => MESSAGES.dateBeyondHorizon(12),
    'We take bookings up to 12 months ahead. Please choose an earlier date.',
  ],
  [
    'tooManyUnpaidHolds',
    () => MESSAGES.tooManyUnpaidHolds(3),
    'There are already 3 bookings waiting for a deposit from the same email, phone or connection. Please pay the deposit of one of them (the link is in its email) before booking another, or call us.',
  ],
  [
    'holdNotice',
    () => MESSAGES.holdNotice('Tuesday, December 1, 2026 at 10:00 AM EST'),
    'We hold this time for you until Tuesday, December 1, 2026 at 10:00 AM EST. Pay the deposit before then to confirm it; unpaid bookings are released after 24 hours.',
  ],
  [
    'invalidOption',
    () => MESSAGES.invalidOption('skin type'),
    'Please choose a valid option for skin type.',
  ],
  // Payments
  [
    'depositLineItem',
    () =>
      MESSAGES.depositLineItem(
        '$85.00',
        'Classic European Facial',
        'Tuesday, December 1, 2026 at 10:00 AM EST',
      ),
    'Deposit (25%) of $85.00: Classic European Facial on Tuesday, December 1, 2026 at 10:00 AM EST',
  ],
  [
    'checkoutPageTitle',
    () => MESSAGES.checkoutPageTitle('Glow Studio'),
    'Pay deposit - Glow Studio',
  ],
  [
    'checkoutPayingAs',
    () => MESSAGES.checkoutPayingAs('ann@example.com'),
    'Paying to ann@example.com',
  ],
  ['checkoutPay', () => MESSAGES.checkoutPay('$21.25'), 'Pay $21.25'],
  ['paymentPageTitle', () => MESSAGES.paymentPageTitle('Glow Studio'), 'Payment - Glow Studio'],
  [
    'alreadyInStatus',
    () => MESSAGES.alreadyInStatus('cancelled'),
    'The appointment is already cancelled.',
  ],
  ['limitTooSmall', () => MESSAGES.limitTooSmall(1), 'limit must be at least 1'],
  ['offsetTooLarge', () => MESSAGES.offsetTooLarge(1_000_000), 'offset must be at most 1000000'],
  ['durationTooLong', () => MESSAGES.durationTooLong(720), 'duration must be at most 720 minutes'],
  [
    'adminAccountCreated',
    () => MESSAGES.adminAccountCreated('admin', 'secret', '/data/admin-password.txt'),
    '\n  Admin account created: username "admin", password "secret"\n' +
      '  The password is also kept in /data/admin-password.txt (readable by you only). Change it by setting ADMIN_PASSWORD on a new database.\n\n',
  ],
  // Self-service
  [
    'cancelFullRefund',
    () => MESSAGES.cancelFullRefund('$21.25'),
    'You are cancelling 48 hours or more before your appointment: your deposit of $21.25 will be refunded in full.',
  ],
  [
    'cancelDepositCredit',
    () => MESSAGES.cancelDepositCredit('$21.25'),
    'You are cancelling less than 48 hours before your appointment, so your deposit of $21.25 is not refunded: it is kept as credit toward a future booking. Nothing more is charged.',
  ],
  [
    'cancelPackageCredit',
    () => MESSAGES.cancelPackageCredit('$70.80'),
    'Package deals are paid in full and non-refundable: your deposit of $70.80 is not refunded but kept as credit toward rebooking your package. Nothing more is charged.',
  ],
  [
    'cancelLateFee',
    () => MESSAGES.cancelLateFee('$42.50'),
    'This is a late cancellation (less than 24 hours before your appointment): 50% of the service fee, $42.50, may be charged.',
  ],
  [
    'cancelLateDepositApplied',
    () => MESSAGES.cancelLateDepositApplied('$21.25', '$21.25'),
    'Your deposit of $21.25 is kept and applied to it; the remaining $21.25 may still be charged.',
  ],
  [
    'cancelLateDepositCovers',
    () => MESSAGES.cancelLateDepositCovers('$42.50', '$7.50'),
    'Your deposit covers it: $42.50 is kept and $7.50 stays as credit toward a future booking.',
  ],
  [
    'rescheduleDepositMoves',
    () => MESSAGES.rescheduleDepositMoves('$21.25'),
    'Your deposit of $21.25 moves with it.',
  ],
  [
    'rescheduleAdminDeposit',
    () => MESSAGES.rescheduleAdminDeposit('$21.25'),
    'The deposit of $21.25 paid online moves with the appointment.',
  ],
  [
    'rescheduleTooLateCall',
    () => MESSAGES.rescheduleTooLateCall('(301) 555-0123'),
    'Appointments can be moved online until 24 hours before they start. Please call us at (301) 555-0123 to change this one.',
  ],
  [
    'appointmentRescheduled',
    () => MESSAGES.appointmentRescheduled('Wednesday, March 11, 2026 at 11:00 AM EDT'),
    'Your appointment has been moved to Wednesday, March 11, 2026 at 11:00 AM EDT.',
  ],
  [
    'appointmentStartedCall',
    () => MESSAGES.appointmentStartedCall('(301) 555-0123'),
    'This appointment has already started, so it can no longer be changed online. Please call us at (301) 555-0123.',
  ],
  [
    'noShowFee',
    () => MESSAGES.noShowFee('$85.00'),
    'A no-show is charged the full service fee of $85.00.',
  ],
  [
    'noShowDepositApplied',
    () => MESSAGES.noShowDepositApplied('$21.25', '$63.75'),
    'The deposit of $21.25 is applied to it; the remaining $63.75 may still be charged.',
  ],
  [
    'noShowDepositCovers',
    () => MESSAGES.noShowDepositCovers('$85.00', '$5.00'),
    'The deposit covers it: $85.00 is kept and $5.00 is owed back to the client.',
  ],
  [
    'outcomeRefund',
    () => MESSAGES.outcomeRefund('$21.25'),
    '$21.25 is refunded to the original payment method.',
  ],
  [
    'outcomeFeeKept',
    () => MESSAGES.outcomeFeeKept('$21.25'),
    '$21.25 is kept toward the late-cancellation fee.',
  ],
  [
    'outcomeChargeDue',
    () => MESSAGES.outcomeChargeDue('$21.25'),
    '$21.25 of the fee may still be charged.',
  ],
  [
    'outcomeCredit',
    () => MESSAGES.outcomeCredit('$21.25'),
    '$21.25 is kept as credit toward a future booking.',
  ],
  [
    'paymentCancelledKept',
    () => MESSAGES.paymentCancelledKept('$21.25 is kept as credit toward a future booking.'),
    'We received your deposit, but this booking has been cancelled, so the appointment will not take place. $21.25 is kept as credit toward a future booking.',
  ],
  [
    'adminCancelPaid',
    () => MESSAGES.adminCancelPaid('$21.25'),
    'The client paid $21.25 online. What happens to it?',
  ],
  [
    'adminCancellationMoney',
    () => MESSAGES.adminCancellationMoney('$21.25 is kept as credit toward a future booking.'),
    'Cancelled: $21.25 is kept as credit toward a future booking.',
  ],
  [
    'adminCancelFull',
    () => MESSAGES.adminCancelFull('$21.25'),
    "Full refund: $21.25 back to the client's card (the business cancels)",
  ],
  [
    'adminCancelCredit',
    () => MESSAGES.adminCancelCredit('$21.25'),
    'Keep $21.25 as credit toward a future booking',
  ],
  [
    'appointmentMoved',
    () => MESSAGES.appointmentMoved('Wednesday, March 11, 2026 at 11:00 AM EDT'),
    'The appointment has been moved to Wednesday, March 11, 2026 at 11:00 AM EDT.',
  ],
  // Waitlist
  [
    'waitlistEntryRemoved',
    () => MESSAGES.waitlistEntryRemoved('Maya Lee'),
    'Maya Lee was removed from the waitlist.',
  ],
  [
    'waitlistOffer',
    () => MESSAGES.waitlistOffer('Wednesday, March 11, 2026 at 11:00 AM EDT'),
    'A time that suits you has freed up: Wednesday, March 11, 2026 at 11:00 AM EDT. We hold it for you for 30 minutes; after that it is offered to the next person on the waitlist.',
  ],
  // Webhooks
  [
    'webhookEventUnknown',
    () => MESSAGES.webhookEventUnknown('health.saved'),
    'Unknown event: health.saved.',
  ],
  [
    'webhookEventBeyondScopes',
    () => MESSAGES.webhookEventBeyondScopes('booking.created', 'appointments:read'),
    'This API key may not subscribe to booking.created: its data needs the "appointments:read" scope, which the key does not have.',
  ],
  [
    'webhookRefusedScope',
    () => MESSAGES.webhookRefusedScope('client.registered', 'clients:read'),
    'Not sent: the API key that registered this endpoint no longer has the "clients:read" scope that client.registered needs.',
  ],
  [
    'adminAccountCreatedQuietly',
    () => MESSAGES.adminAccountCreatedQuietly('admin', '/data/admin-password.txt'),
    '\n  Admin account created: username "admin". Its password is in /data/admin-password.txt (readable by you only); ' +
      'it is not printed because this output is not a terminal.\n\n',
  ],
  [
    'healthCodeSent',
    () => MESSAGES.healthCodeSent('m***d@example.com'),
    'For your privacy, we emailed a 6-digit code to m***d@example.com. It works for 10 minutes.',
  ],
  [
    'healthCodeWrong',
    () => MESSAGES.healthCodeWrong(1),
    'That code is not right. You have 1 try left.',
  ],
  [
    'healthCodeRequestLimited',
    () => MESSAGES.healthCodeRequestLimited(12),
    'You have asked for several codes in a short time. Please wait 12 minutes before asking for another, or use the latest code we sent.',
  ],
  [
    'healthCodeMailBody',
    () => MESSAGES.healthCodeMailBody('123456'),
    'Your one-time code is 123456. It works for 10 minutes. If you did not ask for it, you can ignore this email; nobody can use it without your sign-in.',
  ],
  [
    'deleteAccountTypeEmail',
    () => MESSAGES.deleteAccountTypeEmail('pat@example.com'),
    'To confirm, type your e-mail (pat@example.com):',
  ],
  [
    'deleteClientTypeEmail',
    () => MESSAGES.deleteClientTypeEmail('pat@example.com'),
    "To confirm, type the client's e-mail (pat@example.com):",
  ],
  ['healthAccessWhat', () => MESSAGES.healthAccessWhat('appointment_detail'), 'an appointment'],
  [
    'apiKeyScopeMissing',
    () => MESSAGES.apiKeyScopeMissing('clients:read'),
    'This API key does not have the "clients:read" scope needed here. Create a key with that scope in the admin console\'s Integrations tab.',
  ],
  [
    'apiKeyNameTooLong',
    () => MESSAGES.apiKeyNameTooLong(60),
    'The name must be at most 60 characters.',
  ],
  [
    'apiKeyScopeUnknown',
    () => MESSAGES.apiKeyScopeUnknown('health:read'),
    '"health:read" is not a scope.',
  ],
  ['apiKeyRevokeTitle', () => MESSAGES.apiKeyRevokeTitle('Zapier'), 'Revoke the key "Zapier"?'],
  ['apiKeyRevoked', () => MESSAGES.apiKeyRevoked('Zapier'), 'The key "Zapier" was revoked.'],
  ['weekdayTwice', () => MESSAGES.weekdayTwice('Tuesday'), 'Tuesday is listed twice.'],
  [
    'intervalTimeInvalid',
    () => MESSAGES.intervalTimeInvalid('Tuesday'),
    'Tuesday: write each time as HH:MM, from 00:00 to 24:00 (e.g. 09:00 and 19:00).',
  ],
  [
    'intervalOffGrid',
    () => MESSAGES.intervalOffGrid('Tuesday'),
    'Tuesday: times must fall on a 5-minute mark (e.g. 09:05, not 09:07).',
  ],
  [
    'intervalReversed',
    () => MESSAGES.intervalReversed('Tuesday'),
    'Tuesday: each interval must close after it opens.',
  ],
  [
    'intervalsOverlap',
    () => MESSAGES.intervalsOverlap('Tuesday'),
    'Tuesday: intervals must not overlap.',
  ],
  [
    'tooManyIntervals',
    () => MESSAGES.tooManyIntervals('Tuesday', 12),
    'Tuesday can have at most 12 intervals.',
  ],
  [
    'blockTooLong',
    () => MESSAGES.blockTooLong(731),
    'A block can last at most 731 days (two years).',
  ],
  [
    'blockHasAppointments',
    () => MESSAGES.blockHasAppointments(2),
    '2 appointments fall in this time. Keep them (keep_appointments: true), or move or cancel them first.',
  ],
  [
    'minNoticeInvalid',
    () => MESSAGES.minNoticeInvalid(168),
    'Minimum notice is a whole number of hours from 0 to 168.',
  ],
];

describe('MESSAGES', () => {
  it.each(FIXED)('%s is %p', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it.each(TEMPLATED)('%s renders its template', (_key, render, text) => {
    expect(render()).toBe(text);
  });

  it.each([[undefined], ['']])(
    'paymentSetupFailed(%p) falls back to "Please try again later"',
    (detail) => {
      expect(MESSAGES.paymentSetupFailed(detail)).toBe(
        'Payment setup failed: Please try again later',
      );
    },
  );

  it('says one month and one booking in the singular', () => {
    expect(MESSAGES.dateBeyondHorizon(1)).toBe(
      'We take bookings up to 1 month ahead. Please choose an earlier date.',
    );
    expect(MESSAGES.tooManyUnpaidHolds(1)).toMatch(/^There is already 1 booking waiting /);
  });

  it('says one other session in the singular', () => {
    expect(MESSAGES.adminSessionsEndedOthers(1)).toBe('1 other session was ended.');
  });

  it('builds the booking alert of spec section 8 from "Error: " and the fallback', () => {
    expect(MESSAGES.bookingError(MESSAGES.unknownError)).toBe('Error: Unknown error');
  });

  it('has a literal expectation above for every message (add new ones to this file)', () => {
    const covered = [...FIXED.map(([key]) => key), ...TEMPLATED.map(([key]) => key)].sort();
    // The e-mail ownership messages have their literal expectations in email-ownership.spec.ts,
    // the menu's in catalog-messages.spec.ts.
    const own = Object.keys(MESSAGES).filter(
      (key) => !(key in EMAIL_MESSAGES) && !(key in CATALOG_MESSAGES),
    );
    expect(covered).toEqual(own.sort());
  });

  it('types each entry as text or a function returning text', () => {
    for (const [key, value] of Object.entries(MESSAGES)) {
      if (key in EMAIL_MESSAGES || key in CATALOG_MESSAGES) continue;
      const fixed = FIXED.some(([k]) => k === key);
      expect(typeof value).toBe(fixed ? 'string' : 'function');
    }
  });
});
