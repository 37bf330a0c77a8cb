/**
 * What frontend/scripts/page-shots.mjs shoots: each page (or state of a page) with the steps that
 * reach it, over the records of page-shots-seed.mjs. Shots that change records (a booking sent
 * from the form) come last, so every other shot sees the seeded records only.
 */
import { FULL_SATURDAY, TODAY } from './page-shots-seed.mjs';

// The form books on three weekdays, one per shot that sends it.
const FORM_DAYS = ['2026-03-24', '2026-03-25', '2026-03-26'];

const PUBLIC = [
  ['home', '/'],
  ['services', '/services'],
  ['gallery', '/gallery'],
  ['about', '/about'],
  ['testimonials', '/testimonials'],
  ['contact', '/contact'],
  ['corporate', '/corporate-bookings'],
  ['privacy-policy', '/privacy-policy'],
  ['terms', '/terms-of-service'],
  ['booking', '/booking'],
  ['booking-success-no-session', '/booking/success'],
  ['booking-cancel', '/booking/cancel'],
  ['waitlist-offer-no-token', '/waitlist/offer?token=no-such-token'],
  ['waitlist-leave-no-entry', '/waitlist/leave?id=no-such-entry'],
  ['client-login', '/client/login'],
  ['client-register', '/client/register'],
  ['client-verify-email-no-token', '/client/verify-email'],
  ['client-email-not-me-no-token', '/client/email-not-me'],
  ['client-claim-account-no-token', '/client/claim-account'],
  ['client-guard', '/client'],
  ['admin-login', '/admin/login'],
  ['admin-guard', '/admin'],
  ['not-found', '/no-such-page'],
].map(([name, route]) => ({ name, path: route }));

const CONSOLE_TABS = [
  'agenda',
  'appointments',
  'clients',
  'messages',
  'corporate',
  'waitlist',
  'schedule',
  'menu',
  'money',
  'calendar',
  'mail',
  'integrations',
  'security',
];

const ADMIN = [
  ...CONSOLE_TABS.map((tab) => ({
    name: `admin-${tab}`,
    path: `/admin/dashboard?tab=${tab}`,
    as: 'admin',
    // The calendar feed's address carries a secret made anew on each run.
    mask: tab === 'calendar' ? ['.feed-link-url'] : [],
  })),
  {
    name: 'admin-agenda-week',
    path: `/admin/dashboard?tab=agenda&view=week&date=${TODAY}`,
    as: 'admin',
  },
  {
    name: 'admin-waitlist-full-day',
    path: `/admin/dashboard?tab=waitlist&date=${FULL_SATURDAY}`,
    as: 'admin',
  },
  {
    name: 'admin-appointment',
    path: (s) => `/admin/appointments/${s.paidBookingId}`,
    as: 'admin',
  },
  {
    name: 'admin-appointment-cancel-dialog',
    path: (s) => `/admin/appointments/${s.paidBookingId}`,
    as: 'admin',
    act: async (page) => {
      await page.getByRole('button', { name: 'Mark cancelled' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'admin-client', path: (s) => `/admin/clients/${s.client.client.id}`, as: 'admin' },
];

const CLIENT = ['profile', 'appointments', 'health-forms'].map((tab) => ({
  name: `client-${tab}`,
  path: `/client/dashboard?tab=${tab}`,
  as: 'client',
}));

/** Fills the booking form for a facial on `day` at `time`, as someone of its own per width. */
async function fillBooking(page, width, day, time) {
  await page.getByLabel('Date').fill(day);
  const slot = page.getByRole('radio', { name: time, exact: true });
  await slot.waitFor();
  await slot.check();
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Email', { exact: true }).fill(`sam.rivera.${width}@example.com`);
  await page.getByLabel('Phone').fill('301 555 0144');
}

/** Sends the filled form (each width books its own time) and waits for the deposit dialog. */
async function sendBooking(page, width, day) {
  await fillBooking(page, width, day, width < 800 ? '10:00 AM' : '1:00 PM');
  await page.getByRole('button', { name: 'Request Appointment' }).click();
  await page.getByRole('dialog').waitFor();
}

async function payFromDialog(page) {
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /deposit/ })
    .click();
  await page.waitForURL(/\/api\/payments\/checkout\//);
}

const FACIAL = '/booking?service=classic-european-facial';

const BOOKING = [
  {
    name: 'booking-errors',
    path: '/booking',
    act: async (page) => {
      await page.getByRole('button', { name: 'Request Appointment' }).click();
      await page.locator('#booking-firstName-error').waitFor();
    },
  },
  {
    name: 'booking-facial-filled',
    path: FACIAL,
    act: (page, _s, width) => fillBooking(page, width, FORM_DAYS[0], '10:00 AM'),
  },
  {
    name: 'booking-mobile',
    path: '/booking?service=classic-european-facial',
    act: async (page) => {
      await page.getByRole('radio', { name: /At your home/ }).check();
    },
  },
  {
    name: 'booking-full-day',
    path: '/booking?service=corporate-event-services',
    act: async (page) => {
      await page.getByLabel('Date').fill(FULL_SATURDAY);
      await page.getByText(/^There are no free times on Saturday/).waitFor();
    },
  },
  {
    name: 'booking-waitlist-dialog',
    path: '/booking?service=corporate-event-services',
    act: async (page) => {
      await page.getByLabel('Date').fill(FULL_SATURDAY);
      await page.getByRole('button', { name: 'Join the waitlist' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'client-booking-prefilled', path: FACIAL, as: 'client' },
  // From here on the shots book: each width its own time, in a fixed order.
  {
    name: 'booking-deposit-dialog',
    path: FACIAL,
    act: (page, _s, width) => sendBooking(page, width, FORM_DAYS[0]),
  },
  {
    name: 'booking-checkout',
    path: FACIAL,
    act: async (page, _s, width) => {
      await sendBooking(page, width, FORM_DAYS[1]);
      await payFromDialog(page);
    },
  },
  {
    name: 'booking-success',
    path: FACIAL,
    act: async (page, _s, width) => {
      await sendBooking(page, width, FORM_DAYS[2]);
      await payFromDialog(page);
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await page.waitForURL(/\/booking\/success\?session_id=/);
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
    },
    mask: ['.session-id'], // made anew on each run
  },
];

export const SHOTS = [...PUBLIC, ...CLIENT, ...ADMIN, ...BOOKING];
