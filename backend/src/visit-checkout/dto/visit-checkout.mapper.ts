import { Charge } from '@esthetics/domain';
import { StoredLedgerEntry } from '../../ledger/ports/ledger.port';
import { VisitCheckoutRecord } from '../ports/visit-checkouts.port';
import {
  AppointmentChargeDto,
  AppointmentLedgerEntryDto,
  VisitCheckoutDoneDto,
} from './visit-checkout.dto';

export const toVisitCheckoutDoneDto = (c: VisitCheckoutRecord): VisitCheckoutDoneDto => ({
  appointment_id: c.appointmentId,
  method: c.method,
  balance_cents: c.balanceCents,
  tip_cents: c.tipCents,
  products: c.products.map((p) => ({ name: p.name, price_cents: p.priceCents })),
  total_cents: c.totalCents,
  payment_id: c.paymentId,
  checked_out_at: c.at.toISOString(),
});

export const toLedgerEntryDto = (e: StoredLedgerEntry): AppointmentLedgerEntryDto => ({
  id: e.id,
  kind: e.kind,
  method: e.method,
  amount_cents: e.amountCents,
  provider_id: e.providerId,
  refund_of: e.refundOf ?? null,
  at: e.at.toISOString(),
});

export const toChargeDto = (c: Charge): AppointmentChargeDto => ({
  charge_id: c.key,
  method: c.method,
  amount_cents: c.amountCents,
  kinds: [...c.kinds],
  at: c.at.toISOString(),
  refundable_cents: c.refundableCents,
});
