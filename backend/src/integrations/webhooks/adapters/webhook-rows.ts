import type { ApiKeyScope, WebhookEventType } from '@esthetics/domain';
import {
  ClaimedDelivery,
  WebhookAttempt,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
} from '../ports/webhook-store.port';

/** The rows of webhook_endpoints, webhook_deliveries and webhook_delivery_attempts, and mappers. */
export interface EndpointRow {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  api_key_id: string | null;
  created_at: Date;
  failing_since: Date | null;
  disabled_at: Date | null;
}

export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  message_id: string;
  event_type: string;
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  last_status: number | null;
  last_duration_ms: number | null;
  last_error: string | null;
  response_excerpt: string | null;
  created_at: Date;
  delivered_at: Date | null;
  erased_at: Date | null;
}

export type ClaimedRow = DeliveryRow & {
  retry_window_start: Date;
  url: string;
  secret_sealed: string;
  key_scopes: ApiKeyScope[] | null;
  key_revoked_at: Date | null;
};

export interface AttemptRow {
  delivery_id: string;
  attempt: number;
  at: Date;
  http_status: number | null;
  duration_ms: number;
  error: string | null;
  response_excerpt: string | null;
}

export const ENDPOINT_COLUMNS = `id, url, description, events, api_key_id, created_at, failing_since, disabled_at`;

const date = (d: Date | null) => (d ? new Date(d) : null);

export const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  id: r.id,
  url: r.url,
  description: r.description,
  events: r.events,
  apiKeyId: r.api_key_id,
  createdAt: new Date(r.created_at),
  failingSince: date(r.failing_since),
  disabledAt: date(r.disabled_at),
});

export const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
  id: r.id,
  endpointId: r.endpoint_id,
  messageId: r.message_id,
  eventType: r.event_type,
  payload: r.payload,
  status: r.status,
  attempts: r.attempts,
  nextAttemptAt: date(r.next_attempt_at),
  lastAttemptAt: date(r.last_attempt_at),
  lastStatus: r.last_status,
  lastDurationMs: r.last_duration_ms,
  lastError: r.last_error,
  responseExcerpt: r.response_excerpt,
  createdAt: new Date(r.created_at),
  deliveredAt: date(r.delivered_at),
  erasedAt: date(r.erased_at),
});

export const toClaimed = (r: ClaimedRow): ClaimedDelivery => ({
  ...toDelivery(r),
  retryWindowStart: new Date(r.retry_window_start),
  url: r.url,
  secretSealed: r.secret_sealed,
  // The endpoint's key as it is now: a LEFT JOIN, so no scopes means the owner registered it.
  key: r.key_scopes ? { scopes: r.key_scopes, revoked: r.key_revoked_at !== null } : null,
});

export const toAttempt = (r: AttemptRow): WebhookAttempt => ({
  attempt: r.attempt,
  at: new Date(r.at),
  status: r.http_status,
  durationMs: r.duration_ms,
  error: r.error,
  excerpt: r.response_excerpt,
});
