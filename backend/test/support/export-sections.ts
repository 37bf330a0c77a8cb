/**
 * The sections of a client's data export (GET /api/clients/:id/export), in alphabetical order: the
 * backend's privacy test and the browser's privacy test both expect exactly these.
 */
export const EXPORT_SECTIONS = [
  'appointments',
  'consultation',
  'contact_messages',
  'corporate_inquiries',
  'emails',
  'generated_at',
  'health_access_log',
  'payments',
  'profile',
  'waitlist_entries',
];
