import { MESSAGES } from '../../domain/src/index';
import {
  appointmentsOf,
  chooseSlot,
  contactFor,
  dayAhead,
  fillContact,
  MON,
  summaryDeposit,
  summaryTotal,
  THU,
  TUE,
  WED,
} from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';

/** The booking form end to end: the summary's price, the deposit dialog, the checkout and back. */

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
