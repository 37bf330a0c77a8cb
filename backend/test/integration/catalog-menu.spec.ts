import { MESSAGES, SEED_CATALOG, findService } from '@esthetics/domain';
import { MenuCatalog } from '../../src/catalog/ports/menu-catalog.port';
import { useTestApp } from '../support/harness';
import {
  catalogOf,
  change,
  create,
  historyOf,
  newService,
  remove,
  reorder,
  uniqueName,
} from './catalog-steps';

describe("the owner's menu on a fresh install", () => {
  const t = useTestApp();

  it('is the spec’s menu (SEED_CATALOG), in its order, with no history', async () => {
    expect(t.app.get(MenuCatalog).known()).toBe(SEED_CATALOG);
    expect(await t.app.get(MenuCatalog).current()).toBe(SEED_CATALOG);
    const res = await catalogOf(t);
    expect(res.status).toBe(200);
    expect(res.body.services.map((s: { id: string }) => s.id)).toEqual(
      SEED_CATALOG.services.map((s) => s.id),
    );
    expect(res.body.services[0]).toEqual({
      id: 'classic-european-facial',
      name: 'Classic European Facial',
      category: 'facial',
      location: 'clinic',
      description: findService(SEED_CATALOG, 'classic-european-facial')?.description,
      notes: [],
      duration: 60,
      price_cents: 8500,
      per_person: false,
      min_persons: 1,
      travel_fee_cents: 0,
      buffer_minutes: 10,
      photo: null,
      hidden: false,
      future_bookings: 0,
    });
    expect(res.body.add_ons).toHaveLength(SEED_CATALOG.addOns.length);
    expect(res.body.add_ons[0]).toEqual({
      id: 'led-light-therapy',
      name: 'LED Light Therapy',
      price_cents: 2500,
      duration: 15,
      hidden: false,
      future_bookings: 0,
    });
    expect(res.body.packages.map((p: { id: string }) => p.id)).toEqual(
      SEED_CATALOG.bookingPackages.map((p) => p.id),
    );
    expect(res.body.packages.find((p: { id: string }) => p.id === 'glow-up-deluxe')).toMatchObject({
      budget_cents: 40000,
      savings_cents: 5000,
      services_allowed: 'all',
    });
    expect(res.body.corporate_packages[1]).toMatchObject({
      id: 'corporate_wellness',
      min_guests: 12,
      price_range: '$95-125 per person',
    });
    expect((await historyOf(t)).body).toEqual({ status: 'success', changes: [], total: 0 });
  });

  it('keeps the seed once: a restart seeds nothing again and keeps her changes', async () => {
    const saved = await change(t, 'add-ons', 'extractions', { price_cents: 1800 });
    expect(saved.status).toBe(200);
    await t.restart();
    const rows = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM catalog_items WHERE kind = 'add_on'`,
    );
    expect(rows[0].n).toBe(SEED_CATALOG.addOns.length);
    const res = await catalogOf(t);
    expect(res.body.add_ons[1]).toMatchObject({ id: 'extractions', price_cents: 1800 });
  });
});

describe("editing the owner's menu", () => {
  const t = useTestApp();

  it('adds, changes and removes a service; MenuCatalog.known() shows each at once', async () => {
    const menu = t.app.get(MenuCatalog);
    const before = menu.known();
    const photo = 'gallery/services/gold.jpg';
    const body = newService({ notes: ['Gold leaf mask'], photo });
    const created = await create(t, 'services', body);
    expect(created.status).toBe(201);
    const id = created.body.service.id as string;
    expect(id).toMatch(/^gold-facial-/);
    expect(created.body).toEqual({
      status: 'success',
      service: {
        ...body,
        id,
        description: '',
        per_person: false,
        min_persons: 1,
        travel_fee_cents: 0,
        buffer_minutes: 10,
        hidden: false,
        future_bookings: 0,
      },
    });
    const afterCreate = menu.known();
    expect(afterCreate).not.toBe(before);
    expect(findService(afterCreate, id)).toMatchObject({ priceCents: 15000, photo });
    const list = await catalogOf(t);
    expect(list.body.services[list.body.services.length - 1].id).toBe(id);

    const changed = await change(t, 'services', id, { price_cents: 16500, duration: 75 });
    expect(changed.status).toBe(200);
    expect(changed.body.service).toMatchObject({
      price_cents: 16500,
      duration: 75,
      name: body.name,
    });
    expect(findService(menu.known(), id)).toMatchObject({ priceCents: 16500, durationMinutes: 75 });

    const hidden = await change(t, 'services', id, { hidden: true });
    expect(hidden.body.service).toMatchObject({ hidden: true, price_cents: 16500 });
    expect(findService(menu.known(), id)?.hidden).toBe(true);
    const shown = await change(t, 'services', id, { hidden: false });
    expect(shown.body.service.hidden).toBe(false);

    expect((await remove(t, 'services', id)).status).toBe(204);
    expect(findService(menu.known(), id)).toBeUndefined();
    expect((await change(t, 'services', id, { price_cents: 1 })).status).toBe(404);
  });

  it('records each change with its actor, before and after, newest first', async () => {
    const name = uniqueName('Brow Tint');
    const created = await create(t, 'add-ons', { name, price_cents: 1200, duration: 10 });
    const id = created.body.add_on.id as string;
    await change(t, 'add-ons', id, { price_cents: 1500 });
    await change(t, 'add-ons', id, { hidden: true });
    await change(t, 'add-ons', id, { hidden: true }); // nothing changes: nothing recorded
    await remove(t, 'add-ons', id);
    const res = await historyOf(t, { limit: 4 });
    expect(res.status).toBe(200);
    const fields = { id, name, duration: 10 };
    expect(res.body.changes.map((c: object) => ({ ...c, id: undefined, at: undefined }))).toEqual([
      {
        actor: 'owner',
        kind: 'add_on',
        item_id: id,
        action: 'deleted',
        before: { ...fields, price_cents: 1500, hidden: true },
        after: null,
      },
      {
        actor: 'owner',
        kind: 'add_on',
        item_id: id,
        action: 'hidden',
        before: { ...fields, price_cents: 1500, hidden: false },
        after: { ...fields, price_cents: 1500, hidden: true },
      },
      {
        actor: 'owner',
        kind: 'add_on',
        item_id: id,
        action: 'updated',
        before: { ...fields, price_cents: 1200, hidden: false },
        after: { ...fields, price_cents: 1500, hidden: false },
      },
      {
        actor: 'owner',
        kind: 'add_on',
        item_id: id,
        action: 'created',
        before: null,
        after: { ...fields, price_cents: 1200, hidden: false },
      },
    ]);
    expect(res.body.changes[0].at).toBe(t.clock.now().toISOString());
    expect(res.body.total).toBeGreaterThanOrEqual(4);
    const next = await historyOf(t, { limit: 1, offset: 1 });
    expect(next.body.changes[0].action).toBe('hidden');
  });

  it('adds a package of chosen services, and changes a corporate package’s texts', async () => {
    const name = uniqueName('Winter Glow');
    const created = await create(t, 'packages', {
      name,
      budget_cents: 25000,
      valid_months: 4,
      max_services: 3,
      services_allowed: ['signature-glow-facial', 'anti-aging-facial'],
    });
    expect(created.status).toBe(201);
    expect(created.body.package).toMatchObject({
      name,
      description: '',
      savings_cents: 0,
      services_allowed: ['signature-glow-facial', 'anti-aging-facial'],
      hidden: false,
      future_bookings: 0,
    });
    const corporate = await changeCorporate(t, 'staff_appreciation', {
      price_range: '$50-70 per person',
      includes: ['Licensed esthetician services', 'Light refreshments'],
    });
    expect(corporate.status).toBe(200);
    expect(corporate.body.corporate_package).toMatchObject({
      id: 'staff_appreciation',
      name: 'Staff Appreciation Event',
      price_range: '$50-70 per person',
      includes: ['Licensed esthetician services', 'Light refreshments'],
    });
    expect(t.app.get(MenuCatalog).known().corporatePackages[3].priceRange).toBe(
      '$50-70 per person',
    );
    expect((await changeCorporate(t, 'no_such_event', { name: 'X' })).status).toBe(404);
  });

  it('puts a list in a new order, and refuses an order that leaves one out', async () => {
    const ids = (await catalogOf(t)).body.add_ons.map((a: { id: string }) => a.id) as string[];
    const reversed = [...ids].reverse();
    const res = await reorder(t, 'add-ons', reversed);
    expect(res.status).toBe(200);
    expect(res.body.add_ons.map((a: { id: string }) => a.id)).toEqual(reversed);
    expect(
      t.app
        .get(MenuCatalog)
        .known()
        .addOns.map((a) => a.id),
    ).toEqual(reversed);
    const [last] = (await historyOf(t, { limit: 1 })).body.changes;
    expect(last).toMatchObject({
      kind: 'add_on',
      item_id: '*',
      action: 'reordered',
      before: { ids },
      after: { ids: reversed },
    });
    const short = await reorder(t, 'add-ons', reversed.slice(1));
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ field: 'ids', message: MESSAGES.menuOrderInvalid });
    expect((await reorder(t, 'add-ons', ids)).status).toBe(200);
  });
});

/** PUT /api/admin/catalog/corporate-packages/{id} as the owner. */
function changeCorporate(t: ReturnType<typeof useTestApp>, id: string, body: object) {
  return change(t, 'corporate-packages', id, body);
}
