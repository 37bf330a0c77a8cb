import { MESSAGES, MessageKey } from './index';

/** The saved card's messages, written out literally. */
export const FIXED_SAVED_CARD: [MessageKey, string][] = [
  ['checkoutTestCard', 'Other test cards'],
  ['checkoutCardSucceeds', 'Pay uses the test Visa ending 4242, which pays.'],
  ['checkoutCardDeclined', 'Pay with Visa ending 0002 (declined)'],
  ['checkoutCardNeedsAuth', 'Pay with Visa ending 3184 (asks for authentication)'],
  [
    'checkoutDeclined',
    'Your card was declined, so the deposit is not paid. Please try another card.',
  ],
  ['checkoutUnknownCard', 'Please choose one of the test cards.'],
  ['checkoutAuthPrompt', 'Your bank asks you to confirm this payment.'],
  ['checkoutAuthenticate', 'Authenticate'],
  ['savedCardTitle', 'Saved card'],
  ['savedCardNone', 'No card is saved. A card is saved when you pay a deposit.'],
  ['savedCardRemove', 'Remove card'],
  [
    'savedCardRemoveConfirm',
    'Remove this card? A fee or balance that applies later will then be asked for by e-mail.',
  ],
  ['savedCardKeep', 'Keep card'],
  ['savedCardRemoved', 'Your card has been removed.'],
];

export const TEMPLATED_SAVED_CARD: [MessageKey, () => string, string][] = [
  ['savedCardEnding', () => MESSAGES.savedCardEnding('Visa', '4242'), 'Visa ending 4242'],
  ['savedCardExpires', () => MESSAGES.savedCardExpires('12', '2034'), 'Expires 12/2034'],
];
