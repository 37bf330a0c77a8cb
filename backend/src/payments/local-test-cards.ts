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
