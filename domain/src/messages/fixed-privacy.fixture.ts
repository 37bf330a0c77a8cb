import { MessageKey } from './index';

/**
 * Fixed messages written out literally: the waitlist, idempotency keys, the health answers' one-time
 * code, safety flags, the client's rights, integrations and the owner's schedule.
 */
export const FIXED_PRIVACY: [MessageKey, string][] = [
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
  // Health answers behind a one-time code
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
  // The client's rights: the access log, the export, the deletion
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
