/**
 * The rules with the owner's own menu instead of the seed: a changed price is what a new booking
 * costs, and what she hid is neither offered, booked, waited for nor quoted.
 */
import { assistantReply } from '../assistant';
import { priceBooking } from '../pricing';
import { validateBooking } from '../validation/booking';
import { JANE_AT_TEN } from '../validation/booking.fixture';
import { validateWaitlistEntry } from '../validation/waitlist';
import { matchWaitlist } from '../waitlist';
import { SEED_CATALOG } from './data';
import { isServiceAllowedInPackage, packageServices, servicesAt, serviceNames } from './lookup';
import { Catalog } from './types';

/** The seed with some items changed, as the owner's edits leave it. */
function edited(changes: {
  services?: Record<string, object>;
  addOns?: Record<string, object>;
  packages?: Record<string, object>;
}): Catalog {
  const apply = <T extends { id: string }>(items: readonly T[], by: Record<string, object> = {}) =>
    items.map((item) => ({ ...item, ...(by[item.id] ?? {}) }));
  return {
    ...SEED_CATALOG,
    services: apply(SEED_CATALOG.services, changes.services),
    addOns: apply(SEED_CATALOG.addOns, changes.addOns),
    bookingPackages: apply(SEED_CATALOG.bookingPackages, changes.packages),
  };
}

/** Monday 2026-03-02, 09:00 in New York. */
const NOW = new Date('2026-03-02T14:00:00Z');
const BOOKING = { ...JANE_AT_TEN, services: ['eyebrow-wax'], add_ons: [], group_size: 1 };

describe("the owner's menu", () => {
  it('prices a new booking at her new price; the seed still says $25', () => {
    const raised = edited({ services: { 'eyebrow-wax': { priceCents: 3000 } } });
    const input = { location: 'clinic' as const, serviceIds: ['eyebrow-wax'] };
    expect(priceBooking(SEED_CATALOG, input).totalCents).toBe(2500);
    expect(priceBooking(raised, input).totalCents).toBe(3000);
    const booked = validateBooking(BOOKING, { now: NOW, catalog: raised });
    expect(booked.ok && booked.value.price.totalCents).toBe(3000);
  });

  it('refuses to book a hidden service, add-on or package, as unknown ones are', () => {
    const hidden = edited({
      services: { 'eyebrow-wax': { hidden: true } },
      addOns: { 'led-light-therapy': { hidden: true } },
      packages: { 'glow-up-deluxe': { hidden: true } },
    });
    expect(validateBooking(BOOKING, { now: NOW, catalog: hidden })).toMatchObject({
      ok: false,
      code: 'unknownService',
      field: 'services',
    });
    const withAddOn = {
      ...BOOKING,
      services: ['classic-european-facial'],
      add_ons: ['led-light-therapy'],
    };
    expect(validateBooking(withAddOn, { now: NOW, catalog: hidden })).toMatchObject({
      ok: false,
      code: 'unknownAddOn',
    });
    expect(validateBooking(withAddOn, { now: NOW, catalog: SEED_CATALOG }).ok).toBe(true);
    const deluxe = {
      ...BOOKING,
      services: ['classic-european-facial'],
      is_package_booking: true,
      package_id: 'glow-up-deluxe',
    };
    expect(validateBooking(deluxe, { now: NOW, catalog: hidden })).toMatchObject({
      ok: false,
      code: 'unknownPackage',
    });
  });

  it('leaves hidden services out of the places and packages that offer them', () => {
    const hidden = edited({ services: { 'classic-european-facial': { hidden: true } } });
    expect(servicesAt(hidden, 'clinic').map((s) => s.id)).not.toContain('classic-european-facial');
    expect(servicesAt(SEED_CATALOG, 'clinic').map((s) => s.id)).toContain(
      'classic-european-facial',
    );
    const deluxe = hidden.bookingPackages.find((p) => p.id === 'glow-up-deluxe')!;
    expect(packageServices(hidden, deluxe).map((s) => s.id)).not.toContain(
      'classic-european-facial',
    );
    expect(isServiceAllowedInPackage(hidden, deluxe, 'classic-european-facial')).toBe(false);
    // An appointment booked before keeps its name: the look-up still finds it.
    expect(serviceNames(hidden, ['classic-european-facial', 'gone'])).toEqual([
      'Classic European Facial',
      'gone',
    ]);
  });

  it('neither takes nor offers a waitlist place for a hidden service', () => {
    const hidden = edited({ services: { 'eyebrow-wax': { hidden: true } } });
    const entry = {
      name: 'Maya Lee',
      email: 'maya@example.com',
      phone: '(301) 555-0123',
      services: ['eyebrow-wax'],
      days: ['2026-03-06'],
      from: '10:00',
      to: '13:00',
    };
    expect(validateWaitlistEntry(entry, { now: NOW, catalog: hidden })).toMatchObject({
      ok: false,
      code: 'unknownService',
    });
    const waiting = {
      id: 'w1',
      serviceIds: ['eyebrow-wax'],
      days: ['2026-03-06'],
      from: '10:00',
      to: '13:00',
      joinedAt: NOW,
    };
    const slot = { date: '2026-03-06', time: '11:00', freeMinutes: 60 };
    expect(matchWaitlist(SEED_CATALOG, slot, [waiting])).toEqual([waiting]);
    expect(matchWaitlist(hidden, slot, [waiting])).toEqual([]);
  });

  it('the assistant quotes her prices, and stands in for what she hid', () => {
    const business = { phone: '(301) 555-0100' };
    const raised = edited({ services: { 'classic-european-facial': { priceCents: 9000 } } });
    expect(assistantReply('What are your prices?', business, SEED_CATALOG)).toContain(
      'Facials start at $85',
    );
    expect(assistantReply('What are your prices?', business, raised)).toContain(
      'Facials start at $90',
    );
    const hidden = edited({ services: { 'eyebrow-wax': { hidden: true } } });
    const waxing = assistantReply('Do you do waxing?', business, hidden);
    expect(waxing).not.toContain('Eyebrow Wax');
    expect(waxing).toContain('Brazilian Wax');
    const noWax = edited({
      services: Object.fromEntries(
        SEED_CATALOG.services
          .filter((s) => s.category === 'waxing')
          .map((s) => [s.id, { hidden: true }]),
      ),
    });
    expect(assistantReply('What are your prices?', business, noWax)).not.toMatch(/wax/i);
  });
});
