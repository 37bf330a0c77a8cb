import { SEED_CATALOG, servicesAt, type Catalog } from '@esthetics/domain';
import {
  EMPTY_BOOKING_FORM,
  formFromQuery,
  offeredAddOns,
  selectableServices,
  summaryOf,
} from './booking-form';
import { contact, facialAt10, run, runOn } from './booking-actions.fixture';

describe('the booking form modes (docs/spec.md#booking-form-modes)', () => {
  it('switching to package clears the chosen services and books at the clinic', () => {
    const s = run(
      { type: 'location', location: 'mobile' },
      { type: 'toggleService', id: 'mobile-express-facial' },
      { type: 'mode', mode: 'package' },
    );
    expect(s).toMatchObject({ mode: 'package', serviceIds: [], location: 'clinic' });
  });

  it('cancelling the package clears it and its services', () => {
    const s = run(
      { type: 'package', id: 'facial-trio' },
      { type: 'toggleService', id: 'anti-aging-facial' },
      { type: 'package', id: null },
    );
    expect(s).toMatchObject({ mode: 'package', packageId: null, serviceIds: [] });
    expect(selectableServices(SEED_CATALOG, s)).toEqual([]);
  });

  it('choosing another package clears the services chosen for the first', () => {
    const s = run(
      { type: 'package', id: 'facial-trio' },
      { type: 'toggleService', id: 'anti-aging-facial' },
      { type: 'package', id: 'bridal-prep' },
    );
    expect(s).toMatchObject({ packageId: 'bridal-prep', serviceIds: [] });
  });

  it('leaving package mode cancels the package', () => {
    const s = run(
      { type: 'package', id: 'facial-trio' },
      { type: 'toggleService', id: 'anti-aging-facial' },
      { type: 'mode', mode: 'services' },
    );
    expect(s).toMatchObject({ mode: 'services', packageId: null, serviceIds: [] });
  });

  it("limits package services to the package's allowed list (every clinic service for the deluxe)", () => {
    const trio = run({ type: 'package', id: 'facial-trio' });
    expect(selectableServices(SEED_CATALOG, trio).map((s) => s.id)).not.toContain('brazilian-wax');
    expect(
      run({ type: 'package', id: 'facial-trio' }, { type: 'toggleService', id: 'brazilian-wax' })
        .serviceIds,
    ).toEqual([]);
    const deluxe = run({ type: 'package', id: 'glow-up-deluxe' });
    expect(selectableServices(SEED_CATALOG, deluxe)).toEqual(servicesAt(SEED_CATALOG, 'clinic'));
  });

  it('filters the services by location and drops those not offered at the new one', () => {
    const s = run(
      { type: 'toggleService', id: 'classic-european-facial' },
      { type: 'location', location: 'corporate' },
    );
    expect(s.serviceIds).toEqual([]);
    expect(selectableServices(SEED_CATALOG, s).every((x) => x.location === 'corporate')).toBe(true);
    expect(run({ type: 'toggleService', id: 'corporate-wellness-day' }).serviceIds).toEqual([]);
  });

  it('a new date clears the chosen time; toggling a service twice removes it', () => {
    const s = run(...facialAt10, { type: 'date', date: '2026-11-25' });
    expect(s.time).toBe('');
    expect(
      run(
        { type: 'toggleService', id: 'eyebrow-wax' },
        { type: 'toggleService', id: 'eyebrow-wax' },
      ).serviceIds,
    ).toEqual([]);
  });

  it('prefills only the empty contact fields', () => {
    const s = run(
      { type: 'text', field: 'email', value: 'other@example.com' },
      {
        type: 'prefill',
        contact: {
          firstName: 'Maya',
          lastName: 'Lee',
          email: 'maya@example.com',
          phone: '3015550123',
        },
      },
    );
    expect(s).toMatchObject({ firstName: 'Maya', email: 'other@example.com', phone: '3015550123' });
  });
});

