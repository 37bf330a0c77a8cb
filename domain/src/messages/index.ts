import { ADMIN_SESSION_MESSAGES } from '../admin-session-messages';
import { CATALOG_MESSAGES } from '../catalog-messages';
import { SCHEDULE_MESSAGES } from '../schedule-messages';
import { CONTACT_MESSAGES } from './contact';
import { ACCOUNT_MESSAGES } from './accounts';
import { BOOKING_MESSAGES } from './booking';
import { CLIENT_AREA_MESSAGES } from './client-area';
import { ADMIN_MESSAGES } from './admin';
import { PAYMENT_MESSAGES } from './payments';
import { API_MESSAGES } from './api';
import { SELF_SERVICE_MESSAGES } from './self-service';
import { PRIVACY_MESSAGES } from './privacy';
import { INTEGRATION_MESSAGES } from './integrations';
import { CHECKOUT_MESSAGES } from './checkout';
import { SAVED_CARD_MESSAGES } from './saved-card';
import { MONEY_PANEL_MESSAGES } from './money-panel';
import { FEE_MESSAGES } from './fees';

export { CONTACT_MESSAGES } from './contact';
export { ACCOUNT_MESSAGES } from './accounts';
export { BOOKING_MESSAGES } from './booking';
export { CLIENT_AREA_MESSAGES } from './client-area';
export { ADMIN_MESSAGES } from './admin';
export { PAYMENT_MESSAGES } from './payments';
export { API_MESSAGES } from './api';
export { SELF_SERVICE_MESSAGES } from './self-service';
export { PRIVACY_MESSAGES } from './privacy';
export { INTEGRATION_MESSAGES } from './integrations';
export { CHECKOUT_MESSAGES } from './checkout';
export { SAVED_CARD_MESSAGES } from './saved-card';
export { MONEY_PANEL_MESSAGES } from './money-panel';
export { FEE_MESSAGES } from './fees';

/**
 * Every message a user reads, spelled once. The server answers with these strings and the browser shows
 * the same ones. Templated messages are functions. Each area's messages are also exported on their own
 * (BOOKING_MESSAGES, ...): a page that imports only its area's object ships only those messages.
 */
export const MESSAGES = {
  ...CONTACT_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...BOOKING_MESSAGES,
  ...CLIENT_AREA_MESSAGES,
  ...ADMIN_MESSAGES,
  ...PAYMENT_MESSAGES,
  ...API_MESSAGES,
  ...SELF_SERVICE_MESSAGES,
  ...PRIVACY_MESSAGES,
  ...CHECKOUT_MESSAGES,
  ...SAVED_CARD_MESSAGES,
  ...MONEY_PANEL_MESSAGES,
  ...FEE_MESSAGES,
  ...INTEGRATION_MESSAGES,
  // The owner's server-side sessions and password change (admin-sessions, the console's Security tab)
  ...ADMIN_SESSION_MESSAGES,
  ...SCHEDULE_MESSAGES,
  ...CATALOG_MESSAGES,
} as const;

export type MessageKey = keyof typeof MESSAGES;
