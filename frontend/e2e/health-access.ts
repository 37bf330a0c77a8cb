import { MESSAGES } from '../../domain/src/index';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The e-mail files of the e2e server (DATA_DIR/outbox), decoded enough to read (quoted-printable). */
function outboxMails(): { file: string; text: string }[] {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .sort()
    .map((file) => ({
      file,
      text: readFileSync(path.join(outbox, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    }));
}

/** The names of the one-time code mails sent to `email` so far, oldest first. */
export function codeMailsTo(email: string): string[] {
  return outboxMails()
    .filter((m) => m.text.includes(`To: ${email}`) && /one-time code is \d{6}/.test(m.text))
    .map((m) => m.file);
}

/** The code of the newest code mail to `email` not among `seen`; undefined until it is written. */
export function newCodeSentTo(email: string, seen: readonly string[] = []): string | undefined {
  const fresh = outboxMails().filter(
    (m) => !seen.includes(m.file) && m.text.includes(`To: ${email}`),
  );
  for (const mail of fresh.reverse()) {
    const code = /one-time code is (\d{6})/.exec(mail.text)?.[1];
    if (code) return code;
  }
  return undefined;
}

/** The code of the newest e-mail confirmation mail to `email`; undefined until it is written. */
export function emailCodeSentTo(email: string): string | undefined {
  const mails = outboxMails().filter((m) => m.text.includes(`To: ${email}`));
  for (const mail of mails.reverse()) {
    const code = /the code (\d{6}) in your account/.exec(mail.text)?.[1];
    if (code) return code;
  }
  return undefined;
}

/** Confirms a client's e-mail through the API with the code mailed to it (read from the outbox). */
export async function confirmEmailThroughApi(
  request: APIRequestContext,
  session: { token: string; client: { id: string; email: string } },
): Promise<void> {
  test.info().setTimeout(test.info().timeout + 20_000);
  let code: string | undefined;
  await expect
    .poll(() => (code = emailCodeSentTo(session.client.email)), { timeout: 20_000 })
    .toBeTruthy();
  const confirmed = await request.post(`/api/clients/${session.client.id}/email/confirm`, {
    headers: { Authorization: `Bearer ${session.token}` },
    data: { code },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/**
 * Confirms the account's e-mail as its owner would: the notice above the dashboard's tabs, and the
 * code read from the mail to `email` in the server's outbox (written by the mail sweep).
 */
export async function confirmEmailInBrowser(page: Page, email: string): Promise<void> {
  test.info().setTimeout(test.info().timeout + 20_000);
  const notice = page.getByRole('form', { name: /^Confirm your (new )?e-mail address$/ });
  await expect(notice).toBeVisible();
  let code: string | undefined;
  await expect.poll(() => (code = emailCodeSentTo(email)), { timeout: 20_000 }).toBeTruthy();
  await notice.getByLabel('Code from the e-mail').fill(code!);
  await notice.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(notice).toBeHidden();
}

/**
 * Completes the code step of the Health Forms tab as the client would: waits for the step, reads
 * the code e-mailed to `email` from the server's outbox (the mail sweep writes it within
 * MAIL_INTERVAL_MS, 10 s by default), types it and confirms; answers once the form shows.
 * Call it with the tab open (or opening) in this browser session. `seen`: code mails already
 * there before the step asked for a new one (codeMailsTo before opening the tab), so an older
 * code is never typed.
 */
export async function completeHealthCode(
  page: Page,
  email: string,
  seen: readonly string[] = [],
): Promise<void> {
  // Waiting for the mail sweep: give the test the time it takes.
  test.info().setTimeout(test.info().timeout + 20_000);
  const step = page.getByRole('form', { name: 'Confirm it’s you' });
  await expect(step).toBeVisible();
  // A new account's address is confirmed first: until then no code is sent (the step says why).
  const unconfirmed = step.getByRole('alert').filter({ hasText: MESSAGES.emailNotVerified });
  await expect(unconfirmed.or(step.getByText(/we emailed a 6-digit code/))).toBeVisible();
  if (await unconfirmed.isVisible()) {
    await confirmEmailInBrowser(page, email);
    await step.getByRole('button', { name: 'Send a new code' }).click();
  }
  let code: string | undefined;
  await expect.poll(() => (code = newCodeSentTo(email, seen)), { timeout: 20_000 }).toBeTruthy();
  await step.getByLabel('6-digit code').fill(code!);
  await step.getByRole('button', { name: 'Confirm code' }).click();
  await expect(page.getByRole('form', { name: 'Health and consultation form' })).toBeVisible();
}
