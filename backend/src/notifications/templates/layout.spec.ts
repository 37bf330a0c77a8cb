import { BUSINESS } from '../../../test/support/business';
import { compose } from './layout';

describe("every e-mail's footer reads the business profile", () => {
  it('names the business, where it is, its phone and e-mail, in text and HTML', () => {
    const mail = compose(BUSINESS, 'Hello', ['Body']);
    const footer =
      'Skin by Maya · 12 Main St, Bethesda, MD 20814 · (240) 555-0199 · hello@skin.example.com · @skinbymaya';
    expect(mail.text.endsWith(footer)).toBe(true);
    expect(mail.html).toContain(footer);
    const areaOnly = compose({ ...BUSINESS, address: null }, 'Hello', ['Body']);
    expect(areaOnly.text).toContain('Skin by Maya · Montgomery County · (240) 555-0199');
  });
});
