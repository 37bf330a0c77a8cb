import { MESSAGES } from '../../domain/src/index';
import { bookThroughApi, chooseSlot, contactFor, dayAhead, FRI, MON, TUE } from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';

/** Around the booking form: a signed-in client's form, the payment result page, the phone, the chunks. */

test('a logged-in client finds the form filled from the profile', async ({ page, request }) => {
  const contact = contactFor('prefill');
  const response = await request.post('/api/clients/register', {
    data: {
      first_name: 'Priya',
      last_name: 'Shah',
      email: contact.email,
      phone: '240 555 0111',
    },
  });
  expect(response.status()).toBe(201);
  const session = await response.json();
  await page.addInitScript(
    (value) => {
      localStorage.setItem('esthetics_client', value);
    },
    JSON.stringify({ token: session.token, client: session.client }),
  );
  await page.goto('/booking');
  await expect(page.getByLabel('First name')).toHaveValue('Priya');
  await expect(page.getByLabel('Last name')).toHaveValue('Shah');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(contact.email);
  await expect(page.getByLabel('Phone')).toHaveValue('2405550111');
});

test.describe('the payment result page', () => {
  test('without a session_id it reports a payment issue', async ({ page }) => {
    await page.goto('/booking/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Issue' })).toBeVisible();
    await expect(page.getByText(MESSAGES.paymentError)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/booking');
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await expectAccessible(page);
  });

  test('an unknown session is a payment issue too', async ({ page }) => {
    await page.goto('/booking/success?session_id=cs_test_nope');
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Issue' })).toBeVisible();
  });

  test('a session left unpaid shows Processing, then Payment Processing after 5 checks', async ({
    page,
  }) => {
    const { booking_id } = await bookThroughApi(page.request, {
      services: ['underarm-wax'],
      preferred_date: dayAhead(9, FRI),
      preferred_time: '11:00',
    });
    const created = await page.request.post('/api/payments/create-session', {
      data: { booking_id, origin_url: test.info().project.use.baseURL },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { session_id } = (await created.json()) as { session_id: string };
    let checks = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/payments/status/')) checks += 1;
    });
    await page.goto(`/booking/success?session_id=${session_id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Processing Payment...' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Processing' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(MESSAGES.paymentStillProcessing)).toBeVisible();
    expect(checks).toBe(5);
  });

  test('a paid booking the admin has since cancelled says so: cancelled, the deposit refunded', async ({
    page,
    adminToken,
  }) => {
    const { booking_id } = await bookThroughApi(page.request, {
      services: ['classic-european-facial'],
      preferred_date: dayAhead(14, TUE),
      preferred_time: '10:00',
    });
    const created = await page.request.post('/api/payments/create-session', {
      data: { booking_id, origin_url: test.info().project.use.baseURL },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { checkout_url, session_id } = (await created.json()) as {
      checkout_url: string;
      session_id: string;
    };
    await page.goto(checkout_url);
    await page.getByRole('button', { name: 'Pay $21.25' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Payment Successful!' }),
    ).toBeVisible();

    const cancelled = await page.request.put(`/api/admin/appointments/${booking_id}/status`, {
      headers: { Authorization: `Bearer ${adminToken}` },
      data: { status: 'cancelled' },
    });
    expect(cancelled.status(), await cancelled.text()).toBe(200);

    // The client opens the result page again (a bookmark, the browser's history).
    await page.goto(`/booking/success?session_id=${session_id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Cancelled' })).toBeVisible();
    await expect(page.getByText(MESSAGES.paymentRefundCancelled)).toBeVisible();
    await expect(page.getByTestId('amount-paid')).toHaveText('$21.25');
    await expect(page.getByTestId('refund-due')).toHaveText('$21.25');
    await expect(page.getByText('Your booking is confirmed.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Book Again' })).toHaveAttribute(
      'href',
      '/booking',
    );
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await expectAccessible(page);
    // On a phone the long session id wraps beside its label: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the booking pages fit a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/booking?service=classic-european-facial');
  await page.getByRole('checkbox', { name: /LED Light Therapy/ }).check();
  await chooseSlot(page, dayAhead(10, MON), '9:00 AM');
  await page.getByRole('button', { name: 'Request Appointment' }).click();
  await expect(page.locator('#booking-firstName-error')).toBeVisible();
  await expectAccessible(page);
  for (const path of ['/booking', '/booking/cancel', '/booking/success']) {
    if (path !== '/booking') await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the home page loads none of the booking, client area or console code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.filter((s) => /Booking|ClientArea|AdminArea|booking-api|react-query/i.test(s)),
  ).toEqual([]);
  // ...and the booking page brings its own.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Book Now' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book an Appointment' })).toBeVisible();
  expect(scripts.some((s) => /BookingPage/.test(s))).toBe(true);
});
