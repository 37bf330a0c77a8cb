import type { APIRequestContext, Page } from '@playwright/test';
import { formatCents, formatPrice, MESSAGES } from '../../domain/src/index';
import { bookThroughApi, freeTimeFor, summaryTotal } from './booking-helpers';
import { registerConfirmedClient } from './client-helpers';
import { expect, expectAccessible, openAsAdmin, openAsClient, test, unique } from './fixtures';

/**
 * The owner edits her menu in the console's Menu tab and the site follows at once; an appointment
 * booked before a price change keeps the price it was booked at. Tests share one server: the price
 * changed here is put back at the end, and the service hidden here is one the test adds itself.
 */

// One after the other: the second test reads the price the first one changes and puts back.
test.describe.configure({ mode: 'default' });

const WAX = 'eyebrow-wax';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface AdminService {
  id: string;
  name: string;
  price_cents: number;
  hidden: boolean;
  future_bookings: number;
  [field: string]: unknown;
}

async function menuServices(request: APIRequestContext, token: string): Promise<AdminService[]> {
  const response = await request.get('/api/admin/catalog', { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { services: AdminService[] }).services;
}

/** Sets a service's price through the admin API (to put it back whatever the test did). */
async function setPrice(request: APIRequestContext, token: string, id: string, cents: number) {
  const service = (await menuServices(request, token)).find((s) => s.id === id);
  if (!service || service.price_cents === cents) return;
  const body = Object.fromEntries(
    Object.entries(service).filter(([field]) => !['id', 'future_bookings'].includes(field)),
  );
  const response = await request.put(`/api/admin/catalog/services/${id}`, {
    headers: auth(token),
    data: { ...body, price_cents: cents },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The Menu tab's row of a service, and its edit dialog once opened. */
const menuRow = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

async function openMenu(page: Page, token: string) {
  await openAsAdmin(page, token, '/admin/dashboard?tab=menu');
  await expect(page.getByRole('tab', { name: 'Services', selected: true })).toBeVisible();
}

test('a new price shows on the site at once; an appointment booked before keeps its price', async ({
  page,
  request,
  adminToken,
}) => {
  test.setTimeout(90_000);
  const [wax] = (await menuServices(request, adminToken)).filter((s) => s.id === WAX);
  const oldCents = wax.price_cents;
  const newCents = oldCents + 600;

  const client = await registerConfirmedClient(request);
  const slot = await freeTimeFor(request, [WAX], 15);
  const { booking_id } = await bookThroughApi(request, {
    first_name: client.client.first_name,
    last_name: client.client.last_name,
    email: client.client.email,
    phone: client.client.phone,
    services: [WAX],
    preferred_date: slot.date,
    preferred_time: slot.time,
  });

  try {
    await openMenu(page, adminToken);
    const row = menuRow(page, 'Eyebrow Wax');
    await expect(row).toContainText(formatCents(oldCents));
    await expect(row).toContainText(/\d+ upcoming booking/);
    await row.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Eyebrow Wax' });
    await dialog.getByLabel('Price ($)').fill(String(newCents / 100));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Eyebrow Wax saved.' })).toBeVisible();
    await expect(row).toContainText(formatCents(newCents));
    // Booked with it: it cannot be deleted (only hidden).
    await expect(row.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    // The site in the same tab, without a reload: the services page and the booking summary.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    const card = page
      .locator('article.service-card')
      .filter({ has: page.getByRole('heading', { name: 'Eyebrow Wax', exact: true }) });
    await expect(card.locator('.price')).toHaveText(formatPrice(newCents));
    await page.goto(`/booking?service=${WAX}`);
    await expect(page.getByRole('checkbox', { name: /Eyebrow Wax/ })).toBeChecked();
    await expect(summaryTotal(page)).toHaveText(formatCents(newCents));

    // The history says who changed what: the price, before -> after.
    await openMenu(page, adminToken);
    await page.getByRole('tab', { name: 'History' }).click();
    const change = page
      .getByRole('listitem')
      .filter({ hasText: 'Service Eyebrow Wax changed' })
      .filter({ hasText: formatCents(newCents) })
      .first();
    await expect(change).toContainText('Price');
    await expect(change.locator('del').first()).toHaveText(formatCents(oldCents));
    await expect(change).toContainText('by owner');

    // The appointment booked before keeps its price, in the console and in the client's area.
    await page.goto(`/admin/appointments/${booking_id}`);
    const price = page.getByRole('region', { name: 'Price' });
    await expect(price.locator('.summary-total dd')).toHaveText(formatCents(oldCents));
    await expect(price).not.toContainText(formatCents(newCents));
    const clientPage = await page.context().newPage();
    await openAsClient(clientPage, client, '/client/dashboard?tab=appointments');
    const card2 = clientPage.getByRole('article').filter({ hasText: 'Eyebrow Wax' });
    await expect(card2).toContainText(formatCents(oldCents));
    await expect(card2).not.toContainText(formatCents(newCents));
  } finally {
    await setPrice(request, adminToken, WAX, oldCents);
  }
});

test('a bad price is refused beside the field, and nothing is saved', async ({
  page,
  request,
  adminToken,
}) => {
  const [wax] = (await menuServices(request, adminToken)).filter((s) => s.id === WAX);
  await openMenu(page, adminToken);
  await menuRow(page, 'Eyebrow Wax').getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Eyebrow Wax' });
  const price = dialog.getByLabel('Price ($)');
  for (const typed of ['abc', '-5', '10000.01']) {
    await price.fill(typed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(price).toBeFocused();
    await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.menuAmountInvalid('$10,000.00'));
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const [after] = (await menuServices(request, adminToken)).filter((s) => s.id === WAX);
  expect(after.price_cents).toBe(wax.price_cents);
});

test('a hidden service leaves the booking form; one with nothing booked can be deleted', async ({
  page,
  request,
  adminToken,
}) => {
  const name = unique('Menu Test Peel');
  try {
    await openMenu(page, adminToken);
    await page.getByRole('button', { name: 'Add a service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a service' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Duration (minutes)').fill('30');
    await dialog.getByLabel('Price ($)').fill('40');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Service added.' })).toBeVisible();
    const row = menuRow(page, name);
    await expect(row).toContainText('30 min · $40.00');

    const visitor = await page.context().newPage();
    await visitor.goto('/booking');
    await expect(visitor.getByRole('checkbox', { name: new RegExp(name) })).toBeVisible();

    await row.getByRole('button', { name: 'Hide' }).click();
    await expect(row).toContainText('Hidden');
    await visitor.goto('/booking');
    await expect(visitor.getByRole('heading', { name: 'Book an Appointment' })).toBeVisible();
    await expect(visitor.getByRole('checkbox', { name: /Classic European Facial/ })).toBeVisible();
    await expect(visitor.getByRole('checkbox', { name: new RegExp(name) })).toHaveCount(0);

    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `${name} was deleted.` }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    const left = (await menuServices(request, adminToken)).find((s) => s.name === name);
    if (left) {
      await request.delete(`/api/admin/catalog/services/${left.id}`, { headers: auth(adminToken) });
    }
  }
});

test('the Menu tab fits a 360 px phone and passes axe, its edit form too', async ({
  page,
  adminToken,
}) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  await openMenu(page, adminToken);
  for (const section of ['Services', 'Add-ons', 'Packages', 'Corporate packages', 'History']) {
    await page.getByRole('tab', { name: section, exact: true }).click();
    await expect(page.getByRole('tab', { name: section, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.locator('.menu-panel .spinner')).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, section).toBeLessThanOrEqual(0);
    const small = await page
      .locator('.menu-panel button:visible')
      .evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().height < 44).length);
    expect(small, `${section}: buttons under 44 px`).toBe(0);
    await expectAccessible(page);
  }
  await page.getByRole('tab', { name: 'Services', exact: true }).click();
  await menuRow(page, 'Classic European Facial').getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Classic European Facial' })).toBeVisible();
  await expectAccessible(page);
});
