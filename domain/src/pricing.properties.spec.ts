import fc from 'fast-check';
import { ADD_ONS, BOOKING_PACKAGES, findAddOn, SERVICES, ServiceLocation } from './catalog';
import { MAX_GROUP_SIZE, MIN_GROUP_SIZE, priceBooking, PriceInput } from './pricing';
import { SEED_CATALOG } from './catalog';

import { service } from './pricing-cases.fixture';

describe('priceBooking: properties', () => {
  const serviceIdsArb = fc.uniqueArray(fc.constantFrom(...SERVICES.map((s) => s.id)), {
    maxLength: 6,
  });
  const addOnIdsArb = fc.uniqueArray(fc.constantFrom(...ADD_ONS.map((a) => a.id)), {
    maxLength: 5,
  });
  const inputArb: fc.Arbitrary<PriceInput> = fc.record({
    location: fc.constantFrom<ServiceLocation>('clinic', 'mobile', 'corporate'),
    serviceIds: serviceIdsArb,
    addOnIds: addOnIdsArb,
    groupSize: fc.integer({ min: MIN_GROUP_SIZE, max: MAX_GROUP_SIZE }),
    packageId: fc.option(fc.constantFrom(...BOOKING_PACKAGES.map((p) => p.id)), { nil: null }),
  });

  it('deposit === floor((total * 25 + 50) / 100), and balance is the rest', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceBooking(SEED_CATALOG, input);
        expect(p.depositCents).toBe(Math.floor((p.totalCents * 25 + 50) / 100));
        expect(p.balanceCents).toBe(p.totalCents - p.depositCents);
      }),
    );
  });

  it('the service charge is > 0 exactly when mobile, corporate, group > 1 or package (and subtotal > 0)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceBooking(SEED_CATALOG, input);
        const rule =
          input.location === 'mobile' ||
          input.location === 'corporate' ||
          (input.groupSize ?? 1) > 1 ||
          Boolean(input.packageId);
        expect(p.serviceChargeApplies).toBe(rule);
        expect(p.serviceChargeCents > 0).toBe(rule && p.subtotalCents > 0);
        expect(p.serviceChargeCents).toBe(rule ? Math.floor((p.subtotalCents * 18 + 50) / 100) : 0);
      }),
    );
  });

  it('the travel fee is the highest travel fee among the chosen services', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const fees = input.serviceIds.map((id) => service(id).travelFeeCents);
        expect(priceBooking(SEED_CATALOG, input).travelFeeCents).toBe(Math.max(0, ...fees));
      }),
    );
  });

  it('total >= subtotal, and subtotal is services + add-ons + travel', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceBooking(SEED_CATALOG, input);
        expect(p.totalCents).toBeGreaterThanOrEqual(p.subtotalCents);
        expect(p.totalCents).toBe(p.subtotalCents + p.serviceChargeCents);
        expect(p.subtotalCents).toBe(p.servicesCents + p.addOnsCents + p.travelFeeCents);
      }),
    );
  });

  it('the duration is the sum of the minutes of the chosen services and add-ons', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const minutes = [
          ...input.serviceIds.map((id) => service(id).durationMinutes),
          ...(input.addOnIds ?? []).map(
            (id) => findAddOn(SEED_CATALOG, id)?.durationMinutes ?? NaN,
          ),
        ].reduce((a, b) => a + b, 0);
        expect(priceBooking(SEED_CATALOG, input).durationMinutes).toBe(minutes);
      }),
    );
  });

  it('individual mode: services cost price x max(group, minimum) for per-person, else price', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        fc.pre(!input.packageId);
        const group = input.groupSize ?? 1;
        const expected = input.serviceIds
          .map((id) => {
            const s = service(id);
            return s.perPerson ? s.priceCents * Math.max(group, s.minPersons) : s.priceCents;
          })
          .reduce((a, b) => a + b, 0);
        expect(priceBooking(SEED_CATALOG, input).servicesCents).toBe(expected);
      }),
    );
  });

  it('package mode: the services cost the package budget whatever is chosen', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        fc.pre(Boolean(input.packageId));
        const budget = BOOKING_PACKAGES.find((p) => p.id === input.packageId)?.budgetCents;
        expect(priceBooking(SEED_CATALOG, input).servicesCents).toBe(budget);
      }),
    );
  });

  it('add-ons are added once each, whatever the group size', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const expected = (input.addOnIds ?? [])
          .map((id) => findAddOn(SEED_CATALOG, id)?.priceCents ?? NaN)
          .reduce((a, b) => a + b, 0);
        expect(priceBooking(SEED_CATALOG, input).addOnsCents).toBe(expected);
      }),
    );
  });
});
