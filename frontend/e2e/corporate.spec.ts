import { CORPORATE_PERFECT_FOR, CORPORATE_WHY_CHOOSE_US, MESSAGES } from '../../domain/src/index';
import { dayAhead } from './booking-helpers';
import { expect, test, unique } from './fixtures';
import { JORDAN, SAM, fillIn } from './corporate-steps';

/** The corporate page: its packages, and an inquiry sent, stored or refused. */

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
