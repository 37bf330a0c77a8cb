import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '../../domain/src/index';
import { dayAhead, uniqueEmail, WED } from './booking-helpers';
import { expect, expectAccessible, test, openAsAdmin } from './fixtures';

/**
 * The console's webhooks (docs/integrations.md#webhooks), in the "Integrations" tab: add an
 * endpoint (its secret shown once), receive a booking, read the delivery log, send it again, delete
 * behind a dialog. The test server must run with WEBHOOK_ALLOW_PRIVATE_NETWORKS=true: the receiver
 * is on this machine.
 */

/** A webhook endpoint in the test process: records what it receives, answers 200. */
async function startReceiver(): Promise<{
  url: string;
  received: { headers: IncomingHttpHeaders; body: string }[];
  server: Server;
}> {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/${Date.now()}`, received, server };
}

test('adds an endpoint, shows its secret once, logs and resends a delivery, deletes it', async ({
  page,
  adminToken,
}) => {
  test.slow(); // two real deliveries, each waiting for the webhook sweep
  const receiver = await startReceiver();
  try {
    await openAsAdmin(page, adminToken, '/admin/dashboard?tab=integrations');
    const add = page.getByRole('region', { name: 'Add an endpoint' });
    await add.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(add.getByRole('alert')).toHaveText(MESSAGES.webhookUrlRequired);
    await expect(add.getByLabel('URL')).toBeFocused();

    await add.getByLabel('URL').fill(receiver.url);
    await add.getByLabel('Description (optional)').fill('E2E receiver');
    await add.getByRole('checkbox', { name: /booking\.created/ }).check();
    await add.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(add.getByText(MESSAGES.webhookCreated)).toBeVisible();
    await expect(add.getByTestId('webhook-secret')).toHaveText(/^whsec_/);
    await expect(add.getByRole('button', { name: 'Copy the secret' })).toBeVisible();
    await expectAccessible(page);

    const row = page.getByTestId('webhook-endpoint').filter({ hasText: receiver.url });
    await expect(row).toContainText('Enabled');
    await expect(row).toContainText('booking.created');

    // Shown once: gone after a reload.
    await page.reload();
    await expect(row).toBeVisible();
    await expect(page.getByTestId('webhook-secret')).toHaveCount(0);

    // A booking reaches the receiver (the sweep runs every few seconds).
    // A Wednesday afternoon weeks ahead; another test may hold one of its times: try the next.
    let booked = 0;
    for (const time of ['13:00', '14:00', '15:00', '16:00', '10:00', '11:00']) {
      const answer = await page.request.post('/api/bookings', {
        data: {
          first_name: 'Hook',
          last_name: 'Test',
          email: uniqueEmail('hooks'),
          phone: '301 555 0177',
          services: ['classic-european-facial'],
          preferred_date: dayAhead(28, WED),
          preferred_time: time,
          service_location: 'clinic',
        },
      });
      expect([201, 409]).toContain(answer.status());
      if (answer.status() === 201) {
        booked += 1;
        break;
      }
    }
    expect(booked).toBe(1);
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    const first = receiver.received[0];
    expect(first.headers['webhook-id']).toMatch(/^msg_/);
    expect(JSON.parse(first.body)).toMatchObject({ type: 'booking.created' });

    await row.getByRole('button', { name: 'Deliveries' }).click();
    const delivery = row.getByTestId('webhook-delivery').first();
    await expect(delivery).toContainText('booking.created');
    await expect(delivery).toContainText('Delivered');
    await expect(delivery).toContainText('200');
    // Every attempt is kept: folded under the event, with its time, answer and first words.
    await delivery.getByText('Attempts (1)').click();
    await expect(delivery.getByRole('listitem')).toHaveText([
      /Attempt 1, .*HTTP 200 in \d+ ms.*ok/,
    ]);
    await expectAccessible(page);

    await delivery.getByRole('button', { name: 'Send again: booking.created' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: MESSAGES.webhookRetried }),
    ).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
    expect(receiver.received[1].headers['webhook-id']).toBe(first.headers['webhook-id']);
    await page.reload();
    await row.getByRole('button', { name: 'Deliveries' }).click();
    await delivery.getByText('Attempts (2)').click();
    await expect(delivery.getByRole('listitem')).toHaveCount(2);

    await page.setViewportSize({ width: 390, height: 800 });
    await expect(row).toBeVisible();
    // On a phone the log scrolls inside its endpoint; the page itself does not widen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await row.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete the endpoint ${receiver.url}?` });
    await expect(dialog).toContainText(MESSAGES.webhookDeleteWarning);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: MESSAGES.webhookDeleted }),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
  } finally {
    receiver.server.close();
  }
});
