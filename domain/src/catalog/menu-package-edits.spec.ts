import { MESSAGES } from '../messages';
import { Validation } from '../validation/result';
import { SEED_CATALOG } from './data';
import { findBookingPackage, findCorporatePackage } from './lookup';
import { validateCorporatePackageEdit, validatePackageEdit } from './menu-edits';
import { BookingPackage, CorporatePackage } from './types';

const trio = findBookingPackage(SEED_CATALOG, 'facial-trio') as BookingPackage;
const wellness = findCorporatePackage(SEED_CATALOG, 'corporate_wellness') as CorporatePackage;

/** The failure's field and message (the test fails when it passed). */
function failure<T>(result: Validation<T>): { field?: string; message: string } {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return { field: result.field, message: result.message };
}

describe('validatePackageEdit', () => {
  const NEW = {
    name: 'Winter Glow',
    description: 'Three glow facials.',
    budget_cents: 25000,
    savings_cents: 3500,
    valid_months: 4,
    max_services: 3,
    services_allowed: ['signature-glow-facial', 'signature-glow-facial', 'anti-aging-facial'],
  };

  it('takes a new package, its services each once', () => {
    expect(validatePackageEdit(NEW, SEED_CATALOG)).toEqual({
      ok: true,
      value: {
        name: 'Winter Glow',
        description: 'Three glow facials.',
        budgetCents: 25000,
        savingsCents: 3500,
        validMonths: 4,
        maxServices: 3,
        servicesAllowed: ['signature-glow-facial', 'anti-aging-facial'],
        hidden: false,
      },
    });
    const all = validatePackageEdit({ ...NEW, services_allowed: 'all' }, SEED_CATALOG);
    expect(all.ok && all.value.servicesAllowed).toBe('all');
  });

  it.each([
    ['budget_cents', NaN, MESSAGES.menuAmountInvalid('$10,000.00')],
    ['budget_cents', undefined, MESSAGES.menuAmountInvalid('$10,000.00')],
    ['savings_cents', -500, MESSAGES.menuAmountInvalid('$10,000.00')],
    ['valid_months', 0, MESSAGES.menuValidMonthsInvalid(60)],
    ['valid_months', 61, MESSAGES.menuValidMonthsInvalid(60)],
    ['max_services', 0, MESSAGES.menuMaxServicesInvalid(20)],
    ['max_services', 21, MESSAGES.menuMaxServicesInvalid(20)],
    ['services_allowed', [], MESSAGES.menuServicesAllowedInvalid],
    ['services_allowed', 'some', MESSAGES.menuServicesAllowedInvalid],
    ['services_allowed', [1], MESSAGES.menuServicesAllowedInvalid],
    ['services_allowed', ['gold-facial'], MESSAGES.menuServiceUnknown('gold-facial')],
    ['name', 'FACIAL trio', MESSAGES.menuNameTaken('a package')],
    ['description', 'x'.repeat(1001), MESSAGES.tooLong('Description', 1000)],
  ])('refuses %s %p', (field, value, message) => {
    expect(failure(validatePackageEdit({ ...NEW, [field]: value }, SEED_CATALOG))).toEqual({
      field,
      message,
    });
  });

  it('keeps a package’s services without those removed since; none left: choose again', () => {
    const broken = { ...trio, servicesAllowed: ['gold-facial', 'classic-european-facial'] };
    expect(validatePackageEdit({ hidden: true }, SEED_CATALOG, broken)).toMatchObject({
      ok: true,
      value: { hidden: true, servicesAllowed: ['classic-european-facial'] },
    });
    const empty = { ...trio, servicesAllowed: ['gold-facial'] };
    expect(failure(validatePackageEdit({ hidden: true }, SEED_CATALOG, empty))).toEqual({
      field: 'services_allowed',
      message: MESSAGES.menuServicesAllowedInvalid,
    });
  });

  it('changes a package’s budget and keeps the rest', () => {
    expect(validatePackageEdit({ budget_cents: 26000 }, SEED_CATALOG, trio)).toMatchObject({
      ok: true,
      value: { name: trio.name, budgetCents: 26000, servicesAllowed: trio.servicesAllowed },
    });
  });
});

describe('validateCorporatePackageEdit', () => {
  it('changes the display texts and keeps what is not sent', () => {
    const result = validateCorporatePackageEdit(
      { price_range: '$105-135 per person', includes: ['Take-home products'] },
      SEED_CATALOG,
      wellness,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        ...wellness,
        id: undefined,
        priceRange: '$105-135 per person',
        includes: ['Take-home products'],
      },
    });
  });

  it.each([
    ['min_guests', 0, MESSAGES.menuMinGuestsInvalid(200)],
    ['min_guests', 201, MESSAGES.menuMinGuestsInvalid(200)],
    ['min_guests', '12', MESSAGES.menuMinGuestsInvalid(200)],
    ['duration', 'x'.repeat(61), MESSAGES.tooLong('Duration', 60)],
    ['price_range', 95, MESSAGES.menuTextInvalid('Price range')],
    ['includes', 'all', MESSAGES.menuListInvalid('Includes', 12, 200)],
    ['name', 'Team Building Experience', MESSAGES.menuNameTaken('a corporate package')],
    ['name', '', MESSAGES.menuNameRequired],
  ])('refuses %s %p', (field, value, message) => {
    expect(
      failure(validateCorporatePackageEdit({ [field]: value }, SEED_CATALOG, wellness)),
    ).toEqual({ field, message });
  });
});
