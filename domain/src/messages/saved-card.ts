/** The card saved at the deposit's checkout: the local test checkout's cards and the client area. */
export const SAVED_CARD_MESSAGES = {
  // The local test-mode checkout page's test cards (what each does when paid with)
  checkoutTestCard: 'Other test cards',
  checkoutCardSucceeds: 'Pay uses the test Visa ending 4242, which pays.',
  checkoutCardDeclined: 'Pay with Visa ending 0002 (declined)',
  checkoutCardNeedsAuth: 'Pay with Visa ending 3184 (asks for authentication)',
  checkoutDeclined: 'Your card was declined, so the deposit is not paid. Please try another card.',
  checkoutUnknownCard: 'Please choose one of the test cards.',
  checkoutAuthPrompt: 'Your bank asks you to confirm this payment.',
  checkoutAuthenticate: 'Authenticate',
  // The client area's saved card
  savedCardTitle: 'Saved card',
  savedCardNone: 'No card is saved. A card is saved when you pay a deposit.',
  savedCardEnding: (brand: string, last4: string) => `${brand} ending ${last4}`,
  savedCardExpires: (month: string, year: string) => `Expires ${month}/${year}`,
  savedCardRemove: 'Remove card',
  savedCardRemoveConfirm:
    'Remove this card? A fee or balance that applies later will then be asked for by e-mail.',
  savedCardKeep: 'Keep card',
  savedCardRemoved: 'Your card has been removed.',
};
