import { MESSAGES } from '@esthetics/domain';
import { useTestApp } from '../support/harness';
import { change, create, historyOf, newService, remove, uniqueName } from './catalog-steps';

describe("the owner's menu: what she may not save", () => {
  const t = useTestApp();

  it.each([
    ['services', { name: '' }, 'name', MESSAGES.menuNameRequired],
    ['services', { name: 'classic european FACIAL' }, 'name', MESSAGES.menuNameTaken('a service')],
    ['services', { duration: 62 }, 'duration', MESSAGES.menuDurationInvalid(5, 480)],
    ['services', { price_cents: -100 }, 'price_cents', MESSAGES.menuAmountInvalid('$10,000.00')],
    [
      'services',
      { price_cents: 1_000_001 },
      'price_cents',
      MESSAGES.menuAmountInvalid('$10,000.00'),
    ],
    ['services', { price_cents: 'NaN' }, 'price_cents', MESSAGES.menuAmountInvalid('$10,000.00')],
    ['services', { buffer_minutes: 7 }, 'buffer_minutes', MESSAGES.menuBufferInvalid(120)],
    ['services', { category: 'massage' }, 'category', MESSAGES.menuCategoryInvalid],
    ['add-ons', { duration: 245 }, 'duration', MESSAGES.menuDurationInvalid(0, 240)],
    ['packages', { services_allowed: ['x'] }, 'services_allowed', MESSAGES.menuServiceUnknown('x')],
    ['packages', { valid_months: 0 }, 'valid_months', MESSAGES.menuValidMonthsInvalid(60)],
  ])('refuses a %s body with %p: 400 on %s, nothing saved', async (list, bad, field, message) => {
    const valid = {
      services: newService(),
      'add-ons': { name: uniqueName('Mask'), price_cents: 1000, duration: 5 },
      packages: {
        name: uniqueName('Pack'),
        budget_cents: 1000,
        valid_months: 3,
        max_services: 2,
        services_allowed: 'all',
      },
    }[list] as object;
    const before = (await historyOf(t)).body.total;
    const res = await create(t, list, { ...valid, ...bad });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', field, message });
    expect((await historyOf(t)).body.total).toBe(before);
  });

  it('a package keeps working when a service it allowed is removed', async () => {
    const service = await create(t, 'services', newService());
    const id = service.body.service.id as string;
    const pack = await create(t, 'packages', {
      name: uniqueName('Duo'),
      budget_cents: 20000,
      valid_months: 3,
      max_services: 2,
      services_allowed: [id, 'vajacial'],
    });
    expect((await remove(t, 'services', id)).status).toBe(204);
    const hidden = await change(t, 'packages', pack.body.package.id, { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body.package).toMatchObject({ hidden: true, services_allowed: ['vajacial'] });
  });

  it('refuses changes of unknown items (404) and a bad change of a known one (400)', async () => {
    expect((await change(t, 'services', 'no-such-service', { price_cents: 1 })).body).toMatchObject(
      { code: 'menuItemNotFound', message: MESSAGES.menuItemNotFound },
    );
    expect((await remove(t, 'add-ons', 'no-such-add-on')).status).toBe(404);
    const bad = await change(t, 'services', 'back-facial', { name: 'Brazilian Wax' });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('name');
  });
});
