import { MESSAGES, MessageKey } from './index';

/** Templated messages from self-service on, called with sample arguments and written out literally. */
export const TEMPLATED_SELF_SERVICE: [MessageKey, () => string, string][] = [
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
