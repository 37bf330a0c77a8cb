import { Appointment, NewAppointment } from '@esthetics/domain';
import { clientColumns } from '../client-columns';
import { AppointmentEntity } from './appointment.entity';

/** The table's row (snake_case columns) as the domain's record. */
export function toAppointment(row: AppointmentEntity): Appointment {
  return {
    id: row.id,
    clientId: row.client_id,
    clientFirstName: row.client_first_name,
    clientLastName: row.client_last_name,
    clientEmail: row.client_email,
    clientPhone: row.client_phone,
    serviceIds: row.service_ids,
    services: row.services,
    addOnIds: row.add_on_ids,
    packageId: row.package_id,
    groupSize: row.group_size,
    serviceLocation: row.service_location,
    serviceAddress: row.service_address,
    companyName: row.company_name,
    notes: row.notes,
    appointmentDate: row.appointment_date,
    appointmentTime: row.appointment_time,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    blockedUntil: row.blocked_until,
    firstStartsAt: row.first_starts_at ?? row.starts_at,
    totalDuration: row.total_duration,
    price: row.price,
    totalPriceCents: row.total_price_cents,
    depositCents: row.deposit_cents,
    status: row.status,
    paymentStatus: row.payment_status,
    holdExpiresAt: row.hold_expires_at,
    cancellationReason: row.cancellation_reason,
    addToCalendar: row.add_to_calendar,
    calendarEmail: row.calendar_email,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    icsSequence: row.ics_sequence,
  };
}

/** The domain's record as the table's row, with the client address it was booked from. */
export function toAppointmentRow(
  a: NewAppointment,
  updatedAt: Date,
  clientAddress: string | null,
): AppointmentEntity {
  return {
    ...clientColumns(a),
    service_ids: [...a.serviceIds],
    services: [...a.services],
    add_on_ids: [...a.addOnIds],
    package_id: a.packageId,
    group_size: a.groupSize,
    service_location: a.serviceLocation,
    service_address: a.serviceAddress,
    company_name: a.companyName,
    notes: a.notes,
    appointment_date: a.appointmentDate,
    appointment_time: a.appointmentTime,
    starts_at: a.startsAt,
    ends_at: a.endsAt,
    blocked_until: a.blockedUntil ?? a.endsAt,
    total_duration: a.totalDuration,
    price: a.price,
    total_price_cents: a.totalPriceCents,
    deposit_cents: a.depositCents,
    status: a.status,
    payment_status: a.paymentStatus,
    hold_expires_at: a.holdExpiresAt,
    cancellation_reason: a.cancellationReason,
    add_to_calendar: a.addToCalendar,
    calendar_email: a.calendarEmail,
    client_address: clientAddress,
    created_at: a.createdAt,
    updated_at: updatedAt,
    ics_sequence: 0,
  };
}
