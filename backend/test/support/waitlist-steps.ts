/** Helpers of the waitlist specs. */
import { uniqueEmail } from './test-app';

/** A valid waitlist form for `day`, 10:00 to 12:00, a one-hour facial, with a unique e-mail. */
export function entry(
  day: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    name: 'Maya Lee',
    email: uniqueEmail('waiting'),
    phone: '(301) 555-0177',
    services: ['classic-european-facial'],
    days: [day],
    from: '10:00',
    to: '12:00',
    ...overrides,
  };
}
