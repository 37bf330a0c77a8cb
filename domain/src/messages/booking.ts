import { HOLD_HOURS, hoursPhrase } from '../policy';

/** The booking form, its checks and the deposit hold. */
export const BOOKING_MESSAGES = {
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
} as const;
