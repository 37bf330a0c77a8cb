import { BUSINESS_HOURS } from '@esthetics/domain';
import { BusinessInfo } from '../../src/config/business-profile';

/** A business profile with every field given, for tests of what reads the profile. */
export const BUSINESS: BusinessInfo = {
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
