import type { Site } from '../../api/client';
import { estheticianOf, licenceLine, NO_PHOTOS, sitePhotos } from './profile';

const site = { name: 'Glow Esthetics', phone: '(301) 555-0142' } as Site;

describe('the business profile as the pages read it', () => {
  it('has no photos until the site says so', () => {
    expect(sitePhotos(undefined)).toBe(NO_PHOTOS);
    expect(sitePhotos(site)).toEqual({ hero: null, about: null, gallery: [] });
    const photos = { hero: null, about: null, gallery: [] };
    expect(sitePhotos({ ...site, photos } as Site)).toBe(photos);
  });

  it('names the esthetician only when configured, and the licence only when given', () => {
    expect(estheticianOf(undefined)).toBeNull();
    expect(estheticianOf(site)).toBeNull();
    expect(estheticianOf({ ...site, esthetician: { name: ' ', license_number: 'X1' } })).toBeNull();
    const unlicensed = estheticianOf({
      ...site,
      esthetician: { name: ' Ana Reyes ', license_number: '  ' },
    });
    expect(unlicensed).toEqual({ name: 'Ana Reyes', license_number: null });
    expect(licenceLine(unlicensed)).toBeNull();
    const licensed = estheticianOf({
      ...site,
      esthetician: { name: 'Ana Reyes', license_number: 'E-12345' },
    });
    expect(licenceLine(licensed)).toBe('Maryland licensed esthetician, license no. E-12345');
  });
});
