import { MESSAGES } from '@esthetics/domain';
import {
  addOnBody,
  addOnDraft,
  checkAddOn,
  checkCorporate,
  checkPackage,
  checkService,
  corporateBody,
  corporateDraft,
  packageBody,
  packageDraft,
  serviceBody,
  serviceDraft,
} from './menu-drafts';
import { SEED_MENU, service } from './menu.fixture';

describe('a service in its form', () => {
  it('shows the price in dollars and sends it in cents, with every field of the API', () => {
    const draft = serviceDraft(service('kids-facial'));
    expect(draft).toMatchObject({ price_cents: '35', duration: '20', photo: '' });
    expect(draft.notes).toBe('Parental consent required');
    const body = serviceBody({ ...draft, price_cents: '31.50', photo: 'photo-1' });
    expect(body).toEqual({
      name: 'Kids Facial',
      category: 'facial',
      location: 'clinic',
      description: service('kids-facial').description,
      notes: ['Parental consent required'],
      duration: 20,
      price_cents: 3150,
      per_person: false,
      min_persons: 1,
      travel_fee_cents: 0,
      buffer_minutes: service('kids-facial').buffer_minutes,
      photo: 'photo-1',
    });
    expect(checkService(body, SEED_MENU, 'kids-facial')).toBeNull();
  });

  it('starts a new one as a facial at the clinic with its cleanup time, and needs a name and price', () => {
    const draft = serviceDraft();
    expect(draft).toMatchObject({ category: 'facial', location: 'clinic', buffer_minutes: '10' });
    expect(checkService(serviceBody(draft), SEED_MENU)).toEqual({
      text: MESSAGES.menuNameRequired,
      field: 'name',
      fields: ['name'],
    });
    const named = serviceBody({ ...draft, name: 'Gold Facial' });
    expect(checkService(named, SEED_MENU)?.field).toBe('price_cents');
    expect(checkService({ ...named, price_cents: 9900 }, SEED_MENU)).toBeNull();
  });

  it.each([
    ['price_cents', 'abc', MESSAGES.menuAmountInvalid('$10,000.00')],
    ['price_cents', '-5', MESSAGES.menuAmountInvalid('$10,000.00')],
    ['price_cents', '10000.01', MESSAGES.menuAmountInvalid('$10,000.00')],
    ['travel_fee_cents', '1001', MESSAGES.menuAmountInvalid('$1,000.00')],
    ['duration', '17', MESSAGES.menuDurationInvalid(5, 480)],
    ['buffer_minutes', '125', MESSAGES.menuBufferInvalid(120)],
    ['min_persons', '0', MESSAGES.menuMinPersonsInvalid(50)],
  ] as const)('refuses %s %p beside the field', (field, typed, text) => {
    const draft = { ...serviceDraft(service('eyebrow-wax')), [field]: typed };
    expect(checkService(serviceBody(draft), SEED_MENU, 'eyebrow-wax')).toEqual({
      text,
      field,
      fields: [field],
    });
  });

  it("refuses another service's name, whatever its case, but keeps its own", () => {
    const draft = serviceDraft(service('eyebrow-wax'));
    expect(checkService(serviceBody(draft), SEED_MENU, 'eyebrow-wax')).toBeNull();
    const taken = serviceBody({ ...draft, name: ' upper lip WAX ' });
    expect(checkService(taken, SEED_MENU, 'eyebrow-wax')).toMatchObject({
      text: MESSAGES.menuNameTaken('a service'),
      field: 'name',
    });
  });
});

describe('add-ons, packages and the corporate texts in their forms', () => {
  it('sends an add-on in cents and minutes (no time of its own is allowed)', () => {
    const led = SEED_MENU.add_ons[0];
    expect(addOnBody({ ...addOnDraft(led), duration: '0' })).toEqual({
      name: led.name,
      price_cents: led.price_cents,
      duration: 0,
    });
    expect(checkAddOn(addOnBody(addOnDraft()), SEED_MENU)?.field).toBe('name');
  });

  it('sends a package with every clinic service or the ones checked', () => {
    const deluxe = SEED_MENU.packages.find((p) => p.id === 'glow-up-deluxe');
    const draft = packageDraft(deluxe);
    expect(draft).toMatchObject({ all_services: true, service_ids: [], budget_cents: '400' });
    expect(packageBody(draft).services_allowed).toBe('all');
    const chosen = packageBody({ ...draft, all_services: false, service_ids: ['eyebrow-wax'] });
    expect(chosen).toMatchObject({ budget_cents: 40000, services_allowed: ['eyebrow-wax'] });
    expect(checkPackage(chosen, SEED_MENU, 'glow-up-deluxe')).toBeNull();
    const none = packageBody({ ...draft, all_services: false });
    expect(checkPackage(none, SEED_MENU, 'glow-up-deluxe')?.field).toBe('services_allowed');
  });

  it('edits the corporate texts line by line', () => {
    const pkg = SEED_MENU.corporate_packages[0];
    const body = corporateBody({ ...corporateDraft(pkg), includes: 'Setup\n\n Cleanup ' });
    expect(body).toMatchObject({ includes: ['Setup', 'Cleanup'], min_guests: pkg.min_guests });
    expect(checkCorporate(body, SEED_MENU, pkg.id)).toBeNull();
    const noGuests = corporateBody({ ...corporateDraft(pkg), min_guests: 'many' });
    expect(checkCorporate(noGuests, SEED_MENU, pkg.id)?.field).toBe('min_guests');
  });
});
