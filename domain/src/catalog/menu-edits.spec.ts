import { MESSAGES } from '../messages';
import { Validation } from '../validation/result';
import { SEED_CATALOG, SEED_BUFFER_MINUTES } from './data';
import { findService } from './lookup';
import { validateAddOnEdit, validateServiceEdit } from './menu-edits';
import { AddOn, Service } from './types';

const classic = findService(SEED_CATALOG, 'classic-european-facial') as Service;
const led = SEED_CATALOG.addOns[0] as AddOn;

const NEW_SERVICE = {
  name: 'Gold Facial',
  category: 'facial',
  location: 'clinic',
  duration: 60,
  price_cents: 15000,
};

/** The failure's field and message (the test fails when it passed). */
function failure<T>(result: Validation<T>): { field?: string; message: string } {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return { field: result.field, message: result.message };
}

describe('validateServiceEdit', () => {
  it('takes a new service with the defaults: its category’s buffer, one person, no fee, shown', () => {
    expect(validateServiceEdit(NEW_SERVICE, SEED_CATALOG)).toEqual({
      ok: true,
      value: {
        name: 'Gold Facial',
        category: 'facial',
        location: 'clinic',
        description: '',
        notes: [],
        durationMinutes: 60,
        priceCents: 15000,
        perPerson: false,
        minPersons: 1,
        travelFeeCents: 0,
        bufferMinutes: SEED_BUFFER_MINUTES.facial,
        photo: null,
        hidden: false,
      },
    });
  });

  it('keeps what a change does not send: `{ hidden: true }` hides it and nothing else', () => {
    // (toEqual takes a property set to undefined as absent: the edit has no id.)
    expect(validateServiceEdit({ hidden: true }, SEED_CATALOG, classic)).toEqual({
      ok: true,
      value: { ...classic, id: undefined, photo: null, hidden: true },
    });
    const renamed = validateServiceEdit(
      { name: ' CLASSIC european facial ' },
      SEED_CATALOG,
      classic,
    );
    expect(renamed.ok && renamed.value.name).toBe('CLASSIC european facial');
  });

  it.each([
    [{ name: undefined }, MESSAGES.menuNameRequired],
    [{ name: '   ' }, MESSAGES.menuNameRequired],
    [{ name: 42 }, MESSAGES.menuNameRequired],
    [{ name: 'x'.repeat(81) }, MESSAGES.tooLong('Name', 80)],
    [{ name: 'classic european FACIAL ' }, MESSAGES.menuNameTaken('a service')],
  ])('refuses the name of %p', (change, message) => {
    expect(failure(validateServiceEdit({ ...NEW_SERVICE, ...change }, SEED_CATALOG))).toEqual({
      field: 'name',
      message,
    });
  });

  it('accepts a name of 80 characters, and a service keeping its own name', () => {
    expect(validateServiceEdit({ ...NEW_SERVICE, name: 'x'.repeat(80) }, SEED_CATALOG).ok).toBe(
      true,
    );
    expect(validateServiceEdit({ name: classic.name }, SEED_CATALOG, classic).ok).toBe(true);
  });

  const DURATION = MESSAGES.menuDurationInvalid(5, 480);
  const PRICE = MESSAGES.menuAmountInvalid('$10,000.00');
  it.each([
    ['duration', 62, DURATION],
    ['duration', 0, DURATION],
    ['duration', 485, DURATION],
    ['duration', 60.5, DURATION],
    ['duration', '60', DURATION],
    ['duration', NaN, DURATION],
    ['duration', undefined, DURATION],
    ['price_cents', -1, PRICE],
    ['price_cents', NaN, PRICE],
    ['price_cents', 1_000_001, PRICE],
    ['price_cents', 12.5, PRICE],
    ['price_cents', '8500', PRICE],
    ['price_cents', null, PRICE],
    ['price_cents', Infinity, PRICE],
    ['buffer_minutes', 7, MESSAGES.menuBufferInvalid(120)],
    ['buffer_minutes', 125, MESSAGES.menuBufferInvalid(120)],
    ['buffer_minutes', -5, MESSAGES.menuBufferInvalid(120)],
    ['min_persons', 0, MESSAGES.menuMinPersonsInvalid(50)],
    ['min_persons', 51, MESSAGES.menuMinPersonsInvalid(50)],
    ['min_persons', 1.5, MESSAGES.menuMinPersonsInvalid(50)],
    ['travel_fee_cents', 100_001, MESSAGES.menuAmountInvalid('$1,000.00')],
    ['travel_fee_cents', -100, MESSAGES.menuAmountInvalid('$1,000.00')],
    ['category', 'massage', MESSAGES.menuCategoryInvalid],
    ['location', 'beach', MESSAGES.menuLocationInvalid],
    ['per_person', 'yes', MESSAGES.menuYesNoInvalid('Per person')],
    ['hidden', 'true', MESSAGES.menuYesNoInvalid('Hidden')],
    ['notes', 'one note', MESSAGES.menuListInvalid('Notes', 12, 200)],
    ['notes', Array(13).fill('note'), MESSAGES.menuListInvalid('Notes', 12, 200)],
    ['notes', ['x'.repeat(201)], MESSAGES.menuListInvalid('Notes', 12, 200)],
    ['notes', [3], MESSAGES.menuListInvalid('Notes', 12, 200)],
    ['photo', 123, MESSAGES.menuPhotoInvalid],
    ['photo', 'x'.repeat(201), MESSAGES.menuPhotoInvalid],
    ['description', 5, MESSAGES.menuTextInvalid('Description')],
    ['description', 'x'.repeat(1001), MESSAGES.tooLong('Description', 1000)],
  ])('refuses %s %p', (field, value, message) => {
    expect(failure(validateServiceEdit({ ...NEW_SERVICE, [field]: value }, SEED_CATALOG))).toEqual({
      field,
      message,
    });
  });

  it.each([
    ['duration', 5],
    ['duration', 480],
    ['price_cents', 0],
    ['price_cents', 1_000_000],
    ['buffer_minutes', 0],
    ['buffer_minutes', 120],
    ['min_persons', 50],
    ['travel_fee_cents', 100_000],
  ])('accepts %s %p (a limit)', (field, value) => {
    expect(validateServiceEdit({ ...NEW_SERVICE, [field]: value }, SEED_CATALOG).ok).toBe(true);
  });

  it('trims the texts, drops blank notes, and reads an empty photo as none', () => {
    const result = validateServiceEdit(
      {
        ...NEW_SERVICE,
        description: '  Gold leaf.  ',
        notes: [' Book ahead ', '  '],
        photo: '',
        per_person: true,
        min_persons: 4,
      },
      SEED_CATALOG,
    );
    expect(result).toMatchObject({
      ok: true,
      value: { description: 'Gold leaf.', notes: ['Book ahead'], photo: null, perPerson: true },
    });
    const withPhoto = validateServiceEdit(
      { photo: 'gallery/services/gold.jpg' },
      SEED_CATALOG,
      classic,
    );
    expect(withPhoto.ok && withPhoto.value.photo).toBe('gallery/services/gold.jpg');
  });

  it('answers the first failure in the order of the form', () => {
    expect(failure(validateServiceEdit({ duration: 7 }, SEED_CATALOG)).field).toBe('name');
    expect(failure(validateServiceEdit({ name: 'A', duration: 7 }, SEED_CATALOG)).field).toBe(
      'category',
    );
  });
});

