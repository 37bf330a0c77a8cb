import { MESSAGES } from '@esthetics/domain';

/** The local checkout's test cards, as Stripe's test cards of the same endings behave. */
export const LOCAL_TEST_CARDS = {
  succeeds: { last4: '4242', label: MESSAGES.checkoutCardSucceeds },
  declined: { last4: '0002', label: MESSAGES.checkoutCardDeclined },
  authentication_required: { last4: '3184', label: MESSAGES.checkoutCardNeedsAuth },
} as const;

export type LocalTestCard = keyof typeof LOCAL_TEST_CARDS;

export const isLocalTestCard = (value: unknown): value is LocalTestCard =>
  typeof value === 'string' && Object.hasOwn(LOCAL_TEST_CARDS, value);

/** A local saved card's id carries its test number, so an off-session charge behaves as the card. */
export function localPaymentMethodId(last4: string, random: string): string {
  return `pm_test_local_${last4}_${random}`;
}

/** How a local saved card answers an off-session charge (an id of another form: it pays). */
export function localCardOf(paymentMethodId: string): LocalTestCard {
  const last4 = /^pm_test_local_(\d{4})_/.exec(paymentMethodId)?.[1];
  const found = Object.entries(LOCAL_TEST_CARDS).find(([, card]) => card.last4 === last4);
  return found ? (found[0] as LocalTestCard) : 'succeeds';
}
