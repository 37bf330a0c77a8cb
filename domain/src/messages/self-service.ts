import {
  CANCELLATION_NOTICE_HOURS,
  FULL_REFUND_NOTICE_HOURS,
  hoursPhrase,
  LATE_CANCELLATION_FEE_PERCENT,
} from '../policy';

/** What cancelling or moving an appointment costs, the no-show fee, and their screens. */
export const SELF_SERVICE_MESSAGES = {
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
} as const;