describe('validateAddOnEdit', () => {
  const NEW = { name: 'Gua Sha', price_cents: 2000, duration: 10 };

  it('takes a new add-on, and one taking no time of its own', () => {
    expect(validateAddOnEdit(NEW, SEED_CATALOG)).toEqual({
      ok: true,
      value: { name: 'Gua Sha', priceCents: 2000, durationMinutes: 10, hidden: false },
    });
    expect(validateAddOnEdit({ ...NEW, duration: 0 }, SEED_CATALOG).ok).toBe(true);
    expect(validateAddOnEdit({ ...NEW, duration: 240 }, SEED_CATALOG).ok).toBe(true);
  });

  it.each([
    ['duration', 245, MESSAGES.menuDurationInvalid(0, 240)],
    ['duration', 3, MESSAGES.menuDurationInvalid(0, 240)],
    ['duration', -5, MESSAGES.menuDurationInvalid(0, 240)],
    ['price_cents', -1, MESSAGES.menuAmountInvalid('$10,000.00')],
    ['price_cents', 2_000_000, MESSAGES.menuAmountInvalid('$10,000.00')],
    ['name', 'led light THERAPY', MESSAGES.menuNameTaken('an add-on')],
    ['name', '', MESSAGES.menuNameRequired],
    ['hidden', 1, MESSAGES.menuYesNoInvalid('Hidden')],
  ])('refuses %s %p', (field, value, message) => {
    expect(failure(validateAddOnEdit({ ...NEW, [field]: value }, SEED_CATALOG))).toEqual({
      field,
      message,
    });
  });

  it('changes a price and keeps the rest', () => {
    expect(validateAddOnEdit({ price_cents: 2700 }, SEED_CATALOG, led)).toEqual({
      ok: true,
      value: {
        name: led.name,
        priceCents: 2700,
        durationMinutes: led.durationMinutes,
        hidden: false,
      },
    });
  });
});
