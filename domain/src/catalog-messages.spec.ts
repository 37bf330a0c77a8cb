import { CATALOG_MESSAGES } from './catalog-messages';
import { MESSAGES } from './messages';

type Key = keyof typeof CATALOG_MESSAGES;

const FIXED: [Key, string][] = [
  ['menuNameRequired', 'Please give it a name.'],
  ['menuCategoryInvalid', 'Choose a category: facial, waxing, mobile or corporate.'],
  ['menuLocationInvalid', 'Choose where it takes place: clinic, mobile or corporate.'],
  ['menuPhotoInvalid', 'Choose a photo of the photo library, or none.'],
  [
    'menuServicesAllowedInvalid',
    'Choose the services the package allows: "all" (every clinic service) or a list of them.',
  ],
  ['menuOrderInvalid', 'Send every item of the list once, in the new order.'],
  ['menuItemNotFound', 'That item is not on the menu.'],
  ['apiKeyScopeCatalogRead', 'See the menu: services, add-ons, packages and their history.'],
  ['apiKeyScopeCatalogWrite', 'Change the menu: add, edit, hide, reorder and remove items.'],
];

const TEMPLATED: [Key, () => string, string][] = [
  [
    'menuNameTaken',
    () => MESSAGES.menuNameTaken('a service'),
    'There is already a service with this name.',
  ],
  [
    'menuDurationInvalid',
    () => MESSAGES.menuDurationInvalid(5, 480),
    'Enter the duration in whole minutes, from 5 to 480, in steps of 5.',
  ],
  [
    'menuAmountInvalid',
    () => MESSAGES.menuAmountInvalid('$10,000.00'),
    'Enter an amount from $0.00 to $10,000.00, to the cent.',
  ],
  [
    'menuBufferInvalid',
    () => MESSAGES.menuBufferInvalid(120),
    'Enter the time kept free after it in whole minutes, from 0 to 120, in steps of 5.',
  ],
  [
    'menuMinPersonsInvalid',
    () => MESSAGES.menuMinPersonsInvalid(50),
    'Enter the smallest group as a whole number from 1 to 50.',
  ],
  ['menuYesNoInvalid', () => MESSAGES.menuYesNoInvalid('Hidden'), 'Hidden: answer true or false.'],
  [
    'menuListInvalid',
    () => MESSAGES.menuListInvalid('Notes', 12, 200),
    'Notes: a list of at most 12 lines, each of at most 200 characters.',
  ],
  [
    'menuTextInvalid',
    () => MESSAGES.menuTextInvalid('Description'),
    'Description: write it as text.',
  ],
  [
    'menuValidMonthsInvalid',
    () => MESSAGES.menuValidMonthsInvalid(60),
    'Enter how long the package is valid in whole months, from 1 to 60.',
  ],
  [
    'menuMaxServicesInvalid',
    () => MESSAGES.menuMaxServicesInvalid(20),
    'Enter how many services the package holds, from 1 to 20.',
  ],
  [
    'menuServiceUnknown',
    () => MESSAGES.menuServiceUnknown('gold-facial'),
    'There is no service "gold-facial" on the menu.',
  ],
  [
    'menuMinGuestsInvalid',
    () => MESSAGES.menuMinGuestsInvalid(200),
    'Enter the smallest group as a whole number of guests from 1 to 200.',
  ],
  [
    'menuItemBooked',
    () => MESSAGES.menuItemBooked(1),
    '1 upcoming appointment uses it. Hide it instead: that appointment keeps it and nobody can book it again.',
  ],
  [
    'menuItemBooked',
    () => MESSAGES.menuItemBooked(3),
    '3 upcoming appointments use it. Hide it instead: they keep it and nobody can book it again.',
  ],
];

describe('CATALOG_MESSAGES', () => {
  it.each(FIXED)('%s is %p', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it.each(TEMPLATED)('%s renders its template', (_key, render, text) => {
    expect(render()).toBe(text);
  });

  it('has a literal expectation above for every message of the menu', () => {
    const covered = new Set([...FIXED.map(([k]) => k), ...TEMPLATED.map(([k]) => k)]);
    expect([...covered].sort()).toEqual(Object.keys(CATALOG_MESSAGES).sort());
    for (const [key] of FIXED) expect(typeof CATALOG_MESSAGES[key]).toBe('string');
    for (const [key] of TEMPLATED) expect(typeof CATALOG_MESSAGES[key]).toBe('function');
  });
});
