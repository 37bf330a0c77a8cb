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
