import {
  PriceBreakdown,
  PriceLine,
  SafetyAnswers,
  SafetyFlag,
  safetyFlags,
  Catalog,
  Appointment,
} from '@esthetics/domain';
import { toAppointmentDto } from '../bookings/dto/appointment.mapper';
import { QueuedMail } from '../notifications/ports/outbox.port';
import { StoredCheckout } from '../payments/ports/payment.port';
import { AdminAppointmentDto, OutboxMessageDto } from './dto/admin.dto';
import { SafetyFlagDto } from './dto/safety-flag.dto';
import {
  AppointmentPriceDto,
  CheckoutSessionSummaryDto,
  PriceLineDto,
} from './dto/admin-detail.dto';

const iso = (value: Date | string) => new Date(value).toISOString();

export const toOutboxMessageDto = (m: QueuedMail): OutboxMessageDto => ({
  id: m.id,
  appointment_id: m.appointment_id,
  kind: m.kind,
  to: m.recipients,
  subject: m.subject,
  status: m.status,
  attempts: m.attempts,
  last_error: m.last_error,
  has_invitation: m.ics !== null,
  created_at: iso(m.created_at),
  sent_at: m.sent_at ? iso(m.sent_at) : null,
  next_attempt_at: m.status === 'queued' ? iso(m.next_attempt_at) : null,
});

const toPriceLineDto = (l: PriceLine): PriceLineDto => ({
  id: l.id,
  name: l.name,
  persons: l.persons,
  unit_cents: l.unitCents,
  amount_cents: l.amountCents,
  duration_minutes: l.durationMinutes,
});

export const toPriceDto = (p: PriceBreakdown): AppointmentPriceDto => ({
  services: p.services.map(toPriceLineDto),
  add_ons: p.addOns.map(toPriceLineDto),
  package: p.package
    ? { id: p.package.id, name: p.package.name, amount_cents: p.package.amountCents }
    : null,
  travel_fee_cents: p.travelFeeCents,
  subtotal_cents: p.subtotalCents,
  service_charge_cents: p.serviceChargeCents,
  total_cents: p.totalCents,
  deposit_cents: p.depositCents,
  balance_cents: p.balanceCents,
  duration_minutes: p.durationMinutes,
});

export const toCheckoutSummaryDto = (s: StoredCheckout): CheckoutSessionSummaryDto => ({
  id: s.id,
  status: s.status,
  payment_status: s.payment_status,
  amount_cents: s.amount_cents,
  created_at: iso(s.created_at),
});

const toSafetyFlagDto = (f: SafetyFlag): SafetyFlagDto => ({
  rule: f.rule,
  severity: f.severity,
  reason: f.reason,
});

/** The safety flags of an appointment from its client's health form (none without one). */
export const toSafetyFlagDtos = (
  a: Appointment,
  form: SafetyAnswers | null,
  catalog: Catalog,
): SafetyFlagDto[] => safetyFlags(form, a, catalog).map(toSafetyFlagDto);

/** An appointment in the console's list and agenda, with its safety flags. */
export const toAdminAppointmentDto = (
  a: Appointment,
  form: SafetyAnswers | null,
  catalog: Catalog,
): AdminAppointmentDto => ({
  ...toAppointmentDto(a),
  safety_flags: toSafetyFlagDtos(a, form, catalog),
});
