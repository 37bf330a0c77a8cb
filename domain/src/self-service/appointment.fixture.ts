import { CancellationRule, cancellationTerms } from './cancellation';
import { SelfServiceAppointment } from './terms';

export const at = (iso: string) => new Date(iso);
/** Tuesday 2026-03-10, 10:00 in New York (EDT): the start of the appointment the tests change. */
export const START = at('2026-03-10T14:00:00Z');
/** `ms` before the start. */
export const before = (ms: number) => new Date(START.getTime() - ms);
/** `ms` after the start. */
export const after = (ms: number) => new Date(START.getTime() + ms);

/** A confirmed Classic European Facial ($85.00), its $21.25 deposit paid; `over` changes it. */
export const appointment = (
  over: Partial<SelfServiceAppointment> = {},
): SelfServiceAppointment => ({
  status: 'confirmed',
  paymentStatus: 'paid',
  startsAt: START,
  totalDuration: 60,
  totalPriceCents: 8500,
  depositCents: 2125,
  packageId: null,
  ...over,
});

/** The rule a cancellation at `now` falls under, or the code of the refusal. */
export const ruleAt = (a: SelfServiceAppointment, now: Date): CancellationRule | string => {
  const terms = cancellationTerms(a, { now });
  return terms.ok ? terms.value.rule : terms.code;
};
