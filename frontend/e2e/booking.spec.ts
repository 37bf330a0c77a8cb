import { MESSAGES } from '../../domain/src/index';
import {
  addDays,
  appointmentsOf,
  bookThroughApi,
  chooseSlot,
  contactFor,
  dayAhead,
  fillContact,
  summaryDeposit,
  summaryTotal,
} from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';

const TUE = 2;
const WED = 3;
const THU = 4;
const FRI = 5;
const SAT = 6;
const SUN = 0;
const MON = 1;

test.describe('booking a clinic facial', () => {
  test('the summary prices it, the dialog asks for the deposit, and paying confirms it', async ({
    page,
    request,
    adminToken,
  }) => {
    test.slow(); // two accessibility scans and a checkout
    const contact = contactFor('facial');
    await page.goto('/booking?service=classic-european-facial');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book an Appointment' }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Classic European Facial/ })).toBeChecked();
    await page.getByRole('checkbox', { name: /LED Light Therapy/ }).check();
    await expect(summaryTotal(page)).toHaveText('$110.00');
    await expect(summaryDeposit(page)).toHaveText('$27.50');
    const date = dayAhead(5, TUE);
    await chooseSlot(page, date, '10:00 AM');
    await fillContact(page, contact);
    await page.getByRole('button', { name: 'Request Appointment' }).click();

    const dialog = page.getByRole('dialog', { name: MESSAGES.depositDialogTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('dialog-deposit')).toHaveText('$27.50');
    await expect(dialog.getByTestId('dialog-total')).toHaveText('$110.00');
    await expect(dialog).toContainText('We hold this time for you until');
    const pay = dialog.getByRole('button', { name: 'Pay $27.50 deposit' });
    await expect(pay).toBeFocused();
    // Focus stays inside the dialog, both ways round.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await expectAccessible(page);

    await pay.focus();
    await pay.click();
    await expect(page).toHaveURL(/\/api\/payments\/checkout\//);
    await page.getByRole('button', { name: 'Pay $27.50' }).click();
    await expect(page).toHaveURL(/\/booking\/success\?session_id=/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Payment Successful!' }),
    ).toBeVisible();
    await expect(page.getByTestId('amount-paid')).toHaveText('$27.50');
    await expect(page.getByText('Your booking is confirmed.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await expectAccessible(page);

    const [stored] = await appointmentsOf(request, adminToken, contact.email);
    expect(stored).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
      appointment_date: date,
      appointment_time: '10:00',
      total_price_cents: 11000,
      deposit_cents: 2750,
      service_ids: ['classic-european-facial'],
    });
  });
});

test.describe('the summary equals what the server charges', () => {
  const carts = [
    {
      name: 'a package deal with two of its services',
      date: dayAhead(6, MON),
      fill: async (page: import('@playwright/test').Page) => {
        await page.getByRole('radio', { name: 'Package deal' }).check();
        await page.getByRole('radio', { name: /Facial Trio/ }).check();
        await page.getByRole('checkbox', { name: /Anti-Aging Facial/ }).check();
        await page.getByRole('checkbox', { name: /Signature Glow Facial/ }).check();
      },
      total: '$283.20',
      deposit: '$70.80',
      stored: { package_id: 'facial-trio', service_location: 'clinic' },
    },
    {
      name: 'a mobile group session of 4, with travel fee and service charge',
      date: dayAhead(6, TUE),
      fill: async (page: import('@playwright/test').Page) => {
        await page.getByRole('radio', { name: /At your home/ }).check();
        await page.getByRole('checkbox', { name: /Group Session/ }).check();
        await page.getByLabel('Group size').fill('4');
        await page.getByLabel('Service address').fill('12 Elm Street, Bethesda, MD');
        await expect(page.getByText('Travel fee').first()).toBeVisible();
        await expect(page.getByText('Service charge (18%)').first()).toBeVisible();
      },
      total: '$436.60',
      deposit: '$109.15',
      stored: { service_location: 'mobile', group_size: 4 },
    },
    {
      name: 'a corporate team package below its minimum, charged for 8',
      date: dayAhead(6, WED),
      fill: async (page: import('@playwright/test').Page) => {
        await page.getByRole('radio', { name: /At your company/ }).check();
        await page.getByRole('checkbox', { name: /Team Package/ }).check();
        await page.getByLabel('Number of participants').fill('3');
        await page.getByLabel('Company name').fill('Acme Corp');
        await page.getByLabel('Service address').fill('1 Corporate Way, Rockville, MD');
      },
      total: '$1,132.80',
      deposit: '$283.20',
      stored: { service_location: 'corporate', group_size: 3 },
    },
    {
      name: 'two people at the clinic with two add-ons',
      date: dayAhead(6, THU),
      fill: async (page: import('@playwright/test').Page) => {
        await page.getByRole('checkbox', { name: /Brazilian Wax/ }).check();
        await page.getByRole('checkbox', { name: /Extractions/ }).check();
        await page.getByRole('checkbox', { name: /Anti-Aging Serum/ }).check();
        await page.getByLabel('Group size').fill('2');
      },
      total: '$129.80',
      deposit: '$32.45',
      stored: { service_location: 'clinic', group_size: 2 },
    },
  ];

  for (const cart of carts) {
    test(cart.name, async ({ page, request, adminToken }) => {
      const contact = contactFor('cart');
      await page.goto('/booking');
      await cart.fill(page);
      await expect(summaryTotal(page)).toHaveText(cart.total);
      await expect(summaryDeposit(page)).toHaveText(cart.deposit);
      await chooseSlot(page, cart.date, '9:00 AM');
      await fillContact(page, contact);
      await page.getByRole('button', { name: 'Request Appointment' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('dialog-total')).toHaveText(cart.total);
      await expect(dialog.getByTestId('dialog-deposit')).toHaveText(cart.deposit);

      // Pay later: the booking stays, the form starts again.
      await dialog.getByRole('button', { name: 'Pay later' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        page.getByRole('status').filter({ hasText: MESSAGES.payLaterNotice }),
      ).toBeVisible();
      await expect(page.getByLabel('First name')).toHaveValue('');
      await expect(page.getByRole('radio', { name: 'Individual services' })).toBeChecked();

      const [stored] = await appointmentsOf(request, adminToken, contact.email);
      expect(stored).toMatchObject({ status: 'pending', payment_status: 'unpaid', ...cart.stored });
      expect(
        `$${(stored.total_price_cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      ).toBe(cart.total);
    });
  }
});

test('cancelling the checkout keeps the booking held and mails the payment link', async ({
  page,
  request,
  adminToken,
}) => {
  const contact = contactFor('cancel');
  await page.goto('/booking?service=eyebrow-wax');
  await chooseSlot(page, dayAhead(5, WED), '2:00 PM');
  await fillContact(page, contact);
  await page.getByRole('button', { name: 'Request Appointment' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /deposit/ })
    .click();
  await expect(page).toHaveURL(/\/api\/payments\/checkout\//);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await expect(page).toHaveURL(/\/booking\/cancel\?booking_id=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeVisible();
  await expect(page.getByText('We hold your appointment time for 24 hours.')).toBeVisible();
  await expect(page.getByText(/An email with a payment link will be sent/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  await expectAccessible(page);

  const [stored] = await appointmentsOf(request, adminToken, contact.email);
  expect(stored).toMatchObject({ status: 'pending', payment_status: 'unpaid' });
  await expect
    .poll(async () => {
      const response = await request.get('/api/admin/outbox?limit=100', {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      const { messages } = (await response.json()) as {
        messages: { kind: string; to: string[] }[];
      };
      return messages.some((m) => m.kind === 'payment_link' && m.to.includes(contact.email));
    })
    .toBe(true);

  // Try Payment Again reopens the checkout of the same booking.
  await page.getByRole('button', { name: 'Try Payment Again' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/checkout\//);
  await page.getByRole('button', { name: 'Pay $6.25' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  const [paid] = await appointmentsOf(request, adminToken, contact.email);
  expect(paid).toMatchObject({ id: stored.id, status: 'confirmed', payment_status: 'paid' });
});

test.describe('the booking form says what is missing, beside the field, and moves focus there', () => {
  test('contact, services, package, date and time', async ({ page }) => {
    test.slow(); // many steps and an accessibility scan
    await page.goto('/booking');
    const submit = page.getByRole('button', { name: 'Request Appointment' });
    const errorOf = (id: string) => page.locator(`#booking-${id}-error`);

    await submit.click();
    await expect(errorOf('firstName')).toHaveText(MESSAGES.bookingRequiredFields);
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

    await fillContact(page, contactFor('checks'));
    await page.getByLabel('Phone').fill('');
    await submit.click();
    await expect(errorOf('phone')).toHaveText(MESSAGES.bookingRequiredFields);
    await expect(page.getByLabel('Phone')).toBeFocused();
    await page.getByLabel('Phone').fill('301 555 0123');

    await submit.click();
    await expect(errorOf('services')).toHaveText(MESSAGES.selectService);
    await expect(page.getByRole('checkbox', { name: /Classic European Facial/ })).toBeFocused();

    await page.getByRole('radio', { name: 'Package deal' }).check();
    await submit.click();
    await expect(errorOf('package')).toHaveText(MESSAGES.selectPackage);
    await expect(page.getByRole('radio', { name: /Facial Trio/ })).toBeFocused();

    await page.getByRole('radio', { name: /Waxing Maintenance/ }).check();
    // Only the package's own services are offered.
    await expect(page.getByRole('checkbox', { name: /Classic European Facial/ })).toHaveCount(0);
    await submit.click();
    await expect(errorOf('services')).toHaveText(MESSAGES.selectPackageService);

    await page.getByRole('checkbox', { name: /Bikini Wax/ }).check();
    await submit.click();
    await expect(errorOf('date')).toHaveText(MESSAGES.selectDate);
    await expect(page.getByLabel('Date')).toBeFocused();

    await page.getByLabel('Date').fill(dayAhead(5, FRI));
    await expect(page.getByRole('radio', { name: '9:00 AM', exact: true })).toBeVisible();
    await submit.click();
    await expect(errorOf('time')).toHaveText(MESSAGES.selectTime);
    await expect(page.getByRole('radio', { name: '9:00 AM', exact: true })).toBeFocused();
    await expectAccessible(page);

    // Cancelling the package clears it and its services.
    await page.getByRole('button', { name: 'Cancel package' }).click();
    await expect(page.getByRole('radio', { name: /Waxing Maintenance/ })).not.toBeChecked();
    await expect(page.getByText('Choose a package deal to see its services.')).toBeVisible();
  });

  test('mobile and corporate details, group size, closed days', async ({ page }) => {
    await page.goto('/booking');
    const submit = page.getByRole('button', { name: 'Request Appointment' });
    const errorOf = (id: string) => page.locator(`#booking-${id}-error`);
    await fillContact(page, contactFor('details'));

    await page.getByRole('radio', { name: /At your home/ }).check();
    await page.getByRole('checkbox', { name: /Express Facial/ }).check();
    await chooseSlot(page, dayAhead(5, THU), '9:00 AM');
    await submit.click();
    await expect(errorOf('address')).toHaveText(MESSAGES.mobileAddressRequired);
    await expect(page.getByLabel('Service address')).toBeFocused();

    await page.getByRole('radio', { name: /At your company/ }).check();
    // Mobile services are not offered at a company: the choice is dropped.
    await expect(page.getByRole('checkbox', { name: /Express Facial/ })).toHaveCount(0);
    await page.getByRole('checkbox', { name: /Executive/ }).check();
    await page.getByLabel('Service address').fill('');
    await expect(page.getByRole('radio', { name: '9:00 AM', exact: true })).toBeVisible();
    await page.getByRole('radio', { name: '9:00 AM', exact: true }).check();
    await submit.click();
    await expect(errorOf('companyName')).toHaveText(MESSAGES.corporateCompanyRequired);
    await expect(page.getByLabel('Company name')).toBeFocused();
    await page.getByLabel('Company name').fill('Acme Corp');
    await submit.click();
    await expect(errorOf('address')).toHaveText(MESSAGES.corporateAddressRequired);
    await page.getByLabel('Service address').fill('1 Corporate Way');
    await page.getByLabel('Number of participants').fill('');
    await submit.click();
    await expect(errorOf('groupSize')).toHaveText(MESSAGES.corporateParticipantsRequired);
    await expect(page.getByLabel('Number of participants')).toBeFocused();
    await page.getByLabel('Number of participants').fill('51');
    await submit.click();
    await expect(errorOf('groupSize')).toHaveText(MESSAGES.groupSizeRange);

    // A Sunday is refused at once, and no times are offered.
    await page.getByLabel('Date').fill(dayAhead(5, SUN));
    await expect(page.locator('#booking-date-issue')).toHaveText(MESSAGES.closedDay);
    await expect(page.getByText('Choose a date to see the free times.')).toBeVisible();
    await expect(page.getByLabel('Date')).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
  });

  test('the button is disabled while the request is in flight', async ({ page }) => {
    await page.goto('/booking?service=upper-lip-wax');
    await chooseSlot(page, dayAhead(5, FRI), '3:00 PM');
    await fillContact(page, contactFor('inflight'));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/bookings', async (route) => {
      await held;
      await route.continue();
    });
    const submit = page.getByRole('button', { name: 'Request Appointment' });
    await submit.click();
    const sending = page.getByRole('button', { name: 'Sending your request…' });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test('a time taken by someone else meanwhile: the message, fresh times, the rest kept', async ({
  page,
}) => {
  const date = dayAhead(7, TUE);
  const contact = contactFor('taken');
  await page.goto('/booking?service=signature-glow-facial');
  await chooseSlot(page, date, '1:00 PM');
  await fillContact(page, contact);
  await page.getByLabel('Notes (optional)').fill('First visit');

  await bookThroughApi(page.request, {
    services: ['signature-glow-facial'],
    preferred_date: date,
    preferred_time: '13:00',
  });
  await page.getByRole('button', { name: 'Request Appointment' }).click();

  await expect(page.locator('#booking-time-error')).toHaveText(
    `${MESSAGES.slotTaken} ${MESSAGES.slotTakenRefreshed}`,
  );
  await expect(page.getByRole('radio', { name: '1:00 PM', exact: true })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: '3:00 PM', exact: true })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(contact.email);
  await expect(page.getByLabel('Notes (optional)')).toHaveValue('First visit');
  await expect(page.getByRole('checkbox', { name: /Signature Glow Facial/ })).toBeChecked();

  await page.getByRole('radio', { name: '3:00 PM', exact: true }).check();
  await page.getByRole('button', { name: 'Request Appointment' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a day with no free time says so and offers the next day that has one', async ({ page }) => {
  const saturday = dayAhead(8, SAT);
  // Someone books the Saturday morning for a five-hour corporate event.
  await bookThroughApi(page.request, {
    service_location: 'corporate',
    services: ['corporate-event-services'],
    company_name: 'Other Co',
    mobile_address: '2 Other Road',
    group_size: 10,
    preferred_date: saturday,
    preferred_time: '09:00',
  });
  await page.goto('/booking?service=corporate-event-services');
  await page.getByLabel('Date').fill(saturday);
  await expect(page.getByText(/^There are no free times on Saturday/)).toBeVisible();
  const offer = page.getByRole('button', { name: /^Show Monday/ });
  await expect(offer).toBeVisible();
  await offer.click();
  await expect(page.getByLabel('Date')).toHaveValue(addDays(saturday, 2));
  await expect(page.getByRole('radio', { name: '9:00 AM', exact: true })).toBeVisible();
});

test('links from the services and home pages choose the service or package; Back keeps the choices', async ({
  page,
}) => {
  await page.goto('/services');
  await page.locator('a[href="/booking?package=bridal-prep"]').click();
  await expect(page).toHaveURL(/\/booking\?package=bridal-prep$/);
  await expect(page.getByRole('radio', { name: /Bridal Prep/ })).toBeChecked();
  await page.getByRole('checkbox', { name: /Eyebrow Wax/ }).check();
  const date = dayAhead(9, WED);
  await page.getByLabel('Date').fill(date);
  await page.getByLabel('First name').fill('Rosa');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await expect(page.getByRole('radio', { name: /Bridal Prep/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Eyebrow Wax/ })).toBeChecked();
  await expect(page.getByLabel('Date')).toHaveValue(date);
  await expect(page.getByLabel('First name')).toHaveValue('Rosa');

  await page.goto('/');
  await page.locator('a[href^="/booking?service="]').first().click();
  await expect(page).toHaveURL(/\/booking\?service=/);
  const chosen = new URL(page.url()).searchParams.get('service');
  expect(chosen).toBeTruthy();
  await expect(page.locator(`input[name="services"][value="${chosen}"]`)).toBeChecked();
});

test('a whole booking made with the keyboard alone', async ({ page }) => {
  const contact = contactFor('keyboard');
  await page.goto('/booking');
  // Reach the first service with Tab from the booking type.
  await page.getByRole('radio', { name: 'Individual services' }).focus();
  await page.keyboard.press('Tab'); // location group
  await page.keyboard.press('Tab'); // first service
  await expect(page.getByRole('checkbox', { name: /Classic European Facial/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(summaryTotal(page)).toHaveText('$85.00');

  await page.getByLabel('Date').focus();
  await page.keyboard.type(
    dayAhead(9, THU).split('-').slice(1).join('') + dayAhead(9, THU).slice(0, 4),
  );
  await expect(page.getByRole('radio', { name: '9:00 AM', exact: true })).toBeVisible();
  // Tab leaves the date's month, day and year parts, then reaches the first free time.
  const firstTime = page.getByRole('radio', { name: '9:00 AM', exact: true });
  for (
    let i = 0;
    i < 4 && !(await firstTime.evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(firstTime).toBeFocused();
  // The next start, 15 minutes on (the fresh install's step).
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '9:15 AM', exact: true })).toBeChecked();

  for (const [label, value] of [
    ['First name', contact.firstName],
    ['Last name', contact.lastName],
    ['Email', contact.email],
    ['Phone', contact.phone],
  ] as const) {
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(label, { exact: true })).toBeFocused();
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: /deposit/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/payments\/checkout\//);
  await page.getByRole('button', { name: 'Pay $21.25' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
});

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

test('Back from the checkout offers the same booking again, never a second one', async ({
  page,
  request,
  adminToken,
}) => {
  const contact = contactFor('back');
  await page.goto('/booking?service=bikini-wax');
  await chooseSlot(page, dayAhead(10, WED), '4:00 PM');
  await fillContact(page, contact);
  await page.getByRole('button', { name: 'Request Appointment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Pay $11.25 deposit' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/checkout\//);
  await page.goBack();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('dialog-deposit')).toHaveText('$11.25');
  await expect(dialog.getByRole('button', { name: 'Pay $11.25 deposit' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Pay later' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.payLaterNotice })).toBeVisible();
  expect(await appointmentsOf(request, adminToken, contact.email)).toHaveLength(1);
});
