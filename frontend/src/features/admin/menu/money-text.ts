/**
 * Amounts as the owner types them in the Menu panel: dollars ("25", "$1,250.50"), sent as whole
 * cents. Anything else is NaN, which the domain's check of the edit then refuses beside the field
 * with its own message (the same one the server answers).
 */
export function centsFromDollars(text: string): number {
  const plain = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return NaN;
  const [whole, fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as the amount field shows them: 2500 -> "25", 2550 -> "25.50". */
export function dollarsFromCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** A whole number as typed ("45"), else NaN (a fraction, a sign or a word is refused by the check). */
export function wholeNumber(text: string): number {
  const plain = text.trim();
  return /^\d+$/.test(plain) ? Number(plain) : NaN;
}

/** The lines of a textarea, blank ones dropped. */
export const linesOf = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
