import { isValidEmail, LIMITS, normalizeEmail, normalizePhone, parseList, text } from './fields';

const long = (n: number) => 'x'.repeat(n);

describe('helpers', () => {
  it.each([
    ['  a b  ', 'a b'],
    ['', ''],
    [42, '42'],
    [0, '0'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [null, ''],
    [undefined, ''],
    [true, ''],
    [{ a: 1 }, ''],
    [['a'], ''],
  ])('text(%p) === %p', (value, expected) => {
    expect(text(value)).toBe(expected);
  });

  it.each([
    ['a, b,, c ', ['a', 'b', 'c']],
    ['peanuts', ['peanuts']],
    ['', []],
    [' , ,', []],
    [
      [' a ', '', 'b'],
      ['a', 'b'],
    ],
    [
      ['x', 3, null, {}],
      ['x', '3'],
    ],
    [undefined, []],
    [null, []],
    [{ a: 1 }, []],
  ])('parseList(%p) -> %p', (input, expected) => {
    expect(parseList(input)).toEqual(expected);
  });

  it.each([
    ['jane@example.com', true],
    ['  jane@example.com ', true],
    ['jane.doe+spa@mail.example.co', true],
    ['jane@example', false],
    ['jane@', false],
    ['@example.com', false],
    ['jane doe@example.com', false],
    ['jane@@example.com', false],
    [`${long(250)}@a.co`, false],
  ])('isValidEmail(%p) === %p', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  // Plain addresses only: anything a mailer could read as a display name, a second recipient or a
  // different address than the one stored is refused.
  it.each([
    'x<evil@evil.example>',
    'Jane <jane@example.com>',
    '<jane@example.com>',
    'a,b@evil.example',
    'jane@example.com,evil@evil.example',
    'jane@example.com;evil@evil.example',
    'jane@example.com evil@evil.example',
    '"jane"@example.com',
    '"a@b"@evil.example',
    'jane(comment)@example.com',
    'jane@example.com(comment)',
    'jane@[127.0.0.1]',
    'jane@example.com:25',
    'jane\\@evil.example',
    'jane@exa mple.com',
    'jane\n@example.com',
    'jane@example.com\nbcc: evil@evil.example',
    '.jane@example.com',
    'jane.@example.com',
    'ja..ne@example.com',
    'jane@.example.com',
    'jane@example..com',
    'jane@example.com.',
    'jane@-example.com',
    'jane@example-.com',
    'jane@example.c',
    'jane@example.123',
    'jané@example.com',
    'jane@exämple.com',
    `${long(65)}@example.com`,
    `jane@${long(64)}.com`,
  ])('refuses %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it.each([
    'jane@example.com',
    'JANE@EXAMPLE.COM',
    'jane.doe@mail.example.co.uk',
    'jane+spa@example.com',
    "o'brien@example.ie",
    'jane_doe-1@sub-domain.example.org',
    "a!#$%&'*+/=?^_`{|}~-z@example.com",
    '1234@123.example.com',
    'jane@xn--bcher-kva.example',
    `${long(64)}@example.com`,
    `jane@${long(63)}.com`,
  ])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it('normalises e-mail to trimmed lower case', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it.each([
    ['(301) 555-0123', '3015550123'],
    ['+1 301 555 0123', '3015550123'],
    ['1-301-555-0123', '3015550123'],
    ['301.555.0123', '3015550123'],
    ['+44 20 7946 0958', '442079460958'],
    ['555-0123', null],
    ['123456789012345678', null],
    ['call me', null],
    ['301-555-0123 ext 4', null],
    ['', null],
  ])('normalizePhone(%p) === %p', (phone, expected) => {
    expect(normalizePhone(phone)).toBe(expected);
  });
});

describe('limits', () => {
  it('pins the length limits the messages quote', () => {
    expect(LIMITS).toMatchObject({
      name: 100,
      notes: 2000,
      address: 300,
      company: 200,
      listItem: 200,
      listItems: 50,
    });
  });
});
