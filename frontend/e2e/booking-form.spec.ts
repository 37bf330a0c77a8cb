import { MESSAGES } from '../../domain/src/index';
import {
  addDays,
  bookThroughApi,
  chooseSlot,
  contactFor,
  dayAhead,
  fillContact,
  fillTheDay,
  FRI,
  SAT,
  summaryTotal,
  SUN,
  THU,
  TUE,
  WED,
} from './booking-helpers';
import { expect, expectAccessible, test } from './fixtures';

/** The booking form's own behaviour: what is missing, taken or closed, links into it, the keyboard. */

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
  await fillTheDay(page.request, saturday);
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
