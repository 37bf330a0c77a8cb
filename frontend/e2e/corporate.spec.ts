import type { Locator, Page } from '@playwright/test';
import {
  CORPORATE_PERFECT_FOR,
  CORPORATE_WHY_CHOOSE_US,
  dateInZone,
  MESSAGES,
} from '../../domain/src/index';
import { dayAhead } from './booking-helpers';
import { expect, expectNoViolations, tapTargetHeights, test, unique } from './fixtures';

/** A Friday some months ahead: a preferred date the form accepts whenever the test runs. */
const EVENT_DATE = dayAhead(26, 5);

interface InquiryRecord {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  eventType: string | null;
  groupSize: number | null;
  preferredDate: string | null;
  eventDuration: string | null;
  specialRequirements: string | null;
  packageType: string;
  selectedPackage: { id: string; name: string; minGuests: number; priceRange: string } | null;
  submittedAt: string | null;
  status: string;
}

/** Who asks, in the tests that send an inquiry: the form's contact fields, by label. */
const JORDAN = {
  'Contact name': 'Jordan Lee',
  Email: 'jordan@acme.example',
  Phone: '(301) 555-0199',
};
const SAM = { 'Contact name': 'Sam Park', Email: 'sam@small.example', Phone: '301-555-0123' };

/** Fills the form's fields, by label, in order. */
async function fillIn(form: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
}

test('the corporate page lists why choose us, perfect for, four packages, a call button and Send Message', async ({
  page,
  site,
}) => {
  await page.goto('/corporate-bookings');
  for (const item of [...CORPORATE_WHY_CHOOSE_US, ...CORPORATE_PERFECT_FOR]) {
    await expect(page.getByText(item, { exact: true })).toBeVisible();
  }
  await expect(page.locator('.package')).toHaveCount(4);
  await expect(page.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(page.getByRole('link', { name: 'Send Message' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('a package card is selected by a click, shows the badge, and is deselected by a second click', async ({
  page,
}) => {
  await page.goto('/corporate-bookings');
  const cards = page.locator('.package');
  const team = cards.filter({ hasText: 'Team Building Experience' });
  const wellness = cards.filter({ hasText: 'Corporate Wellness Day' });
  const note = page.locator('.package-note');
  await expect(page.getByText('Selected Package', { exact: true })).toHaveCount(0);
  await expect(note).toContainText('No package selected');
  await expect(note).toContainText('detailed pricing');

  await team.getByRole('heading', { name: 'Team Building Experience' }).click();
  await expect(team.getByText('Selected Package', { exact: true })).toBeVisible();
  await expect(team.getByRole('button', { pressed: true })).toBeVisible();
  await expect(note).toContainText('Selected package: Team Building Experience');

  await wellness.getByRole('button', { name: /Select this package/ }).click();
  await expect(wellness.getByText('Selected Package', { exact: true })).toBeVisible();
  await expect(page.getByText('Selected Package', { exact: true })).toHaveCount(1);
  await expect(note).toContainText('Selected package: Corporate Wellness Day');

  await wellness.click();
  await expect(page.getByText('Selected Package', { exact: true })).toHaveCount(0);
  await expect(note).toContainText('No package selected');

  // The keyboard reaches and toggles a package too.
  await team.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(team.getByText('Selected Package', { exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText('Selected Package', { exact: true })).toHaveCount(0);
});

test('a missing required field shows the message and sends nothing', async ({ page }) => {
  await page.goto('/corporate-bookings');
  const form = page.getByRole('form', { name: 'Request a corporate event' });
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Phone')).toHaveAttribute('type', 'tel');
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/corporate-inquiry')) posted++;
  });
  await fillIn(form, {
    'Company name': 'Acme Corp',
    'Contact name': 'Jordan Lee',
    Email: 'jordan@acme.example',
  });
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByRole('alert')).toHaveText(MESSAGES.requiredFields);
  expect(posted).toBe(0);
});

test('an inquiry with a package is sent with the spec payload, stored, and the form resets', async ({
  page,
  adminApi,
}) => {
  const company = unique('Acme Corp');
  await page.goto('/corporate-bookings');
  const wellness = page.locator('.package').filter({ hasText: 'Corporate Wellness Day' });
  await wellness.click();

  const form = page.getByRole('form', { name: 'Request a corporate event' });
  await fillIn(form, { 'Company name': company, ...JORDAN });
  await form.getByLabel('Event type').selectOption('corporate_wellness');
  await fillIn(form, {
    'Group size': '25',
    'Preferred date': EVENT_DATE,
    'Event duration': '5 hours',
    'Special requirements': 'Quiet room for 5 stations',
  });

  // Hold the answer a moment to see the submitting state.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/corporate-inquiry', async (route) => {
    await held;
    await route.continue();
  });
  const sent = page.waitForRequest('**/api/corporate-inquiry');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByRole('button', { name: 'Submitting Request...' })).toBeDisabled();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  release();

  expect(body).toMatchObject({
    companyName: company,
    contactName: 'Jordan Lee',
    email: 'jordan@acme.example',
    phone: '(301) 555-0199',
    eventType: 'corporate_wellness',
    groupSize: 25,
    preferredDate: EVENT_DATE,
    eventDuration: '5 hours',
    specialRequirements: 'Quiet room for 5 stations',
    packageType: 'corporate_wellness',
    submissionType: 'corporate_booking_inquiry',
    selectedPackage: { id: 'corporate_wellness', name: 'Corporate Wellness Day', minGuests: 12 },
  });
  expect(new Date(body.submittedAt as string).toISOString()).toBe(body.submittedAt);

  await expect(form.getByRole('status')).toHaveText(MESSAGES.corporateInquiryReceived);
  await expect(form.getByRole('status')).toBeFocused();
  await expect(form.getByLabel('Company name')).toHaveValue('');
  await expect(page.getByText('Selected Package', { exact: true })).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Submit Request' })).toBeEnabled();

  const { inquiries } = await adminApi.get<{ inquiries: InquiryRecord[] }>(
    'corporate-inquiries?limit=100',
  );
  const stored = inquiries.find((i) => i.companyName === company);
  expect(stored).toMatchObject({
    contactName: 'Jordan Lee',
    email: 'jordan@acme.example',
    eventType: 'corporate_wellness',
    groupSize: 25,
    preferredDate: EVENT_DATE,
    eventDuration: '5 hours',
    packageType: 'corporate_wellness',
    selectedPackage: {
      id: 'corporate_wellness',
      name: 'Corporate Wellness Day',
      priceRange: '$95-125 per person',
    },
    status: 'new',
  });
  expect(stored?.submittedAt).toBeTruthy();
});

test('an inquiry without a package is sent as custom with selectedPackage null', async ({
  page,
  adminApi,
}) => {
  const company = unique('Small Co');
  await page.goto('/corporate-bookings');
  const form = page.getByRole('form', { name: 'Request a corporate event' });
  await fillIn(form, { 'Company name': company, ...SAM });
  const sent = page.waitForRequest('**/api/corporate-inquiry');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    packageType: 'custom',
    selectedPackage: null,
  });
  await expect(form.getByRole('status')).toHaveText(MESSAGES.corporateInquiryReceived);

  const { inquiries } = await adminApi.get<{ inquiries: InquiryRecord[] }>(
    'corporate-inquiries?limit=100',
  );
  expect(inquiries.find((i) => i.companyName === company)).toMatchObject({
    packageType: 'custom',
    selectedPackage: null,
    groupSize: null,
  });
});

