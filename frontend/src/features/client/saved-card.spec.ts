import { SAVED_CARD_MESSAGES } from '@esthetics/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { savedCardLines } from './saved-card';
import { SavedCardView, type SavedCardState } from './SavedCardSection';

const VISA = { brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2031 };

/** The section as the page renders it, its dialog closed unless `confirming`. */
const render = (state: SavedCardState, confirming = false) =>
  renderToStaticMarkup(
    createElement(SavedCardView, {
      state,
      notice: null,
      confirming,
      removing: false,
      onRemove: () => undefined,
      onCancel: () => undefined,
      onConfirm: () => undefined,
    }),
  );

describe('the saved card', () => {
  it('reads its brand, last digits and expiry as a person says them', () => {
    expect(savedCardLines(VISA)).toEqual({
      ending: 'Visa ending 4242',
      expires: 'Expires 03/2031',
    });
    expect(savedCardLines({ ...VISA, brand: 'amex', exp_month: null })).toEqual({
      ending: 'American Express ending 4242',
      expires: null,
    });
  });

  it('shows the card and a Remove card button, the confirmation closed', () => {
    const html = render(VISA);
    expect(html).toContain(`<h2 id="saved-card-title">${SAVED_CARD_MESSAGES.savedCardTitle}</h2>`);
    expect(html).toContain('Visa ending 4242');
    expect(html).toContain('Expires 03/2031');
    expect(html).toContain(`>${SAVED_CARD_MESSAGES.savedCardRemove}</button>`);
    expect(html).not.toContain(SAVED_CARD_MESSAGES.savedCardRemoveConfirm);
  });

  it('asks before removing, in the dialog, with a way to keep the card', () => {
    const html = render(VISA, true);
    expect(html).toContain('<dialog');
    expect(html).toContain(SAVED_CARD_MESSAGES.savedCardRemoveConfirm);
    expect(html).toContain(`>${SAVED_CARD_MESSAGES.savedCardKeep}</button>`);
  });

  it('says when no card is saved, and shows loading and failures', () => {
    expect(render(null)).toContain(SAVED_CARD_MESSAGES.savedCardNone);
    expect(render(null)).not.toContain(`>${SAVED_CARD_MESSAGES.savedCardRemove}</button>`);
    expect(render('loading')).toContain('role="status"');
    expect(render({ message: 'Network error. Please try again.' })).toContain('role="alert"');
  });
});
