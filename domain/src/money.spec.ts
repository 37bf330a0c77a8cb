import { centsToDollars, dollars, formatCents, formatPrice, percentOf } from './money';

describe('percentOf (half up, to the cent)', () => {
  it.each([
    // [cents, percent, expected, why]
    [0, 18, 0, 'zero'],
    [11000, 18, 1980, 'exact'],
    [14500, 18, 2610, 'exact'],
    [25, 18, 5, '4.5 rounds up'],
    [2775, 18, 500, '499.5 rounds up'],
    [24, 18, 4, '4.32 rounds down'],
    [1, 25, 0, '0.25 rounds down'],
    [2, 25, 1, '0.5 rounds up'],
    [3, 25, 1, '0.75 rounds up'],
    [17110, 25, 4278, '4277.5 rounds up'],
    [10030, 25, 2508, '2507.5 rounds up'],
    [11000, 25, 2750, 'exact'],
    [999, 100, 999, 'whole amount'],
  ])('percentOf(%p, %p) === %p (%s)', (cents, percent, expected) => {
    expect(percentOf(cents, percent)).toBe(expected);
  });

  it.each([[-1], [1.5], [Number.NaN], [Number.MAX_SAFE_INTEGER + 1]])(
    'rejects %p, which is not a non-negative integer amount of cents',
    (cents) => {
      expect(() => percentOf(cents, 18)).toThrow(RangeError);
    },
  );

  it('names the bad amount in its error', () => {
    expect(() => percentOf(-5, 25)).toThrow(
      'percentOf expects a non-negative integer amount of cents, got -5',
    );
  });
});

/** The plain conversions, each with its cases: `name(input) === expected`. */
const CONVERSIONS: [string, (n: number) => number | string, [number, number | string][]][] = [
  [
    'dollars',
    dollars,
    [
      [0, 0],
      [1, 100],
      [85, 8500],
      [42.78, 4278],
      [0.1 + 0.2, 30],
      [19.99, 1999],
    ],
  ],
  [
    'centsToDollars',
    centsToDollars,
    [
      [0, 0],
      [4278, 42.78],
      [12345, 123.45],
      [8500, 85],
      [5, 0.05],
    ],
  ],
  [
    'formatCents',
    formatCents,
    [
      [0, '$0.00'],
      [5, '$0.05'],
      [99, '$0.99'],
      [8500, '$85.00'],
      [4278, '$42.78'],
      [123456, '$1,234.56'],
      [100000000, '$1,000,000.00'],
      [-2550, '-$25.50'],
    ],
  ],
  [
    'formatPrice',
    formatPrice,
    [
      [8500, '$85'],
      [8550, '$85.50'],
      [30000, '$300'],
      [123400, '$1,234'],
      [5, '$0.05'],
    ],
  ],
];

describe.each(CONVERSIONS)('%s', (name, convert, cases) => {
  it.each(cases)(`${name}(%p) === %p`, (input, expected) => {
    expect(convert(input)).toBe(expected);
  });
});
