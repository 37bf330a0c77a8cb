import { MESSAGES } from './index';
import { CATALOG_MESSAGES } from '../catalog-messages';
import { EMAIL_MESSAGES } from '../email-ownership';
import { FIXED_CHECKOUT, TEMPLATED_CHECKOUT } from './checkout.fixture';
import { FIXED_SAVED_CARD, TEMPLATED_SAVED_CARD } from './saved-card.fixture';
import { FIXED_MONEY_PANEL, TEMPLATED_MONEY_PANEL } from './money-panel.fixture';
import { FIXED_FEES, TEMPLATED_FEES } from './fees.fixture';
import { FIXED_FORMS } from './fixed-forms.fixture';
import { FIXED_PRIVACY } from './fixed-privacy.fixture';
import { TEMPLATED_FORMS } from './templated-forms.fixture';
import { TEMPLATED_SELF_SERVICE } from './templated-self-service.fixture';

/** Every fixed message, written out literally (the fixtures say which the specification quotes). */
const FIXED = [
  ...FIXED_FORMS,
  ...FIXED_PRIVACY,
  ...FIXED_CHECKOUT,
  ...FIXED_SAVED_CARD,
  ...FIXED_MONEY_PANEL,
  ...FIXED_FEES,
];

/** Every templated message, called with sample arguments and written out literally. */
const TEMPLATED = [
  ...TEMPLATED_FORMS,
  ...TEMPLATED_SELF_SERVICE,
  ...TEMPLATED_CHECKOUT,
  ...TEMPLATED_SAVED_CARD,
  ...TEMPLATED_MONEY_PANEL,
  ...TEMPLATED_FEES,
];

describe('MESSAGES', () => {
  it.each(FIXED)('%s is %p', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it.each(TEMPLATED)('%s renders its template', (_key, render, text) => {
    expect(render()).toBe(text);
  });

  it.each([[undefined], ['']])(
    'paymentSetupFailed(%p) falls back to "Please try again later"',
    (detail) => {
      expect(MESSAGES.paymentSetupFailed(detail)).toBe(
        'Payment setup failed: Please try again later',
      );
    },
  );

  it('says one month and one booking in the singular', () => {
    expect(MESSAGES.dateBeyondHorizon(1)).toBe(
      'We take bookings up to 1 month ahead. Please choose an earlier date.',
    );
    expect(MESSAGES.tooManyUnpaidHolds(1)).toMatch(/^There is already 1 booking waiting /);
  });

  it('says one other session in the singular', () => {
    expect(MESSAGES.adminSessionsEndedOthers(1)).toBe('1 other session was ended.');
  });

  it('builds the booking alert from "Error: " and the fallback', () => {
    expect(MESSAGES.bookingError(MESSAGES.unknownError)).toBe('Error: Unknown error');
  });

  it('has a literal expectation above for every message (add new ones to the fixtures)', () => {
    const covered = [...FIXED.map(([key]) => key), ...TEMPLATED.map(([key]) => key)].sort();
    // The e-mail ownership messages have their literal expectations in email-ownership.spec.ts,
    // the menu's in catalog-messages.spec.ts.
    const own = Object.keys(MESSAGES).filter(
      (key) => !(key in EMAIL_MESSAGES) && !(key in CATALOG_MESSAGES),
    );
    expect(covered).toEqual(own.sort());
  });

  it('types each entry as text or a function returning text', () => {
    for (const [key, value] of Object.entries(MESSAGES)) {
      if (key in EMAIL_MESSAGES || key in CATALOG_MESSAGES) continue;
      const fixed = FIXED.some(([k]) => k === key);
      expect(typeof value).toBe(fixed ? 'string' : 'function');
    }
  });
});
