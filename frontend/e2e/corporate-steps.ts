import type { Locator } from '@playwright/test';

/** Steps of the corporate inquiry specs: who asks, and filling the form. */

/** Who asks, in the tests that send an inquiry: the form's contact fields, by label. */
export const JORDAN = {
  'Contact name': 'Jordan Lee',
  Email: 'jordan@acme.example',
  Phone: '(301) 555-0199',
};

export const SAM = {
  'Contact name': 'Sam Park',
  Email: 'sam@small.example',
  Phone: '301-555-0123',
};

/** Fills the form's fields, by label, in order. */
export async function fillIn(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
}
