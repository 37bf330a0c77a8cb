import { StoredLedgerEntry } from '../ports/ledger.port';
import { LedgerEntryDto } from './money.dto';

export const toLedgerEntryDto = (e: StoredLedgerEntry): LedgerEntryDto => ({
  id: e.id,
  appointment_id: e.appointmentId,
  kind: e.kind,
  method: e.method,
  amount_cents: e.amountCents,
  provider_id: e.providerId,
  refund_of: e.refundOf ?? null,
  created_at: e.at.toISOString(),
  client_name: e.clientName,
  services: [...e.services],
});
