import { MESSAGES } from '../../domain/src/index';
import { expect, expectAccessible, test, unique, openAsAdmin } from './fixtures';

/** The console's Integrations tab: an API key created, used by another system, revoked. */

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

test('creates a key shown once, the key works for its scope only, shows its last use, and is refused once revoked', async ({
  page,
  context,
  adminToken,
}) => {
  test.slow(); // three accessibility scans
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAsAdmin(page, adminToken, '/admin/dashboard?tab=integrations');
  await expect(page.getByRole('tab', { name: 'Integrations' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: MESSAGES.apiKeysTitle })).toBeVisible();
  await expect(page.getByText(MESSAGES.apiKeyScopeClientsRead)).toBeVisible();

  // Nothing filled in: the name is asked for, beside its field, which takes the focus.
  const form = page.locator('form.api-key-form');
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByRole('alert')).toHaveText(MESSAGES.apiKeyNameRequired);
  await expect(form.getByLabel('Name')).toBeFocused();
  await form.getByLabel('Name').fill(unique('Accounting'));
  await form.getByRole('button', { name: 'Create key' }).click();
  await expect(form.getByRole('alert')).toHaveText(MESSAGES.apiKeyScopesRequired);
  await expectAccessible(page);

  // A key that may read appointments.
  const name = unique('Accounting export');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('appointments:read').check();
  await form.getByRole('button', { name: 'Create key' }).click();
  const shown = page.getByTestId('api-key-created');
  await expect(shown).toBeFocused();
  await expect(shown).toContainText(MESSAGES.apiKeyCreated);
  const key = (await page.getByTestId('api-key-secret').textContent()) ?? '';
  expect(key).toMatch(/^esk_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: 'Copy key' }).click();
  await expect(page.getByRole('status').filter({ hasText: MESSAGES.copied })).toHaveCount(1);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await expectAccessible(page);

  const row = page.getByTestId('api-key-row').filter({ hasText: name });
  await expect(row).toContainText(key.slice(0, 12));
  await expect(row).toContainText('appointments:read');
  await expect(row.getByTestId('api-key-last-used')).toHaveText('Never');

  // Another system calls the API with it: its scope opens, another scope is refused.
  const appointments = await page.request.get('/api/admin/appointments', { headers: bearer(key) });
  expect(appointments.status(), await appointments.text()).toBe(200);
  const clients = await page.request.get('/api/admin/clients', { headers: bearer(key) });
  expect(clients.status()).toBe(403);
  expect(((await clients.json()) as { message: string }).message).toBe(
    MESSAGES.apiKeyScopeMissing('clients:read'),
  );

  // Once dismissed (or after a reload), the key is nowhere on the page; its last use is.
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toBeHidden();
  await page.reload();
  await expect(row.getByTestId('api-key-last-used')).not.toHaveText('Never');
  await expect(row.getByTestId('api-key-last-used')).toHaveText(/\d{4}, \d{1,2}:\d{2} [AP]M$/);
  expect(await page.content()).not.toContain(key.slice(12));

  // Revoke, after the confirmation: Keep it first keeps it.
  await row.getByRole('button', { name: 'Revoke' }).click();
  const dialog = page.getByRole('dialog', { name: MESSAGES.apiKeyRevokeTitle(name) });
  await expect(dialog).toContainText(MESSAGES.apiKeyRevokeWarning);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Revoke' }).click();
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: MESSAGES.apiKeyRevoked(name) }),
  ).toBeVisible();
  await expect(row).toHaveCount(0);

  const refused = await page.request.get('/api/admin/appointments', { headers: bearer(key) });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { message: string }).message).toBe(MESSAGES.apiKeyInvalid);
});
