/**
 * Outgoing webhooks: the events an endpoint can subscribe to, and the check of a new
 * endpoint that the console's form and the server share. Where a URL may point (no private or local
 * network) is the server's to decide: it resolves the host.
 */
import { ApiKeyScope } from './api-keys';
import { fail, failWith, pass, tooLong } from './validation/checks';
import { text } from './validation/fields';
import { Raw, Validation } from './validation/result';

/**
 * Every event a webhook endpoint can subscribe to, with what it means (shown in the console) and the
 * API key scope whose reads show the same data: an endpoint made with an API key hears only of what
 * that key may read through the API (bookings carry the client's e-mail, phone and notes).
 */
export const WEBHOOK_EVENTS = [
  {
    type: 'booking.created',
    description: 'A booking was made (pending, its deposit not yet paid).',
    scope: 'appointments:read',
  },
  {
    type: 'booking.paid',
    description: 'A booking’s deposit was paid: it is confirmed.',
    scope: 'appointments:read',
  },
  {
    type: 'booking.status_changed',
    description: 'A booking’s status changed (confirmed, completed, no-show, cancelled...).',
    scope: 'appointments:read',
  },
  {
    type: 'booking.cancelled',
    description:
      'A booking was cancelled: by the owner, by the client, or unpaid when its hold ended.',
    scope: 'appointments:read',
  },
  {
    type: 'booking.rescheduled',
    description: 'A booking was moved to another time.',
    scope: 'appointments:read',
  },
  { type: 'client.registered', description: 'A client created an account.', scope: 'clients:read' },
  {
    type: 'contact_message.created',
    description: 'A message came in through the contact form.',
    scope: 'inquiries:read',
  },
  {
    type: 'corporate_inquiry.created',
    description: 'A corporate event inquiry came in.',
    scope: 'inquiries:read',
  },
  {
    type: 'schedule.updated',
    description: 'The owner changed her week, start-time step or minimum notice.',
    scope: 'schedule:read',
  },
  {
    type: 'catalog.updated',
    description:
      'The owner changed her menu: added, edited, hid, showed, removed or reordered an item.',
    scope: 'catalog:read',
  },
  {
    type: 'fee.charged',
    description:
      'A late-cancellation or no-show fee was charged to the saved card (or paid by its link).',
    scope: 'appointments:read',
  },
  {
    type: 'fee.waived',
    description: 'The owner waived a fee: before its charge, or refunded after it.',
    scope: 'appointments:read',
  },
  {
    type: 'payment.succeeded',
    description: 'A visit was checked out: its balance, tip and products were taken.',
    scope: 'appointments:read',
  },
  {
    type: 'payment.failed',
    description:
      'A saved card was declined or needs its holder to authenticate, for a fee or a visit’s checkout.',
    scope: 'appointments:read',
  },
  {
    type: 'payment.refunded',
    description: 'Money taken for an appointment was refunded, in part or in full.',
    scope: 'appointments:read',
  },
] as const satisfies readonly { type: string; description: string; scope: ApiKeyScope }[];

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]['type'];

export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENTS.map((e) => e.type);

/** The API key scope an event's data needs (see WEBHOOK_EVENTS). */
export const webhookEventScope = (type: WebhookEventType): ApiKeyScope =>
  WEBHOOK_EVENTS.find((e) => e.type === type)!.scope;

/**
 * The first of `events` that a key with `scopes` may not hear of, with the scope it lacks; null when
 * it may hear of them all.
 */
export function webhookEventBeyondScopes(
  events: readonly WebhookEventType[],
  scopes: readonly ApiKeyScope[],
): { event: WebhookEventType; scope: ApiKeyScope } | null {
  for (const event of events) {
    const scope = webhookEventScope(event);
    if (!scopes.includes(scope)) return { event, scope };
  }
  return null;
}

export const isWebhookEventType = (value: unknown): value is WebhookEventType =>
  typeof value === 'string' && (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);

/**
 * An absolute http or https URL: a host (a name, an IPv4 address or a bracketed IPv6 one) with an
 * optional port, no user or password, then an optional path, query and fragment without blanks.
 */
const WEBHOOK_URL =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** The longest endpoint URL and description kept. */
export const WEBHOOK_LIMITS = { url: 2000, description: 200 } as const;

export interface WebhookEndpointForm {
  url: string;
  events: WebhookEventType[];
  description: string;
}

/**
 * A new endpoint: an absolute http(s) URL without credentials in it, at least one known event (each
 * once, in the catalogue's order), and an optional short description.
 */
export function validateWebhookEndpoint(
  raw: Raw<WebhookEndpointForm>,
): Validation<WebhookEndpointForm> {
  const url = text(raw.url);
  if (!url) return fail('webhookUrlRequired', 'url');
  const long = tooLong({
    url: ['URL', url, WEBHOOK_LIMITS.url],
    description: ['Description', text(raw.description), WEBHOOK_LIMITS.description],
  });
  if (long) return long;
  if (!WEBHOOK_URL.test(url)) return fail('webhookUrlInvalid', 'url');
  const events = raw.events;
  if (!Array.isArray(events) || events.length === 0) return fail('webhookEventsRequired', 'events');
  const unknown = events.find((e) => !isWebhookEventType(e));
  if (unknown !== undefined) return failWith('webhookEventUnknown', [String(unknown)], 'events');
  const chosen = WEBHOOK_EVENT_TYPES.filter((t) => events.includes(t));
  return pass({ url, events: chosen, description: text(raw.description) });
}
