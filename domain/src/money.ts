/** Money is always an integer number of cents inside the domain. */
export type Cents = number;

/** The currency every price is in (ISO 4217, lower case as payment providers take it). */
export const CURRENCY = 'usd';

/** Whole dollars to cents. */
export const dollars = (amount: number): Cents => Math.round(amount * 100);

/**
 * `percent` % of `cents`, rounded half up to the cent.
 * Works on integers only, so no floating-point drift reaches a price.
 */
export function percentOf(cents: Cents, percent: number): Cents {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`percentOf expects a non-negative integer amount of cents, got ${cents}`);
  }
  return Math.floor((cents * percent + 50) / 100);
}

/** Cents as a dollar amount with two decimals, e.g. 12345 -> 123.45. */
export const centsToDollars = (cents: Cents): number => Math.round(cents) / 100;

/** Cents as the price a person reads: 8500 -> "$85.00", 123456 -> "$1,234.56". */
export function formatCents(cents: Cents): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = (abs % 100).toString().padStart(2, '0');
  return `${sign}$${whole}.${fraction}`;
}

/** Whole-dollar prices read better without ".00" in marketing copy: 8500 -> "$85", 8550 -> "$85.50". */
export function formatPrice(cents: Cents): string {
  const full = formatCents(cents);
  return full.endsWith('.00') ? full.slice(0, -3) : full;
}
