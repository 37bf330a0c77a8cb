import { centsFromDollars, dollarsFromCents, linesOf, wholeNumber } from './money-text';

describe('dollars as typed, to cents', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['25.50', 2550],
    [' $31 ', 3100],
    ['1,250.05', 125005],
    ['0', 0],
    ['0.99', 99],
  ])('%p is %p cents', (text, cents) => {
    expect(centsFromDollars(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '25.555', '2.5.0', '1e3', '25$', '12,34'])(
    '%p is not an amount (NaN, refused by the check)',
    (text) => {
      expect(centsFromDollars(text)).toBeNaN();
    },
  );

  it('shows cents as the field holds them, and reads them back', () => {
    expect(dollarsFromCents(2500)).toBe('25');
    expect(dollarsFromCents(2550)).toBe('25.50');
    expect(dollarsFromCents(5)).toBe('0.05');
    for (const cents of [0, 1, 99, 100, 2550, 1_000_000]) {
      expect(centsFromDollars(dollarsFromCents(cents))).toBe(cents);
    }
  });
});

describe('whole numbers and lines', () => {
  it('reads only digits as a whole number', () => {
    expect(wholeNumber(' 45 ')).toBe(45);
    expect(wholeNumber('4.5')).toBeNaN();
    expect(wholeNumber('-5')).toBeNaN();
    expect(wholeNumber('')).toBeNaN();
  });

  it('drops blank lines and trims the others', () => {
    expect(linesOf(' Parental consent \n\n  Minimum 4 \n')).toEqual([
      'Parental consent',
      'Minimum 4',
    ]);
    expect(linesOf('')).toEqual([]);
  });
});
