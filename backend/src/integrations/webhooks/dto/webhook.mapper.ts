import { WebhookDeliveryWithAttempts, WebhookEndpoint } from '../ports/webhook-store.port';
import { WebhookDeliveryDto, WebhookEndpointDto } from './webhook.dto';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An endpoint as the API shows it: never its secret. */
export const toWebhookEndpointDto = (e: WebhookEndpoint): WebhookEndpointDto => ({
  id: e.id,
  url: e.url,
  description: e.description,
  events: [...e.events],
  enabled: e.disabledAt === null,
  failing_since: iso(e.failingSince),
  disabled_at: iso(e.disabledAt),
  created_at: e.createdAt.toISOString(),
});

export const toWebhookDeliveryDto = (d: WebhookDeliveryWithAttempts): WebhookDeliveryDto => ({
  id: d.id,
  webhook_id: d.messageId,
  event: d.eventType,
  status: d.status,
  attempt: d.attempts,
  http_status: d.lastStatus,
  duration_ms: d.lastDurationMs,
  error: d.lastError,
  response_excerpt: d.responseExcerpt,
  next_attempt_at: iso(d.nextAttemptAt),
  last_attempt_at: iso(d.lastAttemptAt),
  created_at: d.createdAt.toISOString(),
  delivered_at: iso(d.deliveredAt),
  erased_at: iso(d.erasedAt),
  history: d.history.map((a) => ({
    attempt: a.attempt,
    at: a.at.toISOString(),
    http_status: a.status,
    duration_ms: a.durationMs,
    error: a.error,
    response_excerpt: a.excerpt,
  })),
});
