import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '../../domain/src/index';
import {
  addDays,
  bookThroughApi,
  contactFor,
  dayAhead,
  fillContact,
  fillTheDay,
  freeTimeFor,
  SAT,
  uniqueEmail,
} from './booking-helpers';
import { expect, expectNoViolations, openAsAdmin, test, uniqueName } from './fixtures';
import { offerOn } from '../src/features/waitlist/offer.fixture';

/** The waitlist in the browser: joining from a full day, the console's day list, the e-mails' links. */

/** "Saturday, March 14": the day as the booking page names it. */
const dayName = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T00:00:00Z`));

test('a full day offers the waitlist; the admin sees the entry and removes it', async ({
  page,
  adminToken,
}) => {
  test.slow(); // an accessibility scan and two pages
  const saturday = dayAhead(15, SAT);
  const monday = addDays(saturday, 2);
  await fillTheDay(page.request, saturday);
  const contact = { ...contactFor('waitlist'), lastName: uniqueName('Waiting') };
  const name = `${contact.firstName} ${contact.lastName}`;

  await page.goto('/booking?service=corporate-event-services');
  await fillContact(page, contact);
  await page.getByLabel('Date').fill(saturday);
  await expect(page.getByText(/^There are no free times on Saturday/)).toBeVisible();
  await expect(page.getByText(MESSAGES.waitlistInvite)).toBeVisible();
  await page.getByRole('button', { name: 'Join the waitlist' }).click();

  const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
  await expect(dialog).toBeVisible();
  // What the booking form holds is already filled in: the contact details, the service, the day.
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await expect(dialog.getByLabel('Email')).toHaveValue(contact.email);
  await expect(dialog.getByLabel('Phone')).toHaveValue(contact.phone);
  await expect(dialog.getByRole('group', { name: 'Services' })).toContainText('Corporate');
  const days = dialog.getByRole('group', { name: 'Days that suit you' });
  await expect(days.getByRole('listitem')).toHaveText([new RegExp(dayName(saturday))]);
  await days.getByLabel('Another day').fill(monday);
  await days.getByRole('button', { name: 'Add day' }).click();
  await expect(days.getByRole('listitem')).toHaveText([
    new RegExp(dayName(saturday)),
    new RegExp(dayName(monday)),
  ]);
  await expectNoViolations(page, 'the waitlist form', 'dialog');

  // The domain's check runs before anything is sent: a range the wrong way round.
  await dialog.getByLabel('Earliest start').selectOption('12:00');
  await dialog.getByLabel('Latest start').selectOption('10:00');
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  const latest = dialog.getByLabel('Latest start');
  await expect(latest).toHaveAttribute('aria-invalid', 'true');
  await expect(latest).toHaveAccessibleDescription(MESSAGES.waitlistTimeOrder);
  await expect(latest).toBeFocused();

  await latest.selectOption('13:00');
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(dialog.getByRole('status')).toHaveText(MESSAGES.waitlistJoined);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // The console's waitlist of that Saturday lists the entry; removing it asks first.
  await openAsAdmin(page, adminToken, '/admin/dashboard?tab=waitlist');
  await page.getByLabel('Day', { exact: true }).fill(saturday);
  const row = page.getByRole('article', { name: new RegExp(`^${name}, waiting`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('12:00 PM to 1:00 PM');
  await expect(row).toContainText(contact.email);
  await row.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${name} from the waitlist?` });
  await expect(confirm).toContainText(MESSAGES.waitlistRemoveWarning);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Remove' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.waitlistEntryRemoved(name));
  await expect(row).toBeHidden();
  // It is gone from the Monday too.
  await page.getByLabel('Day', { exact: true }).fill(monday);
  await expect(page.getByText(/^No one is on the waitlist for Monday/)).toBeVisible();
});

/**
 * The leave link of the e-mail sent to `email`, read from the server's outbox files (DATA_DIR/outbox,
 * where the e2e server writes its mail); undefined until it is written.
 */
