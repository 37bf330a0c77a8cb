import { findAddOn, findService, MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { CatalogHistorySweeper } from '../../src/catalog/catalog-history-sweeper';
import { CatalogRepository } from '../../src/catalog/ports/catalog-repository.port';
import { MenuCatalog } from '../../src/catalog/ports/menu-catalog.port';
import { useTestApp } from '../support/harness';
import { startTestApp, weekdays } from '../support/test-app';
import { WebhookReceiver } from '../support/webhook-receiver';
import { deliver, PRIVATE_OK, register } from '../support/webhook-steps';
import * as steps from './catalog-steps';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

describe("the owner's menu: what guards it", () => {
  const t = useTestApp({ env: PRIVATE_OK, resetClock: true });
  const receiver = new WebhookReceiver();
  const nextDay = weekdays();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());

  it('refuses to remove what an appointment to come uses (409): hiding it works', async () => {
    await t.book({
      preferred_date: nextDay(),
      preferred_time: '10:00',
      services: ['anti-aging-facial'],
      add_ons: ['hydration-boost'],
    });
    const listed = await steps.catalogOf(t);
    const service = listed.body.services.find((s: { id: string }) => s.id === 'anti-aging-facial');
    expect(service.future_bookings).toBe(1);
    const addOn = listed.body.add_ons.find((a: { id: string }) => a.id === 'hydration-boost');
    expect(addOn.future_bookings).toBe(1);

    const refused = await steps.remove(t, 'services', 'anti-aging-facial');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'menuItemBooked',
      message: MESSAGES.menuItemBooked(1),
    });
    expect((await steps.remove(t, 'add-ons', 'hydration-boost')).status).toBe(409);
    expect(findService(t.app.get(MenuCatalog).known(), 'anti-aging-facial')).toBeDefined();

    const hidden = await steps.change(t, 'services', 'anti-aging-facial', { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.service).toMatchObject({ hidden: true, future_bookings: 1 });
    expect(findService(t.app.get(MenuCatalog).known(), 'anti-aging-facial')?.hidden).toBe(true);
    expect((await steps.change(t, 'services', 'anti-aging-facial', { hidden: false })).status).toBe(
      200,
    );
  });

  it('API keys: catalog:read reads but cannot write, catalog:write writes as itself', async () => {
    const reader = await steps.apiKey(t, 'Menu reader', ['catalog:read']);
    const writer = await steps.apiKey(t, 'Price sync', ['catalog:write']);
    const other = await steps.apiKey(t, 'Calendar', ['schedule:read']);
    expect((await steps.catalogOf(t, reader)).status).toBe(200);
    expect((await request(t.http).get('/api/admin/catalog/history').set(reader)).status).toBe(200);
    const denied = await steps.create(t, 'services', steps.newService(), reader);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(MESSAGES.apiKeyScopeMissing('catalog:write'));
    expect(
      (await steps.change(t, 'add-ons', 'extractions', { price_cents: 1 }, reader)).status,
    ).toBe(403);
    expect((await steps.remove(t, 'packages', 'bridal-prep', reader)).status).toBe(403);
    expect((await steps.catalogOf(t, other)).status).toBe(403);
    expect((await request(t.http).get('/api/admin/catalog')).status).toBe(401);

    const made = await steps.create(t, 'services', steps.newService(), writer);
    expect(made.status).toBe(201);
    const [last] = (await steps.historyOf(t, { limit: 1 })).body.changes;
    expect(last).toMatchObject({
      actor: 'api key Price sync',
      action: 'created',
      item_id: made.body.service.id,
    });
  });

  it('sends catalog.updated with the change to a subscribed endpoint', async () => {
    receiver.reset();
    await t.query(`DELETE FROM webhook_endpoints`);
    await register(t, receiver.url(), ['catalog.updated']);
    const saved = await steps.change(t, 'add-ons', 'face-mask-upgrade', { price_cents: 1200 });
    expect(saved.status).toBe(200);
    expect(await deliver(t)).toEqual({ delivered: 1, failed: 0 });
    const event = JSON.parse(receiver.received[0].body);
    const [last] = (await steps.historyOf(t, { limit: 1 })).body.changes;
    expect(event).toMatchObject({ type: 'catalog.updated', data: last });
    expect(event.data).toMatchObject({
      kind: 'add_on',
      item_id: 'face-mask-upgrade',
      action: 'updated',
      before: { price_cents: 1000 },
      after: { price_cents: 1200 },
    });
    await t.query(`DELETE FROM webhook_endpoints`);
  });

  it('creates one of five identical services sent at once; the others get a 400 on name', async () => {
    const body = steps.newService();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => steps.create(t, 'services', body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.status === 400)) {
      expect(refused.body).toMatchObject({
        field: 'name',
        message: MESSAGES.menuNameTaken('a service'),
      });
    }
    const named = (await steps.catalogOf(t)).body.services.filter(
      (s: { name: string }) => s.name === body.name,
    );
    expect(named).toHaveLength(1);
  });

  it('the database refuses a second name of a kind whatever its case, as the field error', async () => {
    const repo = t.app.get(CatalogRepository);
    const led = findAddOn(t.app.get(MenuCatalog).known(), 'led-light-therapy');
    await expect(
      repo.insert('add_on', { ...led!, id: 'led-again', name: 'LED LIGHT therapy' }, t.clock.now()),
    ).rejects.toMatchObject({ code: 'menuNameTaken', field: 'name' });
    // Another kind may use the name.
    const name = steps.uniqueName('Glow');
    expect((await steps.create(t, 'services', steps.newService({ name }))).status).toBe(201);
    expect((await steps.create(t, 'add-ons', { name, price_cents: 500, duration: 5 })).status).toBe(
      201,
    );
  });

  it('answers a retry with the same Idempotency-Key once, creating one item', async () => {
    const body = steps.newService();
    const key = `catalog-${process.pid}-${Date.now()}-retry`;
    const send = () =>
      request(t.http)
        .post('/api/admin/catalog/services')
        .set(t.asAdmin())
        .set('Idempotency-Key', key)
        .send(body);
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    const named = (await steps.catalogOf(t)).body.services.filter(
      (s: { name: string }) => s.name === body.name,
    );
    expect(named).toHaveLength(1);
  });

  it('keeps the history three years: older changes are swept', async () => {
    const old = await steps.change(t, 'add-ons', 'extractions', { price_cents: 1600 });
    expect(old.status).toBe(200);
    t.clock.advance(3 * YEAR_MS + 24 * 60 * 60 * 1000);
    expect((await steps.change(t, 'add-ons', 'extractions', { price_cents: 1500 })).status).toBe(
      200,
    );
    expect(await t.app.get(CatalogHistorySweeper).sweep()).toBeGreaterThan(0);
    const res = await steps.historyOf(t, { limit: 100 });
    expect(res.body.total).toBe(1);
    expect(res.body.changes[0].after).toMatchObject({ id: 'extractions', price_cents: 1500 });
  });

  it('shows a change on another instance within its cache window, at once on this one', async () => {
    const short = await startTestApp({
      database: t.database,
      clock: t.clock,
      env: { AVAILABILITY_CACHE_MS: '300' },
    });
    const long = await startTestApp({
      database: t.database,
      clock: t.clock,
      env: { AVAILABILITY_CACHE_MS: '60000' },
    });
    const priceOn = (app: typeof short) =>
      findService(app.app.get(MenuCatalog).known(), 'back-facial')?.priceCents;
    const priceNow = async (app: typeof short) =>
      findService(await app.app.get(MenuCatalog).current(), 'back-facial')?.priceCents;
    try {
      expect(priceOn(long)).toBe(4500);
      const before = long.app.get(MenuCatalog).known();
      expect((await steps.change(t, 'services', 'back-facial', { price_cents: 5000 })).status).toBe(
        200,
      );
      expect(priceOn(t)).toBe(5000);
      // An instance keeping it a minute still answers the menu it read, the same object...
      expect(long.app.get(MenuCatalog).known()).toBe(before);
      expect(await priceNow(long)).toBe(4500);
      // ...and one keeping it 300 ms answers the new one soon.
      const since = Date.now();
      while ((await priceNow(short)) !== 5000 && Date.now() - since < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await priceNow(short)).toBe(5000);
    } finally {
      await short.close({ keepData: true });
      await long.close({ keepData: true });
      await steps.change(t, 'services', 'back-facial', { price_cents: 4500 });
    }
  });
});
