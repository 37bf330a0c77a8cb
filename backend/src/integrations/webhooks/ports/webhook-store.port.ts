import type { ApiKeyScope, WebhookEventType } from '@esthetics/domain';
import { Page } from '../../../common/dto/pagination.dto';

/**
 * pending: waiting for (another) attempt; delivered: a 2xx answer; failed: a day of attempts failed;
 * refused: not sent, the API key that registered the endpoint may not read the event's data.
 */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'refused'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export interface WebhookEndpoint {
  readonly id: string;
  readonly url: string;
  readonly description: string;
  readonly events: WebhookEventType[];
  /** The API key that registered it; null: the owner's own login (which hears of every event). */
  readonly apiKeyId: string | null;
  readonly createdAt: Date;
  /** Since when its deliveries fail (the oldest event it has not taken); null once one succeeds. */
  readonly failingSince: Date | null;
  /** Disabled after a day of failures: it is sent nothing until a delivery is sent again by hand. */
  readonly disabledAt: Date | null;
}

export interface NewWebhookEndpoint {
  readonly url: string;
  readonly description: string;
  readonly events: readonly WebhookEventType[];
  readonly apiKeyId: string | null;
  /** The signing secret, sealed (SecretBox): the plain secret is never stored. */
  readonly secretSealed: string;
}

export interface WebhookDelivery {
  readonly id: string;
  readonly endpointId: string;
  /** The `webhook-id` of every attempt. */
  readonly messageId: string;
  readonly eventType: string;
  /** The exact body sent (and signed). */
  readonly payload: string;
  readonly status: WebhookDeliveryStatus;
  readonly attempts: number;
  readonly nextAttemptAt: Date | null;
  readonly lastAttemptAt: Date | null;
  readonly lastStatus: number | null;
  readonly lastDurationMs: number | null;
  readonly lastError: string | null;
  readonly responseExcerpt: string | null;
  readonly createdAt: Date;
  readonly deliveredAt: Date | null;
  /** When its payload was redacted because its client was erased (it is never sent again). */
  readonly erasedAt: Date | null;
}

/** One attempt of a delivery, as the log keeps it (the last WEBHOOK_ATTEMPTS_KEPT of each). */
export interface WebhookAttempt {
  readonly attempt: number;
  readonly at: Date;
  readonly status: number | null;
  readonly durationMs: number;
  readonly error: string | null;
  /** At most WEBHOOK_ATTEMPT_EXCERPT characters of the answer. */
  readonly excerpt: string | null;
}

/** A delivery with its attempts, oldest first. */
export interface WebhookDeliveryWithAttempts extends WebhookDelivery {
  readonly history: WebhookAttempt[];
}

/** How many attempts of one delivery are kept (the latest), and how much of each answer. */
export const WEBHOOK_ATTEMPTS_KEPT = 30;
export const WEBHOOK_ATTEMPT_EXCERPT = 200;

/** The API key that registered an endpoint, as it is now (at the delivery). */
export interface EndpointKey {
  readonly scopes: readonly ApiKeyScope[];
  readonly revoked: boolean;
}

/** A delivery claimed for one attempt (its number is `attempts`), with where to send it. */
export interface ClaimedDelivery extends WebhookDelivery {
  /** Retries go on for a day from then: the event, or its last "send again". */
  readonly retryWindowStart: Date;
  readonly url: string;
  readonly secretSealed: string;
  /** The key that registered the endpoint; null when the owner did. */
  readonly key: EndpointKey | null;
}

/** What one attempt got: the HTTP status (null when none came), or why it could not be made. */
export interface AttemptOutcome {
  readonly at: Date;
  readonly status: number | null;
  readonly durationMs: number;
  readonly error: string | null;
  /** At most 1 kB of the answer's body. */
  readonly excerpt: string | null;
}

/** One event to queue for each enabled endpoint subscribed to its type. */
export interface QueuedEvent {
  readonly messageId: string;
  readonly type: WebhookEventType;
  readonly payload: string;
}

/** The endpoints and their outbox of deliveries. */
export abstract class WebhookStore {
  abstract createEndpoint(endpoint: NewWebhookEndpoint, now: Date): Promise<WebhookEndpoint>;
  /** Every endpoint, oldest first. */
  abstract listEndpoints(): Promise<WebhookEndpoint[]>;
  abstract findEndpoint(id: string): Promise<WebhookEndpoint | null>;
  /** Deletes it with its deliveries; false when there was none. */
  abstract deleteEndpoint(id: string): Promise<boolean>;
  /** Writes the events' deliveries in the UnitOfWork in progress. */
  abstract queue(events: readonly QueuedEvent[], now: Date): Promise<void>;
  /**
   * Claims up to `limit` due deliveries of enabled endpoints for `leaseMs`, counting the attempt
   * (FOR UPDATE SKIP LOCKED: each attempt goes to one sender, however many instances sweep).
   */
  abstract claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]>;
  /** A 2xx answer to attempt `attempt`: delivered, and its endpoint no longer failing. */
  abstract markDelivered(id: string, attempt: number, outcome: AttemptOutcome): Promise<void>;
  /**
   * A failed attempt: retried at `retryAt`, or given up when null. Marks its endpoint failing (since
   * the delivery's event, if not already) and answers the endpoint as it now is (null once deleted).
   */
  abstract markFailed(
    id: string,
    attempt: number,
    outcome: AttemptOutcome,
    retryAt: Date | null,
  ): Promise<WebhookEndpoint | null>;
  /**
   * Not sent: its endpoint's key may not read the event (the outcome says why). Ends it (status
   * `refused`) without marking the endpoint failing.
   */
  abstract markRefused(id: string, attempt: number, outcome: AttemptOutcome): Promise<void>;
  /**
   * Deletes up to `limit` deliveries no longer tried (delivered, failed, refused) whose event came
   * at or before `before`, with their attempts; answers how many.
   */
  abstract deleteFinishedBefore(before: Date, limit: number): Promise<number>;
  /** Disables an enabled endpoint; false when it already was (or is gone). */
  abstract disableEndpoint(id: string, now: Date): Promise<boolean>;
  /** A page of an endpoint's deliveries, newest first, with the count. */
  abstract deliveriesOf(
    endpointId: string,
    page: Page,
  ): Promise<{ items: WebhookDeliveryWithAttempts[]; total: number }>;
  /**
   * Makes a delivery due now (pending, its attempt count kept) and its endpoint enabled again. One
   * conditional UPDATE: an attempt in progress keeps its claim, so it is not sent twice at once.
   * Answers `erased` (and changes nothing) for a delivery whose client was erased.
   */
  abstract retry(
    endpointId: string,
    deliveryId: string,
    now: Date,
  ): Promise<'queued' | 'missing' | 'erased'>;
}
