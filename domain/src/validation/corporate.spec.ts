import { CORPORATE_EVENT_TYPES, CORPORATE_PACKAGES } from '../catalog';
import { MESSAGES } from '../messages';
import { validateCorporateInquiry, corporateGroupSizeNote } from './corporate';
import { FixedMessageCode, MessageCode } from './result';
import { fail } from './checks';
import { SEED_CATALOG } from '../catalog';

const long = (n: number) => 'x'.repeat(n);

/** What a failure says: its code and its message. */
type Said = { readonly code: MessageCode; readonly message: string };
/** The catalogue's fixed message under its code. */
const says = (code: FixedMessageCode): Said => ({ code, message: MESSAGES[code] });

/** The required fields alone, as a client might type them. */
const OK = {
  companyName: 'Acme Corp',
  contactName: 'Pat Lee',
  email: 'Pat@Acme.com',
  phone: '(410) 555-0100',
};
/** The same fields as the validation returns them: trimmed, e-mail lower-cased, phone in digits. */
const OK_VALUE = {
  companyName: 'Acme Corp',
  contactName: 'Pat Lee',
  email: 'pat@acme.com',
  phone: '4105550100',
};

describe('validateCorporateInquiry', () => {
  /** 2 March 2026, 9:00 in Maryland. */
  const CTX = { catalog: SEED_CATALOG, now: new Date('2026-03-02T14:00:00Z') };

  it.each([
    ['companyName', { ...OK, companyName: '' }],
    ['contactName', { ...OK, contactName: '  ' }],
    ['email', { ...OK, email: undefined }],
    ['phone', { ...OK, phone: null }],
  ])('missing %s -> MESSAGES.requiredFields', (_label, raw) => {
    expect(validateCorporateInquiry(raw, CTX)).toEqual(fail('requiredFields'));
  });

  it('accepts the required fields alone, with the defaults', () => {
    expect(validateCorporateInquiry(OK, CTX)).toEqual({
      ok: true,
      value: {
        ...OK_VALUE,
        eventType: null,
        groupSize: null,
        preferredDate: null,
        eventDuration: null,
        specialRequirements: null,
        packageType: 'custom',
        selectedPackage: null,
      },
    });
  });

  it('keeps the catalog copy of the selected package, never the client one', () => {
    const r = validateCorporateInquiry(
      {
        ...OK,
        eventType: 'team_building',
        groupSize: 12,
        preferredDate: '2026-04-15',
        eventDuration: ' 3 hours ',
        specialRequirements: ' Fragrance-free, please ',
        packageType: 'custom',
        selectedPackage: { id: 'team_building', priceRange: '$1 per person', minGuests: 1 },
        submissionType: 'corporate_booking_inquiry',
        submittedAt: '2026-03-02T14:00:00.000Z',
      },
      CTX,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        ...OK_VALUE,
        eventType: 'team_building',
        groupSize: 12,
        preferredDate: '2026-04-15',
        eventDuration: '3 hours',
        specialRequirements: 'Fragrance-free, please',
        packageType: 'team_building',
        selectedPackage: CORPORATE_PACKAGES[0],
      },
    });
    if (r.ok) expect(r.value.selectedPackage?.priceRange).toBe('$75-95 per person');
  });

  // Every event type of the catalogue (catalog-packages.spec pins that list).
  it.each(CORPORATE_EVENT_TYPES.map((t) => t.id))('accepts the event type %s', (eventType) => {
    expect(validateCorporateInquiry({ ...OK, eventType }, CTX)).toMatchObject({
      ok: true,
      value: { eventType },
    });
  });

  it.each([
    ['', null],
    [undefined, null],
    [null, null],
    [1, 1],
    ['12', 12],
    [1000, 1000],
  ])('reads groupSize %p as %p (no upper bound)', (groupSize, expected) => {
    expect(validateCorporateInquiry({ ...OK, groupSize }, CTX)).toMatchObject({
      ok: true,
      value: { groupSize: expected },
    });
  });

  it.each([
    ['packageType given', { packageType: 'executive_retreat' }, 'executive_retreat'],
    ['packageType empty', { packageType: '' }, 'custom'],
    [
      'selectedPackage wins',
      { packageType: 'custom', selectedPackage: { id: 'staff_appreciation' } },
      'staff_appreciation',
    ],
    ['selectedPackage null', { selectedPackage: null }, 'custom'],
  ])('%s -> packageType %p', (_label, patch, packageType) => {
    expect(validateCorporateInquiry({ ...OK, ...patch }, CTX)).toMatchObject({
      ok: true,
      value: { packageType },
    });
  });

  it.each([
    ['a malformed email', { email: 'pat@acme' }, says('invalidEmail'), 'email'],
    ['a malformed phone', { phone: '12' }, says('invalidPhone'), 'phone'],
    ['an unknown event type', { eventType: 'wedding' }, says('invalidEventType'), 'eventType'],
    ['group size 0', { groupSize: 0 }, says('invalidGroupSize'), 'groupSize'],
    ['group size -5', { groupSize: -5 }, says('invalidGroupSize'), 'groupSize'],
    ['group size 12.5', { groupSize: 12.5 }, says('invalidGroupSize'), 'groupSize'],
    ['group size given as an object', { groupSize: {} }, says('invalidGroupSize'), 'groupSize'],
    ['group size "abc"', { groupSize: 'abc' }, says('invalidGroupSize'), 'groupSize'],
    [
      'an impossible date',
      { preferredDate: '2026-02-30' },
      says('invalidPreferredDate'),
      'preferredDate',
    ],
    [
      'a date in another format',
      { preferredDate: 'next Friday' },
      says('invalidPreferredDate'),
      'preferredDate',
    ],
    [
      'an unknown selected package',
      { selectedPackage: { id: 'gold' } },
      says('unknownCorporatePackage'),
      'selectedPackage',
    ],
    [
      'a selected package without id',
      { selectedPackage: {} },
      says('unknownCorporatePackage'),
      'selectedPackage',
    ],
    [
      'a selected package as text',
      { selectedPackage: 'team_building' },
      says('unknownCorporatePackage'),
      'selectedPackage',
    ],
    [
      'an unknown packageType',
      { packageType: 'gold' },
      says('unknownCorporatePackage'),
      'packageType',
    ],
  ])('refuses %s', (_label, patch, said, field) => {
    expect(validateCorporateInquiry({ ...OK, ...patch }, CTX)).toEqual({
      ok: false,
      ...said,
      field,
    });
  });

  it.each([
    ['companyName', 201, 'Company name must be at most 200 characters.'],
    ['contactName', 101, 'Contact name must be at most 100 characters.'],
    ['eventDuration', 101, 'Event duration must be at most 100 characters.'],
    ['specialRequirements', 5001, 'Special requirements must be at most 5000 characters.'],
  ])('refuses a %s of %p characters', (field, length, message) => {
    expect(validateCorporateInquiry({ ...OK, [field]: long(length) }, CTX)).toEqual({
      ok: false,
      code: 'tooLong',
      message,
      field,
    });
  });
});

