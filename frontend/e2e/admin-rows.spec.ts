import { MESSAGES } from '../../domain/src/index';
import { dayAhead, uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, openAsAdmin, test } from './fixtures';
import { registerClient } from './admin-steps';

/** The console's rows at work: a status change and what the client sees, the phone, the agenda. */

test('a status set in the console is what the client sees in their dashboard', async ({
  page,
  browser,
  request,
  adminToken,
}) => {
  const phone = `410${String(Date.now()).slice(-7)}`;
  const client = await registerClient(request, 'Noor', phone);
  const date = dayAhead(12, 3);
  const booked = await request.post('/api/bookings', {
    data: {
      first_name: 'Noor',
      last_name: 'Tester',
      email: client.client.email,
      phone,
      services: ['back-facial'],
      preferred_date: date,
      preferred_time: '15:00',
      service_location: 'clinic',
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  await openAsAdmin(page, adminToken, '/admin/dashboard?tab=appointments');
  await page.getByRole('searchbox', { name: /Search clients/ }).fill(client.client.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('article', { name: /Noor Tester/ });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:${phone}`);
  await row.getByRole('button', { name: 'Mark confirmed' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: MESSAGES.statusUpdated('confirmed') }),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark confirmed' })).toBeDisabled();

  const clientPage = await browser.newPage();
  await clientPage.addInitScript(
    (value) => localStorage.setItem('esthetics_client', value),
    JSON.stringify({ token: client.token, client: client.client }),
  );
  await clientPage.goto('/client/dashboard?tab=appointments');
  await expect(
    clientPage.getByRole('article', { name: /Back Facial/ }).getByText('Confirmed'),
  ).toBeVisible();
  await clientPage.close();

  // The detail page: price line by line, payment, e-mails.
  await row.getByRole('link', { name: /Open details/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Noor Tester: Back Facial/ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Price' })).toContainText('$45.00');
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Not paid yet');
  await expect(page.getByRole('region', { name: 'E-mails' })).toContainText(
    'To ' + client.client.email,
  );
  await expectAccessible(page);
});

test('a failed status change says so as a notice', async ({ page, request, adminToken }) => {
  const phone = `202${String(Date.now()).slice(-7)}`;
  const client = await registerClient(request, 'Iris', phone);
  const booked = await request.post('/api/bookings', {
    data: {
      first_name: 'Iris',
      last_name: 'Tester',
      email: client.client.email,
      phone,
      services: ['eyebrow-wax'],
      preferred_date: dayAhead(12, 4),
      preferred_time: '16:00',
      service_location: 'clinic',
    },
  });
  expect(booked.status()).toBe(201);
  await openAsAdmin(page, adminToken, '/admin/dashboard?tab=appointments');
  await page.getByRole('searchbox', { name: /Search clients/ }).fill(client.client.email);
  await page.getByRole('button', { name: 'Search' }).click();
  // The search answers after the click: wait for the list to hold only her appointment.
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.route('**/api/admin/appointments/*/status', (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await page.getByRole('article').getByRole('button', { name: 'Mark completed' }).click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.statusUpdateFailed);
});

test('the console fits a 360 px phone and passes axe on every list', async ({
  page,
  adminToken,
}) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  for (const tab of ['appointments', 'clients', 'messages', 'corporate']) {
    await openAsAdmin(page, adminToken, `/admin/dashboard?tab=${tab}`);
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expect(page.locator('.console .spinner')).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, tab).toBeLessThanOrEqual(0);
    const small = await page
      .locator('.console button:visible, .console a.btn:visible')
      .evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().height < 44).length);
    expect(small, `${tab}: buttons under 44 px`).toBe(0);
    await expectAccessible(page);
  }
});

test('a booking made through the public form appears on the agenda, pending, and opens', async ({
  page,
  browser,
  adminToken,
}) => {
  const date = dayAhead(13, 5);
  const visitor = await browser.newPage();
  await visitor.goto('/booking?service=acne-treatment-facial');
  await visitor.getByLabel('Date').fill(date);
  await visitor.getByRole('radio', { name: '2:00 PM', exact: true }).check();
  await visitor.getByLabel('First name').fill('Agenda');
  await visitor.getByLabel('Last name').fill('Formbooker');
  await visitor.getByLabel('Email', { exact: true }).fill(uniqueEmail('agenda'));
  await visitor.getByLabel('Phone').fill('301 555 0177');
  await visitor.getByRole('button', { name: 'Request Appointment' }).click();
  await visitor.getByRole('dialog').getByRole('button', { name: 'Pay later' }).click();
  await expect(
    visitor.getByRole('status').filter({ hasText: MESSAGES.payLaterNotice }),
  ).toBeVisible();
  await visitor.close();

  await openAsAdmin(page, adminToken, `/admin/dashboard?tab=agenda&date=${date}`);
  const block = page.getByRole('link', { name: /Agenda Formbooker/ });
  await expect(block).toBeVisible();
  await expect(page.locator('.agenda-block--pending', { has: block })).toHaveCount(1);
  await block.click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Agenda Formbooker: Acne Treatment Facial/ }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: '← Back to the agenda' })).toBeVisible();
});
