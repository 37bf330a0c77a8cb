import { MESSAGES, MessageKey } from './index';

/** Templated messages up to self-service, called with sample arguments and written out literally. */
export const TEMPLATED_FORMS: [MessageKey, () => string, string][] = [
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
];
