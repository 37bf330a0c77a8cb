import { documentTitle, MESSAGES, PUBLIC_PAGES } from '@esthetics/domain';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { staticDir } from '../support/static-site';
import { head } from '../support/site-pages';

const PUBLIC_URL = 'https://book.example.com';

describe("pages of an owner's profile", () => {
  const NAME = 'Skin </script><script>alert(1)</script> & "Co"';
  const t = useTestApp({
    admin: false,
    env: { STATIC_DIR: staticDir(), PUBLIC_URL },
    prepare: (dataDir) =>
      writeFileSync(
        path.join(dataDir, 'business.json'),
        JSON.stringify({
          name: NAME,
          phone: '(240) 555-0199',
          email: 'hello@skin.example.com',
          esthetician: { name: 'Maya Reed', license_number: 'E-12345' },
          address: { street: '12 Main St', city: 'Bethesda', postal_code: '20814' },
          social_links: [
            { network: 'Instagram', handle: '@skin', url: 'https://instagram.com/skin' },
            { network: 'Facebook', handle: 'Skin', url: 'https://facebook.com/skin' },
          ],
          // Closed on Mondays; short Tuesdays.
          hours: {
            tuesday: '10:00-14:00',
            wednesday: '09:00-19:00',
            thursday: '09:00-19:00',
            friday: '09:00-19:00',
            saturday: '09:00-17:00',
          },
          plan_perks: { luxe: ['Four treatments a month'] },
        }),
      ),
  });

  it('GET /api/site answers the profile', async () => {
    const res = await request(t.http).get('/api/site');
    expect(res.body).toMatchObject({
      name: NAME,
      phone: '(240) 555-0199',
      email: 'hello@skin.example.com',
      esthetician: { name: 'Maya Reed', license_number: 'E-12345' },
      address: { street: '12 Main St', city: 'Bethesda', region: 'MD', postal_code: '20814' },
      service_area: 'Maryland',
      social_links: [
        { network: 'Instagram', handle: '@skin', url: 'https://instagram.com/skin' },
        { network: 'Facebook', handle: 'Skin', url: 'https://facebook.com/skin' },
      ],
      photos: { hero: null, about: null, gallery: [] },
      hours_text: [
        { days: 'Monday', hours: 'Closed' },
        { days: 'Tuesday', hours: '10:00 AM - 2:00 PM' },
        { days: 'Wednesday - Friday', hours: '9:00 AM - 7:00 PM' },
        { days: 'Saturday', hours: '9:00 AM - 5:00 PM' },
        { days: 'Sunday', hours: 'Closed' },
      ],
    });
    const catalog = await request(t.http).get('/api/catalog');
    const plans = catalog.body.monthly_plans as { id: string; includes: string[] }[];
    expect(plans.map((p) => [p.id, p.includes])).toEqual([
      ['glow-essentials', []],
      ['radiance', []],
      ['luxe', ['Four treatments a month']],
    ]);
  });

  it("the owner's hours decide the free times and the bookings taken", async () => {
    // Monday 2026-11-30 is open in the spec's week, closed in this one.
    const monday = await request(t.http).get('/api/availability?date=2026-11-30&duration=60');
    expect(monday.status).toBe(200);
    expect(monday.body.slots.every((s: { available: boolean }) => !s.available)).toBe(true);
    const tuesday = await request(t.http).get('/api/availability?date=2026-12-01&duration=60');
    const free = tuesday.body.slots.filter((s: { available: boolean }) => s.available);
    // Every 15 minutes (the fresh install's step), an hour ending by 14:00.
    const times = free.map((s: { time: string }) => s.time);
    expect(times).toHaveLength(13);
    expect([times[0], times[1], times[12]]).toEqual(['10:00', '10:15', '13:00']);

    const closed = await t.postBooking({ preferred_date: '2026-11-30', preferred_time: '10:00' });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe(MESSAGES.closedDay);
    const early = await t.postBooking({ preferred_date: '2026-12-01', preferred_time: '09:00' });
    expect(early.status).toBe(400);
    await t.book({ preferred_date: '2026-12-01', preferred_time: '10:00' });
  });

  it('a </script> in an owner-given string cannot break out of the page', async () => {
    const res = await request(t.http).get('/');
    expect(res.text).not.toContain('<script>alert(1)</script>');
    // Exactly the page's own scripts: JSON-LD, initial data, the app.
    expect(res.text.match(/<script/g)).toHaveLength(3);
    const h = head(res.text);
    expect(h.titles).toEqual([
      documentTitle(PUBLIC_PAGES[0].title, NAME).replace(
        /[<>&"]/g,
        (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] as string,
      ),
    ]);
    expect(h.jsonLd[0]).toMatchObject({
      name: NAME,
      telephone: '(240) 555-0199',
      email: 'hello@skin.example.com',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Main St',
        addressLocality: 'Bethesda',
        addressRegion: 'MD',
        postalCode: '20814',
      },
      sameAs: ['https://instagram.com/skin', 'https://facebook.com/skin'],
    });
    expect((h.initialData?.site as { name: string }).name).toBe(NAME);
  });
});
