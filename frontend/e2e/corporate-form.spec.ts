import type { Page } from '@playwright/test';
import { dateInZone, MESSAGES } from '../../domain/src/index';
import { expect, expectNoViolations, tapTargetHeights, test, unique } from './fixtures';
import { JORDAN, SAM, fillIn } from './corporate-steps';

/** The corporate inquiry form: required fields, the preferred date, the group size, its layout. */

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
