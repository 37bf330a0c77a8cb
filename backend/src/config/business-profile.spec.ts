import { BUSINESS_HOURS } from '@esthetics/domain';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppConfig, ConfigError } from './app-config';
import { PLACEHOLDER_EMAIL } from './business-profile';

function dataDirWith(profile: unknown): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'esthetics-profile-'));
  writeFileSync(
    path.join(dir, 'business.json'),
    typeof profile === 'string' ? profile : JSON.stringify(profile),
  );
  return dir;
}

const emptyDir = () => mkdtempSync(path.join(os.tmpdir(), 'esthetics-profile-'));

describe('business profile', () => {
  it("defaults to the spec's values with no file and no variables", () => {
    const { business } = AppConfig.fromEnv({ DATA_DIR: emptyDir() });
    expect(business).toEqual({
      name: 'Glow Esthetics',
      phone: '(301) 555-0142',
      email: PLACEHOLDER_EMAIL,
      social: '@glowesthetics.md',
      socialLinks: [
        {
          network: 'Instagram',
          handle: '@glowesthetics.md',
          url: 'https://www.instagram.com/glowesthetics.md',
        },
      ],
      timeZone: 'America/New_York',
      esthetician: { name: 'Our licensed esthetician', licenseNumber: null },
      address: null,
      serviceArea: 'Maryland',
      hours: BUSINESS_HOURS,
      planPerks: {},
    });
  });

  it('takes ADMIN_EMAIL as the public e-mail when the profile gives none', () => {
    const config = AppConfig.fromEnv({ DATA_DIR: emptyDir(), ADMIN_EMAIL: 'owner@example.com' });
    expect(config.business.email).toBe('owner@example.com');
  });

  it('reads DATA_DIR/business.json', () => {
    const dir = dataDirWith({
      name: 'Skin by Maya',
      phone: '(240) 555-0199',
      email: 'hello@skinbymaya.com',
      social: '@skinbymaya',
      social_links: [
        { network: 'Instagram', handle: '@skinbymaya', url: 'https://instagram.com/skinbymaya' },
        { network: 'Facebook', handle: 'Skin by Maya', url: 'https://facebook.com/skinbymaya' },
      ],
      esthetician: { name: 'Maya Reed', license_number: 'E-12345' },
      address: { street: '12 Main St', city: 'Bethesda', postal_code: '20814' },
      service_area: 'Montgomery County, Maryland',
      hours: { tuesday: '10:00-18:00', saturday: '09:00-14:00', sunday: 'closed' },
      plan_perks: { radiance: ['Three facials a month'] },
    });
    const { business } = AppConfig.fromEnv({ DATA_DIR: dir });
    expect(business.name).toBe('Skin by Maya');
    expect(business.email).toBe('hello@skinbymaya.com');
    expect(business.socialLinks).toHaveLength(2);
    expect(business.esthetician).toEqual({ name: 'Maya Reed', licenseNumber: 'E-12345' });
    expect(business.address).toEqual({
      street: '12 Main St',
      city: 'Bethesda',
      region: 'MD',
      postal_code: '20814',
    });
    expect(business.serviceArea).toBe('Montgomery County, Maryland');
    expect(business.hours.map((h) => [h.day, h.opens, h.closes])).toEqual([
      ['Sunday', null, null],
      ['Monday', null, null],
      ['Tuesday', '10:00', '18:00'],
      ['Wednesday', null, null],
      ['Thursday', null, null],
      ['Friday', null, null],
      ['Saturday', '09:00', '14:00'],
    ]);
    expect(business.planPerks).toEqual({ radiance: ['Three facials a month'] });
  });

  it('lets the environment override the file', () => {
    const dir = dataDirWith({ name: 'From file', phone: '(240) 555-0199', email: 'a@b.com' });
    const { business } = AppConfig.fromEnv({
      DATA_DIR: dir,
      BUSINESS_NAME: 'From env',
      BUSINESS_EMAIL: 'env@example.com',
      BUSINESS_ESTHETICIAN: 'Ana Lopez',
      BUSINESS_LICENSE_NUMBER: 'MD-1',
      BUSINESS_SERVICE_AREA: 'Baltimore',
    });
    expect(business.name).toBe('From env');
    expect(business.phone).toBe('(240) 555-0199');
    expect(business.email).toBe('env@example.com');
    expect(business.esthetician).toEqual({ name: 'Ana Lopez', licenseNumber: 'MD-1' });
    expect(business.serviceArea).toBe('Baltimore');
  });

  it.each([
    ['{ not json', 'business.json is not valid JSON'],
    ['[1]', 'business.json must hold one JSON object'],
    [{ nmae: 'typo' }, 'business.json: unknown field nmae'],
    [{ esthetician: { name: 'A', licence: 'x' } }, 'unknown field esthetician.licence'],
    [{ email: 'not-an-email' }, 'business.json: email must be an e-mail address'],
    [{ phone: 42 }, 'business.json: phone must be a non-empty string'],
    [{ hours: { monday: '9-5' } }, 'hours.monday must be "HH:MM-HH:MM"'],
    [{ hours: { funday: '09:00-17:00' } }, 'unknown field hours.funday'],
    [{ hours: { monday: '17:00-09:00' } }, 'hours: Monday: closes before it opens'],
    [{ address: { street: '1 A St' } }, 'address needs street, city and postal_code'],
    [
      { social_links: [{ network: 'X', handle: 'x', url: 'http://x.com' }] },
      'url must be an https://',
    ],
    [{ plan_perks: { gold: ['x'] } }, 'unknown field plan_perks.gold'],
    [{ time_zone: 'Mars/Base' }, 'time_zone must be an IANA time zone'],
  ])('refuses business.json %j with a clear message', (profile, expected) => {
    const env = { DATA_DIR: dataDirWith(profile) };
    expect(() => AppConfig.fromEnv(env)).toThrow(ConfigError);
    expect(() => AppConfig.fromEnv(env)).toThrow(expected);
  });

  it('refuses a bad BUSINESS_EMAIL', () => {
    expect(() => AppConfig.fromEnv({ DATA_DIR: emptyDir(), BUSINESS_EMAIL: 'x' })).toThrow(
      'BUSINESS_EMAIL must be an e-mail address',
    );
  });
});
