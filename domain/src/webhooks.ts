/**
 * Outgoing webhooks (issue 17): the events an endpoint can subscribe to, and the check of a new
 * endpoint that the console's form and the server share. Where a URL may point (no private or local
 * network) is the server's to decide: it resolves the host.
 */
import { fail, failWith, pass, tooLong } from './validation/checks';
import { text } from './validation/fields';
import { Raw, Validation } from './validation/result';

/** Every event a webhook endpoint can subscribe to, with what it means (shown in the console). */
export const WEBHOOK_EVENTS = [
  {
    type: 'booking.created',
    description: 'A booking was made (pending, its deposit not yet paid).',
  },
  { type: 'booking.paid', description: 'A booking’s deposit was paid: it is confirmed.' },
  {
    type: 'booking.status_changed',
    description: 'A booking’s status changed (confirmed, completed, no-show, cancelled...).',
  },
  {
    type: 'booking.cancelled',
    description:
      'A booking was cancelled: by the owner, by the client, or unpaid when its hold ended.',
  },
  { type: 'booking.rescheduled', description: 'A booking was moved to another time.' },
  { type: 'client.registered', description: 'A client created an account.' },
  { type: 'contact_message.created', description: 'A message came in through the contact form.' },
  { type: 'corporate_inquiry.created', description: 'A corporate event inquiry came in.' },
] as const;

export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number]['type'];

export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = WEBHOOK_EVENTS.map((e) => e.type);

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
