import { expect, expectAccessible, openAsClient, test } from './fixtures';
import { completeHealthCode } from './health-access';
import { bookFor, box, registerThroughApi } from './client-helpers';

/** The client area's pages: accessible, and fitting a phone. */

test.describe('accessibility and layout', () => {
  test('login and register have no serious accessibility violations', async ({ page }) => {
    for (const [path, heading] of [
      ['/client/login', 'Client Login'],
      ['/client/register', 'Create Your Account'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    }
    // With a problem shown, too.
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectAccessible(page);
  });

  test('every dashboard tab has no serious accessibility violations', async ({ page, request }) => {
    test.slow(); // four axe runs, and a code by e-mail before the health form
    const session = await registerThroughApi(request);
    await bookFor(request, session.client);
    await openAsClient(page, session, '/client/dashboard?tab=profile');
    await expect(box(page, 'First name')).toHaveValue('Maya');
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Appointments' }).click();
    await expect(page.getByRole('article', { name: 'Classic European Facial' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('tab', { name: 'Health Forms' }).click();
    // The code step first (in a new browser session), then the form.
    await expect(page.getByLabel('6-digit code')).toBeVisible();
    await expectAccessible(page);
    await completeHealthCode(page, session.client.email);
    await expect(page.getByLabel('Skin type')).toBeVisible();
    await expectAccessible(page);
  });

  test('every page of the area fits a 360 px phone without sideways scrolling', async ({
    page,
    request,
  }) => {
    const session = await registerThroughApi(request);
    await bookFor(request, session.client);
    await page.setViewportSize({ width: 360, height: 800 });
    const overflow = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
    for (const path of ['/client/login', '/client/register']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await overflow(), path).toBeLessThanOrEqual(0);
    }
    await openAsClient(page, session, '/client/dashboard');
    for (const [tab, ready] of [
      ['Profile', box(page, 'First name')],
      ['Appointments', page.getByRole('article', { name: 'Classic European Facial' })],
      // The code step a new browser session sees first (the form itself: the axe test above).
      ['Health Forms', page.getByLabel('6-digit code')],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(ready).toBeVisible();
      expect(await overflow(), tab).toBeLessThanOrEqual(0);
    }
  });
});