test('a server refusal shows its message and a network failure names the phone', async ({
  page,
  site,
}) => {
  await page.goto('/corporate-bookings');
  const form = page.getByRole('form', { name: 'Request a corporate event' });
  await fillIn(form, {
    'Company name': 'Acme',
    'Contact name': 'Jordan',
    Email: 'jordan@acme.example',
    Phone: '3015550199',
  });

  await page.route('**/api/corporate-inquiry', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'error' }),
    }),
  );
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByRole('alert')).toHaveText(MESSAGES.corporateInquiryFailed);

  await page.unroute('**/api/corporate-inquiry');
  await page.route('**/api/corporate-inquiry', (route) => route.abort('connectionrefused'));
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByRole('alert')).toHaveText(MESSAGES.corporateNetworkError(site.phone));
  await expect(form.getByLabel('Company name')).toHaveValue('Acme');
});

/** Today in the business's time zone, and a day `days` from a date. */
async function businessToday(page: Page): Promise<string> {
  const response = await page.request.get('/api/site');
  const { time_zone } = (await response.json()) as { time_zone: string };
  return dateInZone(new Date(), time_zone);
}
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test('required fields are marked, and an empty submit leads to each missing field', async ({
  page,
}) => {
  await page.goto('/corporate-bookings');
  const form = page.getByRole('form', { name: 'Request a corporate event' });
  await expect(form.getByText('Fields marked * are required.')).toBeVisible();
  const required = ['Company name', 'Contact name', 'Email', 'Phone'];
  for (const label of required) {
    await expect(form.getByLabel(label)).toHaveAttribute('aria-required', 'true');
  }
  for (const label of ['Event type', 'Group size', 'Preferred date', 'Event duration']) {
    await expect(form.getByLabel(label)).not.toHaveAttribute('aria-required', 'true');
  }
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/corporate-inquiry')) posted++;
  });
  await form.getByLabel('Contact name').fill('Jordan Lee');
  await form.getByRole('button', { name: 'Submit Request' }).click();

  await expect(form.getByLabel('Company name')).toBeFocused();
  for (const [label, text] of [
    ['Company name', MESSAGES.requiredFields],
    ['Email', MESSAGES.fieldMissing],
    ['Phone', MESSAGES.fieldMissing],
  ]) {
    const input = form.getByLabel(label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(text);
    await expect(page.locator(`#${await input.getAttribute('aria-describedby')}`)).toHaveText(text);
  }
  await expect(form.getByLabel('Contact name')).not.toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(0);
});

