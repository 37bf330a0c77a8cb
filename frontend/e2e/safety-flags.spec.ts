import type { APIRequestContext, Page } from '@playwright/test';
import { MESSAGES, SAFETY_RULES } from '../../domain/src/index';
import { bookerOf, requestClinicBooking, slotGoneMeanwhile, uniqueEmail } from './booking-helpers';
import { expect, expectAccessible, openWithSession, test, unique } from './fixtures';
import { codeMailsTo, completeHealthCode } from './health-access';

/**
 * Safety flags for the treatment room: a client whose health form names a retinoid books a brow wax;
 * the console shows the flag on the appointment's page and on the agenda, the client a gentle note.
 */

interface Session {
  token: string;
  client: { id: string; first_name: string; last_name: string; email: string; phone: string };
}

const PHONE = '(301) 555-0142';
const reason = (id: string) => SAFETY_RULES.find((r) => r.id === id)!.reason;

async function register(request: APIRequestContext, lastName: string): Promise<Session> {
  const response = await request.post('/api/clients/register', {
    data: { first_name: 'Flag', last_name: lastName, email: uniqueEmail('flags'), phone: PHONE },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Session;
}

/**
 * The client fills in the health form in the dashboard (the one place this spec does it): the
 * medications and products she uses.
 */
async function fillHealthForm(
  page: Page,
  session: Session,
  answers: { medications: string; products: string },
): Promise<void> {
  const seen = codeMailsTo(session.client.email);
  await openWithSession(page, 'client', session, '/client/dashboard?tab=health-forms');
  await completeHealthCode(page, session.client.email, seen);
  const form = page.getByRole('form', { name: 'Health and consultation form' });
  await form.getByLabel('Medications').fill(answers.medications);
  await form.getByLabel('Products you currently use').fill(answers.products);
  await form.getByRole('button', { name: 'Save Health Form' }).click();
  await expect(form.getByRole('status')).toHaveText(MESSAGES.healthFormsUpdated);
}

/** Books `services` with the account's e-mail and phone, at a free weekday hour months ahead. */
async function bookFor(request: APIRequestContext, session: Session, services: string[]) {
  const start = new Date();
  start.setUTCDate(start.getUTCDate() + 100 + Math.floor(Math.random() * 200));
  for (let i = 0; i < 40; i++) {
    const day = new Date(start.getTime() + i * 86_400_000);
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    const date = day.toISOString().slice(0, 10);
    const slots = await request.get(`/api/availability?date=${date}&duration=60`);
    const { slots: list } = (await slots.json()) as {
      slots: { time: string; available: boolean }[];
    };
    const free = list.find((s) => s.available);
    if (!free) continue;
    const response = await requestClinicBooking(
      request,
      { ...bookerOf(session.client), phone: PHONE },
      date,
      free.time,
      services,
    );
    if (await slotGoneMeanwhile(response)) continue;
    expect(response.status(), await response.text()).toBe(201);
    const { booking_id } = (await response.json()) as { booking_id: string };
    return { id: booking_id, date };
  }
  throw new Error('no free time found');
}

test('a retinoid on the health form flags a brow wax for the esthetician, and the client gets a note', async ({
  page,
  request,
  adminToken,
}) => {
  test.slow(); // a health form, two bookings and three accessibility scans
  const lastName = unique('Retinoid').replace(/[^a-z]/gi, '');
  const session = await register(request, lastName);
  await fillHealthForm(page, session, { medications: 'none', products: 'Differin gel, SPF 50' });
  const wax = await bookFor(request, session, ['eyebrow-wax']);
  const facial = await bookFor(request, session, ['sensitive-skin-facial']);
  const admin = { token: adminToken, admin: { username: 'admin' } };

  // The appointment's page: the flag near the top, its severity in words, the reason, the note.
  await openWithSession(page, 'admin', admin, `/admin/appointments/${wax.id}`);
  const flags = page.getByRole('region', { name: 'Health flags to review (1)' });
  await expect(flags).toBeVisible();
  await expect(flags.getByRole('listitem')).toHaveText([
    `Avoid: ${reason('retinoid-face-waxing')}`,
  ]);
  await expect(flags).toContainText(MESSAGES.safetyNotMedicalAdvice);
  await expectAccessible(page);

  // The facial of the same client has nothing to review.
  await page.goto(`/admin/appointments/${facial.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Price' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Health flags/ })).toHaveCount(0);

  // The agenda of that day: a marker on the wax, its reason as the link's description.
  await page.goto(`/admin/dashboard?tab=agenda&date=${wax.date}`);
  const block = page.getByRole('link', { name: new RegExp(`Flag ${lastName}`) });
  await expect(block).toHaveAccessibleName(
    new RegExp(`, Pending deposit, 1 health flag, avoid, Flag ${lastName}`),
  );
  await expect(block).toHaveAccessibleDescription(`Avoid: ${reason('retinoid-face-waxing')}`);
  await expect(block.locator('.agenda-flag > [aria-hidden="true"]')).toHaveText('Avoid');
  await expectAccessible(page);

  // The client: a gentle note on the wax only, never the answer or the reason.
  await openWithSession(page, 'client', session, '/client/dashboard?tab=appointments');
  const waxCard = page.getByRole('article', { name: 'Eyebrow Wax' });
  await expect(waxCard).toContainText(MESSAGES.safetyHealthNote);
  await expect(page.getByRole('article', { name: 'Sensitive Skin Facial' })).not.toContainText(
    MESSAGES.safetyHealthNote,
  );
  await expect(page.locator('main')).not.toContainText(/differin|retinoid|Avoid/i);
  await expectAccessible(page);
});
