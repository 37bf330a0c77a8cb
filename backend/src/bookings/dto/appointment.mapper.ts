import { centsToDollars, Appointment } from '@esthetics/domain';
import { clientColumns } from '../client-columns';
import { AppointmentDto } from './appointment.dto';

/** An appointment as the API shows it: part of the bookings module's public surface, so other modules
 * (admin, clients) answer with the same shape without reaching into the module. */
export const toAppointmentDto = (a: Appointment): AppointmentDto => ({
  ...clientColumns(a),
  services: [...a.services],
  service_ids: [...a.serviceIds],
  service_type: a.services.join(', '),
  add_ons: [...a.addOnIds],
  package_id: a.packageId,
  group_size: a.groupSize,
  appointment_date: a.appointmentDate,
  appointment_time: a.appointmentTime,
  starts_at: a.startsAt.toISOString(),
  ends_at: a.endsAt.toISOString(),
  total_price: centsToDollars(a.totalPriceCents),
  total_price_cents: a.totalPriceCents,
  deposit_amount: centsToDollars(a.depositCents),
  deposit_cents: a.depositCents,
  total_duration: a.totalDuration,
  service_location: a.serviceLocation,
  mobile_address: a.serviceAddress,
  company_name: a.companyName,
  notes: a.notes,
  status: a.status,
  payment_status: a.paymentStatus,
  hold_expires_at: a.holdExpiresAt ? a.holdExpiresAt.toISOString() : null,
  cancellation_reason: a.cancellationReason,
  created_at: a.createdAt.toISOString(),
});