function leaveLinkSentTo(email: string): string | undefined {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(outbox)) return undefined;
  for (const file of readdirSync(outbox)) {
    // Quoted-printable: soft line breaks and "=3D" for "=".
    const mail = readFileSync(path.join(outbox, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    if (!mail.includes(`To: ${email}`)) continue;
    const link = /\/waitlist\/leave\?token=[A-Za-z0-9_%-]+/.exec(mail);
    if (link) return link[0];
  }
  return undefined;
}

test("the joining e-mail's leave link takes the entry off the list", async ({
  page,
  adminToken,
}) => {
  const email = uniqueEmail('leaving');
  const day = dayAhead(15, 2);
  const joined = await page.request.post('/api/waitlist', {
    data: {
      name: 'Lena Park',
      email,
      phone: '301 555 0177',
      services: ['classic-european-facial'],
      days: [day],
      from: '10:00',
      to: '12:00',
    },
  });
  expect(joined.status(), await joined.text()).toBe(201);
  const { id } = (await joined.json()) as { id: string };
  await expect.poll(() => leaveLinkSentTo(email), { timeout: 15_000 }).toBeTruthy();

  await page.goto(leaveLinkSentTo(email)!);
  await page.getByRole('button', { name: 'Leave the waitlist' }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.waitlistLeft);
  await expect(page.getByRole('button', { name: 'Leave the waitlist' })).toHaveCount(0);
  const list = await page.request.get(`/api/admin/waitlist?date=${day}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  const { entries } = (await list.json()) as { entries: { id: string }[] };
  expect(entries.map((e) => e.id)).not.toContain(id);
  // The same link again (a second click in the mail) says the same, and changes nothing.
  await page.reload();
  await page.getByRole('button', { name: 'Leave the waitlist' }).click();
  await expect(page.getByRole('status')).toHaveText(MESSAGES.waitlistLeft);
});

test('the leave link sends nothing until its button is pressed; an unknown one says so', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await page.goto('/waitlist/leave?token=no-such-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Leave the Waitlist' })).toBeVisible();
  const leave = page.getByRole('button', { name: 'Leave the waitlist' });
  await expect(leave).toBeVisible();
  expect(posts.filter((u) => u.includes('/api/waitlist'))).toEqual([]);
  await leave.click();
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.waitlistEntryNotFound);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('an offer link that is not valid says so', async ({ page }) => {
  await page.goto('/waitlist/offer?token=no-such-token');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.waitlistOfferNotFound);
  await expect(page.getByRole('button', { name: 'Book this time' })).toHaveCount(0);
  await page.goto('/waitlist/offer');
  await expect(page.getByRole('alert')).toHaveText(MESSAGES.waitlistOfferNotFound);
});

/**
 * An open offer needs a hold to expire (hours, on the server's clock), so a real one is made only in
 * the backend's tests (test/integration, fake clock). Here the server's answers to the offer link are
 * stood in for, to check what the page does with them: the claim's booking is a real one, and its
 * deposit goes through the real checkout.
 */
test('an open offer shows the time and its hold; Book this time goes on to the deposit checkout', async ({
  page,
}) => {
  const date = dayAhead(16, 2);
  // The claim's booking takes a free time, not the offer's: other specs book random days too.
  const free = await freeTimeFor(page.request, ['classic-european-facial'], 60);
  const booking = await bookThroughApi(page.request, {
    services: ['classic-european-facial'],
    preferred_date: free.date,
    preferred_time: free.time,
  });
  const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
  const offer = offerOn(date, {
    state: 'open',
    open: true,
    message: MESSAGES.waitlistOffer('soon'),
    offered_at: new Date().toISOString(),
    expires_at: expiresAt,
    booking_id: null,
  });
  const claims: unknown[] = [];
  await page.route('**/api/waitlist/offers/held-token', (route) => route.fulfill({ json: offer }));
  await page.route('**/api/waitlist/offers/held-token/claim', (route) => {
    claims.push(route.request().postDataJSON());
    return route.fulfill({
      status: 201,
      json: { status: 'success', requires_payment: true, booking_id: booking.booking_id },
    });
  });
  await page.goto('/waitlist/offer?token=held-token');
  await expect(page.getByText(MESSAGES.waitlistOffer('soon'))).toBeVisible();
  await expect(page.getByTestId('offer-when')).toHaveText(
    new RegExp(`^${dayName(date)} at 10:00 AM$`),
  );
  await expect(page.getByTestId('offer-expires')).toBeVisible();
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page).toHaveURL(/\/api\/payments\/checkout\//);
  expect(claims).toEqual([{ group_size: 1 }]);
});

test('a claimed offer says so and offers no button', async ({ page }) => {
  await page.route('**/api/waitlist/offers/claimed-token', (route) =>
    route.fulfill({
      json: offerOn('2026-12-01', {
        state: 'claimed',
        open: false,
        message: MESSAGES.waitlistOfferClaimed,
        offered_at: '2026-12-01T13:00:00.000Z',
        expires_at: '2026-12-01T13:30:00.000Z',
        booking_id: '6f1c3c52-0000-4000-8000-000000000001',
      }),
    }),
  );
  await page.goto('/waitlist/offer?token=claimed-token');
  await expect(page.getByText(MESSAGES.waitlistOfferClaimed)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book this time' })).toHaveCount(0);
});
