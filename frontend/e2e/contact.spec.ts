import { MESSAGES } from '../../domain/src/index';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoViolations, tapTargetHeights, test, unique } from './fixtures';

interface ContactRecord {
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
}

const FILLED = { Name: 'Ana', Email: 'ana@example.com', Subject: 'Hello', Message: 'Hi there' };

/** The contact page's form, with its fields filled in (labels as keys). */
async function contactForm(page: Page, values: Record<string, string> = {}): Promise<Locator> {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send us a message' });
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label).fill(value);
  return form;
}

test('the contact form asks for every field and sends nothing until they are filled', async ({
  page,
}) => {
  const form = await contactForm(page);
  await expect(form.getByLabel('Email')).toHaveAttribute('type', 'email');
  await expect(form.getByLabel('Message')).toHaveAttribute('rows', '5');
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/contact')) posted++;
  });
  await form.getByLabel('Name').fill('Only A Name');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText(MESSAGES.contactRequired);
  expect(posted).toBe(0);
});

test('a sent message shows the server message, clears the form and is stored', async ({
  page,
  adminApi,
}) => {
  const subject = unique('Question about facials');
  const form = await contactForm(page, {
    Name: 'Ana Lopez',
    Email: 'ana.e2e@example.com',
    Subject: subject,
    Message: 'Which facial is best for sensitive skin?',
  });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('status')).toHaveText(MESSAGES.contactSent);
  await expect(form.getByLabel('Subject')).toHaveValue('');

  const { messages } = await adminApi.get<{ messages: ContactRecord[] }>('contacts?limit=100');
  expect(messages.find((m) => m.subject === subject)).toMatchObject({
    name: 'Ana Lopez',
    email: 'ana.e2e@example.com',
    message: 'Which facial is best for sensitive skin?',
    status: 'new',
  });
});

test('an invalid email is refused with its message', async ({ page }) => {
  const form = await contactForm(page, { ...FILLED, Email: 'not-an-email' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText(MESSAGES.invalidEmail);
  await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
});

test('a refusal from the server shows its message, or the default one', async ({ page }) => {
  let body: object = { status: 'error', message: 'Server says no', detail: 'Server says no' };
  await page.route('**/api/contact', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify(body) }),
  );
  const form = await contactForm(page, FILLED);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText('Server says no');

  body = {};
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText(MESSAGES.contactFailed);
});

test('a network failure says so', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.abort('internetdisconnected'));
  const form = await contactForm(page, FILLED);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByRole('alert')).toHaveText(MESSAGES.networkError);
  await expect(form.getByLabel('Subject')).toHaveValue('Hello');
});

test('required fields are marked, and an empty submit leads to each missing field', async ({
  page,
}) => {
  const form = await contactForm(page);
  await expect(form.getByText('Fields marked * are required.')).toBeVisible();
  for (const label of ['Name', 'Email', 'Subject', 'Message']) {
    await expect(form.getByLabel(label)).toHaveAttribute('aria-required', 'true');
    await expect(form.getByLabel(label)).not.toHaveAttribute('aria-invalid', 'true');
  }
  await form.getByLabel('Subject').fill('Hello');
  await form.getByRole('button', { name: 'Send Message' }).click();

  // Focus on the first problem; the spec's message beside it, the others marked missing.
  await expect(form.getByLabel('Name')).toBeFocused();
  const expected: [string, string][] = [
    ['Name', MESSAGES.contactRequired],
    ['Email', MESSAGES.fieldMissing],
    ['Message', MESSAGES.fieldMissing],
  ];
  for (const [label, text] of expected) {
    const input = form.getByLabel(label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(text);
    const errorId = await input.getAttribute('aria-describedby');
    await expect(page.locator(`#${errorId}`)).toBeVisible();
    await expect(page.locator(`#${errorId}`)).toHaveText(text);
  }
  await expect(form.getByLabel('Subject')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Subject')).not.toHaveAttribute('aria-describedby');

  // Filled in, the marks go on the next submit.
  await form.getByLabel('Name').fill('Ana');
  await form.getByLabel('Email').fill('ana@example.com');
  await form.getByLabel('Message').fill('Hi there');
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 201,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'success', message: MESSAGES.contactSent, id: 'x' }),
    }),
  );
  await form.getByRole('button', { name: 'Send Message' }).click();
  const confirmation = form.getByRole('status');
  await expect(confirmation).toHaveText(MESSAGES.contactSent);
  await expect(confirmation).toBeFocused();
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
});

for (const width of [390, 1366]) {
  test(`no WCAG A/AA violation on /contact at ${width} px, at rest, with errors, hovered and focused`, async ({
    page,
  }) => {
    // Many full axe runs, one per state: slow on a busy machine, not a sign of a fault.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const form = await contactForm(page);
    await expect(page.locator('.contact-details')).toBeVisible();
    await expectNoViolations(page, 'at rest');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expectNoViolations(page, 'with errors');
    await form.getByRole('button', { name: 'Send Message' }).hover();
    await expectNoViolations(page, 'submit hovered');
    await form.getByRole('button', { name: 'Send Message' }).focus();
    await expectNoViolations(page, 'submit focused');
  });
}

test('on a phone, every link, button and field of the page is a 44 px tap target', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/contact');
  await expect(page.locator('.contact-details')).toBeVisible();
  const heights = await tapTargetHeights(page.locator('main'));
  expect(heights.length).toBeGreaterThan(4);
  expect(heights.filter((t) => t.height < 44)).toEqual([]);
});