describe('validateCorporateInquiry: the preferred date is today or later in Maryland', () => {
  const PAST = fail('preferredDateInPast', 'preferredDate');
  const at = (iso: string, preferredDate: string, timeZone?: string) =>
    validateCorporateInquiry(
      { ...OK, preferredDate },
      { catalog: SEED_CATALOG, now: new Date(iso), timeZone },
    );

  it('accepts today and refuses yesterday', () => {
    // 2 March 2026, 9:00 in Maryland.
    expect(at('2026-03-02T14:00:00Z', '2026-03-02')).toMatchObject({
      ok: true,
      value: { preferredDate: '2026-03-02' },
    });
    expect(at('2026-03-02T14:00:00Z', '2026-03-03')).toMatchObject({ ok: true });
    expect(at('2026-03-02T14:00:00Z', '2026-03-01')).toEqual(PAST);
    expect(at('2026-03-02T14:00:00Z', '2025-12-31')).toEqual(PAST);
  });

  it("uses Maryland's date around midnight, not the server's (UTC)", () => {
    // 23:30 on 2 March in Maryland is already 3 March in UTC: 2 March is still today.
    expect(at('2026-03-03T04:30:00Z', '2026-03-02')).toMatchObject({ ok: true });
    expect(at('2026-03-03T04:30:00Z', '2026-03-01')).toEqual(PAST);
    // 00:30 on 3 March in Maryland: 2 March has passed.
    expect(at('2026-03-03T05:30:00Z', '2026-03-02')).toEqual(PAST);
    expect(at('2026-03-03T05:30:00Z', '2026-03-03')).toMatchObject({ ok: true });
    // Summer time (UTC-4): 23:59 on 1 July in Maryland.
    expect(at('2026-07-02T03:59:00Z', '2026-07-01')).toMatchObject({ ok: true });
    expect(at('2026-07-02T04:00:00Z', '2026-07-01')).toEqual(PAST);
  });

  it("follows the business's own time zone when it is another", () => {
    // 21:30 on 2 March in Los Angeles, 00:30 on 3 March in Maryland.
    expect(at('2026-03-03T05:30:00Z', '2026-03-02', 'America/Los_Angeles')).toMatchObject({
      ok: true,
    });
  });

  it('checks the format before the date', () => {
    expect(at('2026-03-02T14:00:00Z', '2020-02-30')).toEqual(
      fail('invalidPreferredDate', 'preferredDate'),
    );
  });

  it('asks nothing of an inquiry without a date', () => {
    expect(at('2026-03-02T14:00:00Z', '')).toMatchObject({
      ok: true,
      value: { preferredDate: null },
    });
  });
});

describe('corporateGroupSizeNote', () => {
  const wellness = { name: 'Corporate Wellness Day', minGuests: 12 };
  const NOTE =
    'Corporate Wellness Day is planned for at least 12 guests. You can still send your request: we will suggest what suits a smaller group.';

  it.each([
    [5, NOTE],
    ['11', NOTE],
    [1, NOTE],
    [12, null],
    ['40', null],
    ['', null],
    [undefined, null],
    [0, null],
    ['abc', null],
  ])('group of %p -> %p', (groupSize, note) => {
    expect(corporateGroupSizeNote(wellness, groupSize)).toBe(note);
  });

  it('says nothing without a package', () => {
    expect(corporateGroupSizeNote(null, 3)).toBeNull();
  });

  it('reads the minimum from the catalog package', () => {
    const executive = CORPORATE_PACKAGES.find((p) => p.id === 'executive_retreat')!;
    expect(corporateGroupSizeNote(executive, 5)).toBe(
      'Executive Retreat Package is planned for at least 6 guests. You can still send your request: we will suggest what suits a smaller group.',
    );
  });
});
