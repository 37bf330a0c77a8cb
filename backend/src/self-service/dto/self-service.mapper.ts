import {
  CancellationTerms,
  NoShowTerms,
  RescheduleTerms,
  Settlement,
  Validation,
  AppointmentChange,
} from '@esthetics/domain';
import {
  CancellationTermsDto,
  CancelOptionDto,
  NoShowOptionDto,
  NoShowTermsDto,
  RescheduleOptionDto,
  SettlementDto,
} from './self-service.dto';

export const toSettlementDto = (s: Settlement): SettlementDto => ({
  paid_cents: s.paidCents,
  refund_cents: s.refundCents,
  credit_cents: s.creditCents,
  kept_cents: s.keptCents,
  fee_cents: s.feeCents,
  charge_cents: s.chargeCents,
});

export const toCancellationTermsDto = (t: CancellationTerms): CancellationTermsDto => ({
  ...toSettlementDto(t),
  rule: t.rule,
  message: t.message,
});

export const toNoShowTermsDto = (t: NoShowTerms): NoShowTermsDto => ({
  ...toSettlementDto(t),
  message: t.message,
});

/** The terms a recorded cancellation applied (to answer a repeated request as the first one). */
export const recordedCancellationTerms = (c: AppointmentChange): CancellationTermsDto => ({
  paid_cents: c.refundCents + c.creditCents + c.keptCents,
  refund_cents: c.refundCents,
  credit_cents: c.creditCents,
  kept_cents: c.keptCents,
  fee_cents: c.feeCents,
  charge_cents: c.chargeCents,
  rule: c.rule ?? '',
  message: c.message ?? '',
});

/** An option of the dashboard or the console: its terms, or why it is not offered. */
function option<T extends { readonly message: string }, D>(
  v: Validation<T>,
  terms: (value: T) => D,
): { allowed: boolean; code: string | null; message: string; terms: D | null } {
  return v.ok
    ? { allowed: true, code: null, message: v.value.message, terms: terms(v.value) }
    : { allowed: false, code: v.code, message: v.message, terms: null };
}

export const toCancelOptionDto = (v: Validation<CancellationTerms>): CancelOptionDto =>
  option(v, toCancellationTermsDto);

export const toNoShowOptionDto = (v: Validation<NoShowTerms>): NoShowOptionDto =>
  option(v, toNoShowTermsDto);

export function toRescheduleOptionDto(v: Validation<RescheduleTerms>): RescheduleOptionDto {
  const { terms, ...rest } = option(v, (t) => t.depositCents);
  return { ...rest, deposit_cents: terms };
}
