import { BUSINESS_HOURS } from '@esthetics/domain';
import { BusinessInfo } from '../config/business-profile';
import { compose } from './templates';

const BUSINESS: BusinessInfo = {
  name: 'Skin by Maya',
  phone: '(240) 555-0199',
  email: 'hello@skin.example.com',
  social: '@skinbymaya',
  socialLinks: [],
  timeZone: 'America/New_York',
  esthetician: { name: 'Maya Reed', licenseNumber: 'E-12345' },
  address: { street: '12 Main St', city: 'Bethesda', region: 'MD', postal_code: '20814' },
  serviceArea: 'Montgomery County',
  hours: BUSINESS_HOURS,
  planPerks: {},
};

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
