import {
  SEED_CATALOG,
  ASSISTANT_GREETING,
  ASSISTANT_REPLY_DELAY_MS,
  assistantReply,
} from '../../domain/src/index';
import { expect, test, withoutInlinedData } from './fixtures';

test('the Skin Care Assistant answers by keyword after a short delay', async ({ page, site }) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Skin Care Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Skin Care Assistant' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Conversation' })).toContainText(ASSISTANT_GREETING);
  const input = panel.getByLabel('Ask the Skin Care Assistant');
  await expect(input).toBeFocused();

  const conversation = panel.getByRole('list', { name: 'Conversation' }).getByRole('listitem');
  const questions = [
    'What facials do you offer?',
    'How much does waxing cost?',
    'What should I do for aftercare?',
    'When are you open?',
    'Do you sell gift cards?',
  ];
  // The business's own facts, as the site serves them (the service area once the profile has one).
  const business = {
    phone: site.phone,
    hoursText: site.hours_text,
    serviceArea: (site as { service_area?: string | null }).service_area,
  };
  for (const [i, question] of questions.entries()) {
    await input.fill(question);
    const asked = Date.now();
    await input.press('Enter');
    await expect(conversation.nth(1 + i * 2)).toContainText(question);
    await expect(panel.getByText('The assistant is typing')).toBeAttached();
    const reply = assistantReply(question, business, SEED_CATALOG);
    await expect(conversation.nth(2 + i * 2)).toHaveText(`Assistant: ${reply}`);
    expect(Date.now() - asked).toBeGreaterThanOrEqual(ASSISTANT_REPLY_DELAY_MS - 50);
  }
  await expect(conversation.last()).toContainText(site.phone);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Skin Care Assistant' })).toBeFocused();
});

test('the assistant is available on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Skin Care Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Skin Care Assistant' });
  await panel
    .getByLabel('Ask the Skin Care Assistant')
    .fill('When are you open for an appointment?');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('listitem').last()).toContainText('Monday - Friday');
  const box = await panel.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  await panel.getByRole('button', { name: 'Close the assistant' }).click();
  await expect(panel).toBeHidden();
});

test('the assistant says when it cannot connect, and recovers on retry', async ({ page }) => {
  await withoutInlinedData(page, '/gallery');
  let fail = true;
  await page.route('**/api/site', (route) => (fail ? route.abort() : route.continue()));
  await page.goto('/gallery');
  await page.getByRole('button', { name: 'Skin Care Assistant' }).click();
  const panel = page.getByRole('dialog', { name: 'Skin Care Assistant' });
  await expect(panel.getByRole('alert')).toContainText('cannot connect');
  await expect(panel.getByLabel('Ask the Skin Care Assistant')).toBeDisabled();
  fail = false;
  await panel.getByRole('button', { name: 'Try again' }).click();
  await expect(panel.getByLabel('Ask the Skin Care Assistant')).toBeEnabled();
  await expect(panel.getByRole('alert')).toHaveCount(0);
});
