import request from 'supertest';
import { Harness, useTestApp } from '../support/harness';
import { staticDir } from '../support/static-site';
import { weekdays } from '../support/test-app';

/** What the public site and a booking see of the owner's menu right after she changes it. */

const EYEBROW = 'eyebrow-wax';

const adminMenu = async (t: Harness) => {
  const res = await request(t.http).get('/api/admin/catalog').set(t.asAdmin());
  expect(res.status).toBe(200);
  return res.body as { services: Record<string, unknown>[] };
};

/** The service as the console edits it (the PUT body: what GET gave, without its read-only facts). */
async function editService(t: Harness, id: string, change: Record<string, unknown>) {
  const service = (await adminMenu(t)).services.find((s) => s.id === id);
  expect(service).toBeDefined();
  const body = Object.fromEntries(
    Object.entries(service ?? {}).filter(([key]) => key !== 'id' && key !== 'future_bookings'),
  );
  const res = await request(t.http)
    .put(`/api/admin/catalog/services/${id}`)
    .set(t.asAdmin())
    .send({ ...body, ...change });
  expect(res.status).toBe(200);
  return res;
}

const publicService = async (t: Harness, id: string) => {
  const res = await request(t.http).get('/api/catalog');
  expect(res.status).toBe(200);
  return {
    etag: res.headers.etag as string,
    service: (res.body.services as { id: string; price_cents: number }[]).find((s) => s.id === id),
  };
};

describe("the owner's menu, as visitors and bookings see it", () => {
  const t = useTestApp({ env: { STATIC_DIR: staticDir() } });
  const nextDate = weekdays();
  afterEach(async () => {
    // Every test starts from the fresh install's prices, nothing hidden.
    await editService(t, EYEBROW, { price_cents: 2500, hidden: false });
  });

  it('a new price shows at once in GET /api/catalog (a new ETag) and in the pages', async () => {
    const before = await publicService(t, EYEBROW);
    expect(before.service?.price_cents).toBe(2500);
    await editService(t, EYEBROW, { price_cents: 3200 });
    const after = await publicService(t, EYEBROW);
    expect(after.service?.price_cents).toBe(3200);
    expect(after.etag).not.toBe(before.etag);
    await request(t.http).get('/api/catalog').set('If-None-Match', before.etag).expect(200);
    await request(t.http).get('/api/catalog').set('If-None-Match', after.etag).expect(304);
    const page = await request(t.http).get('/services');
    expect(page.status).toBe(200);
    // The catalogue inlined in the page for the first render.
    const inlined = /"id":"eyebrow-wax"[^}]*?"price_cents":(\d+)/.exec(page.text);
    expect(inlined?.[1]).toBe('3200');
  });

  it('an appointment keeps the price it was booked at; a new one pays the new price', async () => {
    const old = await t.book({ services: [EYEBROW], preferred_date: nextDate() });
    await editService(t, EYEBROW, { price_cents: 3200 });
    const fresh = await t.book({ services: [EYEBROW], preferred_date: nextDate() });
    const detail = (id: string) =>
      request(t.http).get(`/api/admin/appointments/${id}`).set(t.asAdmin());
    const [was, now] = await Promise.all([
      detail(old.body.booking_id),
      detail(fresh.body.booking_id),
    ]);
    expect(was.body.price.total_cents).toBe(2500);
    expect(was.body.price.services[0]).toMatchObject({ name: 'Eyebrow Wax', unit_cents: 2500 });
    expect(now.body.price.total_cents).toBe(3200);
    expect(old.body.total_amount_cents).toBe(2500);
    expect(fresh.body.total_amount_cents).toBe(3200);
  });

  it('a hidden service leaves the public menu and cannot be booked, but keeps its bookings', async () => {
    const booked = await t.book({ services: [EYEBROW], preferred_date: nextDate() });
    await editService(t, EYEBROW, { hidden: true });
    expect((await publicService(t, EYEBROW)).service).toBeUndefined();
    const refused = await t.postBooking({ services: [EYEBROW], preferred_date: nextDate() });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: 'error', field: 'services' });
    const row = await t.appointment(booked.body.booking_id);
    expect(row?.status).toBe('pending');
    expect((await adminMenu(t)).services.find((s) => s.id === EYEBROW)).toMatchObject({
      hidden: true,
    });
  });
});
