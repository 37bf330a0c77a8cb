import { CORPORATE_EVENT_TYPES } from '@esthetics/domain';
import request from 'supertest';
import { useTestApp, withTestApp } from '../support/harness';

type Row = { id: string } & Record<string, unknown>;

const byId = (rows: Row[], id: string) => rows.find((r) => r.id === id);

describe('public routes', () => {
  const t = useTestApp();

  describe('site, catalog and health', () => {
    it('GET /api/site answers the business facts', async () => {
      const res = await request(t.http).get('/api/site');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'success',
        name: 'Glow Esthetics',
        phone: '(301) 555-0142',
        social: '@glowesthetics.md',
        location: 'Maryland',
        time_zone: 'America/New_York',
      });
      expect(res.body.hours).toHaveLength(7);
      expect(res.body.hours[0]).toMatchObject({ day: 'Sunday', opens: null, closes: null });
      expect(res.body.hours[1]).toMatchObject({ day: 'Monday', opens: '09:00', closes: '19:00' });
      expect(res.body.hours[6]).toMatchObject({ day: 'Saturday', opens: '09:00', closes: '17:00' });
      expect(res.body.hours_text).toContainEqual({ days: 'Sunday', hours: 'Closed' });
      const policies = res.body.policies as Row[];
      expect(policies.length).toBeGreaterThan(0);
      expect(byId(policies, 'cancellation')).toMatchObject({
        title: 'Cancellation',
        text: expect.stringContaining('24 hours'),
      });
      expect(byId(policies, 'deposit')?.text).toContain('25%');
    });

    it('GET /api/catalog answers the whole catalog with prices in dollars and cents', async () => {
      const res = await request(t.http).get('/api/catalog');
      expect(res.status).toBe(200);
      const c = res.body;
      expect(c.status).toBe('success');

      // docs/spec.md#business-constants-and-limits: 9 clinic facials, 8 waxing, 7 mobile, 4 corporate.
      expect(c.services).toHaveLength(28);
      const perCategory: Record<string, number> = {};
      for (const s of c.services) perCategory[s.category] = (perCategory[s.category] ?? 0) + 1;
      expect(perCategory).toEqual({ facial: 9, waxing: 8, mobile: 7, corporate: 4 });
      expect(new Set(c.services.map((s: Row) => s.id)).size).toBe(28);
      expect(c.add_ons).toHaveLength(5);
      expect(c.packages).toHaveLength(4);
      expect(c.corporate_packages).toHaveLength(4);
      expect(c.event_types.map((e: Row) => e.id)).toEqual(CORPORATE_EVENT_TYPES.map((e) => e.id));

      expect(byId(c.services, 'classic-european-facial')).toMatchObject({
        name: 'Classic European Facial',
        category: 'facial',
        location: 'clinic',
        duration: 60,
        price: 85,
        price_cents: 8500,
        per_person: false,
        min_persons: 1,
        travel_fee: 0,
      });
      expect(byId(c.services, 'kids-facial-party')).toMatchObject({
        duration: 120,
        price: 25,
        price_cents: 2500,
        per_person: true,
        min_persons: 4,
      });
      expect(byId(c.services, 'full-body-wax')).toMatchObject({
        category: 'waxing',
        duration: 120,
        price: 300,
        price_cents: 30000,
      });
      expect(byId(c.services, 'mobile-express-facial')).toMatchObject({
        location: 'mobile',
        duration: 45,
        price: 120,
        travel_fee: 25,
        travel_fee_cents: 2500,
      });
      expect(byId(c.services, 'mobile-bridal-preparation')).toMatchObject({
        price: 250,
        travel_fee: 0,
      });
      expect(byId(c.services, 'mobile-group-session')).toMatchObject({
        price: 80,
        per_person: true,
        min_persons: 3,
        travel_fee: 50,
      });
      expect(byId(c.services, 'corporate-team-package')).toMatchObject({
        location: 'corporate',
        duration: 180,
        price: 120,
        per_person: true,
        min_persons: 8,
      });
      expect(byId(c.add_ons, 'led-light-therapy')).toEqual({
        id: 'led-light-therapy',
        name: 'LED Light Therapy',
        price: 25,
        price_cents: 2500,
        duration: 15,
      });
      expect(byId(c.add_ons, 'face-mask-upgrade')).toMatchObject({ price: 10, duration: 5 });
      expect(byId(c.packages, 'facial-trio')).toMatchObject({
        name: 'Facial Trio',
        budget: 240,
        budget_cents: 24000,
        savings: 15,
        validMonths: 6,
        maxServices: 3,
      });
      expect(byId(c.corporate_packages, 'team_building')).toMatchObject({
        name: 'Team Building Experience',
        minGuests: 8,
        priceRange: '$75-95 per person',
      });
      expect(c.consultation_options.skin_types).toContain('Combination');
      // Every money field agrees with its cents.
      for (const s of c.services) {
        expect(Math.round(s.price * 100)).toBe(s.price_cents);
        expect(Math.round(s.travel_fee * 100)).toBe(s.travel_fee_cents);
      }
    });

    it('GET /api/health answers ok with the database up', async () => {
      const res = await request(t.http).get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'ok', info: { database: { status: 'up' } } });
    });
  });
});

describe('compression', () => {
  it('gzips answers for clients that accept it', () =>
    withTestApp({ admin: false }, async (t) => {
      const res = await request(t.http).get('/api/catalog').set('Accept-Encoding', 'gzip');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.body.services.length).toBeGreaterThan(0);
    }));
});
