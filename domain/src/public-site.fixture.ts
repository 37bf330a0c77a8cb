/**
 * Paths, the odd ones especially (case, a trailing slash, escapes, ids), and the page route the
 * server answers each with: the domain's pageRoute cases, which the frontend's router must agree with.
 */
export const ROUTED_PATHS: [path: string, route: string][] = [
  ['/', '/'],
  ['/services', '/services'],
  ['/services/', '/services'],
  ['/Services', '/services'],
  ['/servic%65s', '/services'],
  ['/booking/success', '/booking/success'],
  ['/client', '/client'],
  ['/client/', '/client'],
  ['/client/login/', '/client/login'],
  ['/admin', '/admin'],
  ['/Admin/Dashboard', '/admin/dashboard'],
  ['/admin/appointments/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed', '/admin/appointments/:id'],
  ['/admin/clients/abc', '/admin/clients/:id'],
  ['/admin/clients/a%2Fb', '/admin/clients/:id'],
];

/** Paths no page route answers (the server's not-found page). */
export const UNROUTED_PATHS = [
  '/no-such-page',
  '/services/typo/x',
  '/services/extra',
  '/booking/successes',
  '/client/nope',
  '/admin/appointments',
  '/admin/appointments/',
  '/admin/appointments/1/edit',
  '/admin/clients',
  '/api',
  '//services',
];