describe('links into the form', () => {
  it('?service= chooses that service at its location', () => {
    expect(
      formFromQuery(SEED_CATALOG, new URLSearchParams('service=mobile-bridal-preparation')),
    ).toMatchObject({
      mode: 'services',
      location: 'mobile',
      serviceIds: ['mobile-bridal-preparation'],
    });
  });
  it('?package= chooses that package', () => {
    expect(
      formFromQuery(SEED_CATALOG, new URLSearchParams('package=waxing-maintenance')),
    ).toMatchObject({
      mode: 'package',
      packageId: 'waxing-maintenance',
    });
  });
  it('ignores unknown ids', () => {
    expect(formFromQuery(SEED_CATALOG, new URLSearchParams('service=nope&package=none'))).toEqual(
      EMPTY_BOOKING_FORM,
    );
  });
});

describe('the summary and the request', () => {
  it('is empty until something priceable is chosen', () => {
    expect(summaryOf(SEED_CATALOG, EMPTY_BOOKING_FORM)).toBeNull();
    expect(summaryOf(SEED_CATALOG, run({ type: 'mode', mode: 'package' }))).toBeNull();
  });

  it('prices a clinic facial with an add-on: no service charge, 25% deposit', () => {
    const s = summaryOf(
      SEED_CATALOG,
      run(...facialAt10, { type: 'toggleAddOn', id: 'led-light-therapy' }),
    );
    expect(s).toMatchObject({
      totalCents: 11000,
      depositCents: 2750,
      balanceCents: 8250,
      durationMinutes: 75,
    });
  });

  it('prices a group per person with the service charge', () => {
    const s = summaryOf(
      SEED_CATALOG,
      run(
        { type: 'location', location: 'mobile' },
        { type: 'toggleService', id: 'mobile-group-session' },
        { type: 'text', field: 'groupSize', value: '4' },
      ),
    );
    // 4 x $80 + $50 travel = $370, + 18% = $436.60
    expect(s).toMatchObject({ subtotalCents: 37000, serviceChargeCents: 6660, totalCents: 43660 });
  });
});

describe("the owner's current menu", () => {
  const edited = (change: (c: Catalog) => Partial<Catalog>): Catalog => ({
    ...SEED_CATALOG,
    ...change(SEED_CATALOG),
  });

  it('prices at her current price', () => {
    const raised = edited((c) => ({
      services: c.services.map((s) => (s.id === 'eyebrow-wax' ? { ...s, priceCents: 3100 } : s)),
    }));
    const form = runOn(raised)(...contact, { type: 'toggleService', id: 'eyebrow-wax' });
    expect(summaryOf(raised, form)?.subtotalCents).toBe(3100);
    expect(summaryOf(SEED_CATALOG, form)?.subtotalCents).toBe(2500);
  });

  it('offers neither a hidden service nor a hidden add-on, nor a link to them', () => {
    const hidden = edited((c) => ({
      services: c.services.map((s) => (s.id === 'eyebrow-wax' ? { ...s, hidden: true } : s)),
      addOns: c.addOns.map((a) => (a.id === 'extractions' ? { ...a, hidden: true } : a)),
    }));
    const form = runOn(hidden)(
      { type: 'toggleService', id: 'eyebrow-wax' },
      { type: 'toggleAddOn', id: 'extractions' },
    );
    expect(form).toMatchObject({ serviceIds: [], addOnIds: [] });
    expect(selectableServices(hidden, form).map((s) => s.id)).not.toContain('eyebrow-wax');
    expect(offeredAddOns(hidden).map((a) => a.id)).not.toContain('extractions');
    expect(formFromQuery(hidden, new URLSearchParams('service=eyebrow-wax'))).toEqual(
      EMPTY_BOOKING_FORM,
    );
  });

  it('offers a service the owner added', () => {
    const added = edited((c) => ({
      services: [...c.services, { ...c.services[0], id: 'gold-facial', name: 'Gold Facial' }],
    }));
    expect(runOn(added)({ type: 'toggleService', id: 'gold-facial' }).serviceIds).toEqual([
      'gold-facial',
    ]);
    expect(servicesAt(added, 'clinic').map((s) => s.id)).toContain('gold-facial');
  });
});