test('a preferred date before today is refused beside the date, and the picker starts today', async ({
  page,
  request,
}) => {
  const today = await businessToday(page);
  await page.goto('/corporate-bookings');
  const form = page.getByRole('form', { name: 'Request a corporate event' });
  const date = form.getByLabel('Preferred date');
  await expect(date).toHaveAttribute('min', today);

  await fillIn(form, { 'Company name': 'Acme Corp', ...JORDAN });
  await date.fill(addDays(today, -1));
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/corporate-inquiry')) posted++;
  });
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(date).toBeFocused();
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription(MESSAGES.preferredDateInPast);
  await expect(form.getByRole('alert')).toHaveText(MESSAGES.preferredDateInPast);
  expect(posted).toBe(0);

  // The server holds the same rule: 400 for yesterday.
  const refused = await request.post('/api/corporate-inquiry', {
    data: {
      companyName: 'Acme Corp',
      contactName: 'Jordan Lee',
      email: 'jordan@acme.example',
      phone: '(301) 555-0199',
      preferredDate: addDays(today, -1),
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ message: MESSAGES.preferredDateInPast });

  // Today is fine.
  await date.fill(today);
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expect(form.getByRole('status')).toHaveText(MESSAGES.corporateInquiryReceived);
  await expect(form.getByRole('status')).toBeFocused();
  expect(posted).toBe(1);
});

test('a group smaller than the package minimum gets a gentle note, and the request still goes', async ({
  page,
}) => {
  await page.goto('/corporate-bookings');
  const form = page.getByRole('form', { name: 'Request a corporate event' });
  const groupSize = form.getByLabel('Group size');
  const note = MESSAGES.groupBelowPackageMinimum('Corporate Wellness Day', 12);

  await groupSize.fill('5');
  await expect(form.getByText(note)).toHaveCount(0);
  await page.locator('.package').filter({ hasText: 'Corporate Wellness Day' }).click();
  await expect(form.getByText(note)).toBeVisible();
  await expect(groupSize).toHaveAccessibleDescription(note);
  await expect(groupSize).not.toHaveAttribute('aria-invalid', 'true');
  await groupSize.fill('12');
  await expect(form.getByText(note)).toHaveCount(0);
  await groupSize.fill('11');
  await expect(form.getByText(note)).toBeVisible();

  await fillIn(form, { 'Company name': unique('Small Team'), ...SAM });
  const sent = page.waitForRequest('**/api/corporate-inquiry');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    groupSize: 11,
    packageType: 'corporate_wellness',
  });
  await expect(form.getByRole('status')).toHaveText(MESSAGES.corporateInquiryReceived);
});

for (const width of [390, 1366]) {
  test(`no WCAG A/AA violation on /corporate-bookings at ${width} px, at rest, selected, hovered and focused`, async ({
    page,
  }) => {
    // Many full axe runs, one per state: slow on a busy machine, not a sign of a fault.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/corporate-bookings');
    const cards = page.locator('.package');
    await expect(cards).toHaveCount(4);
    await expectNoViolations(page, 'at rest');

    const wellness = cards.filter({ hasText: 'Corporate Wellness Day' });
    await wellness.getByRole('button', { name: /Select this package/ }).click();
    const badge = wellness.getByText('Selected Package', { exact: true });
    await expect(badge).toBeVisible();
    await expectNoViolations(page, 'package selected');

    await cards.filter({ hasText: 'Team Building Experience' }).hover();
    await expectNoViolations(page, 'another card hovered');
    await wellness.hover();
    await expectNoViolations(page, 'selected card hovered');

    await wellness.getByRole('button').focus();
    await expect(wellness.getByRole('button')).toBeFocused();
    await expectNoViolations(page, 'selected card focused');
    await page.keyboard.press('Tab');
    await expectNoViolations(page, 'next card focused');

    const submit = page.getByRole('button', { name: 'Submit Request' });
    await submit.focus();
    await expectNoViolations(page, 'submit focused');
    await submit.hover();
    await expectNoViolations(page, 'submit hovered');
    await submit.click();
    await expect(page.getByLabel('Company name')).toBeFocused();
    await expectNoViolations(page, 'with errors');
  });
}

test('on a phone, every link, button and field of the page is a 44 px tap target', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/corporate-bookings');
  await expect(page.locator('.package')).toHaveCount(4);
  const heights = await tapTargetHeights(page.locator('main'));
  expect(heights.length).toBeGreaterThan(10);
  expect(heights.filter((t) => t.height < 44)).toEqual([]);
});
