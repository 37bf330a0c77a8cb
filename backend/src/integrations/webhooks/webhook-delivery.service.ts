import { isWebhookEventType, MESSAGES, webhookEventBeyondScopes } from '@esthetics/domain';
import { Injectable, Logger } from '@nestjs/common';
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import { Clock } from '../../common/clock';
import { UnitOfWork } from '../../common/unit-of-work';
import { MailComposer } from '../../notifications/ports/mail-composer.port';
import { MailQueue } from '../../notifications/ports/mail-queue.port';
import { WebhookSender } from './ports/webhook-sender.port';
import { AttemptOutcome, ClaimedDelivery, WebhookStore } from './ports/webhook-store.port';
import { endpointFailedTooLong, webhookRetryAt } from './retry-schedule';
import { SecretBox } from './secret-box';
import { UrlGuard } from './url-guard';

/** How many due deliveries one pass sends (at once). */
export const WEBHOOK_BATCH = 20;
/**
 * How long a claimed attempt stays with its sender before another pass may make the next one: well
 * past the 10 s timeout, so an attempt is made once; a sender that died leaves it to be retried.
 */
export const WEBHOOK_LEASE_MS = 2 * 60 * 1000;

/** Standard Webhooks headers for one attempt: the message's id, the attempt's time and signature. */
export function signedHeaders(
  secret: string,
  messageId: string,
  at: Date,
  body: string,
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'esthetics-webhooks/1',
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}

/**
 * Why a delivery may not be sent, or null: its endpoint was registered with an API key, and that key
 * (as it is now: revoked, or without the scope) may not read the event's data.
 */
export function refusal(d: ClaimedDelivery): string | null {
  if (!d.key) return null;
  if (d.key.revoked) return MESSAGES.webhookRefusedKeyRevoked;
  if (!isWebhookEventType(d.eventType)) return MESSAGES.webhookEventUnknown(d.eventType);
  const beyond = webhookEventBeyondScopes([d.eventType], d.key.scopes);
  return beyond ? MESSAGES.webhookRefusedScope(beyond.event, beyond.scope) : null;
}

/**
 * Sends the webhook outbox: claims due deliveries, refuses those beyond their API key's scopes
 * (counted as not delivered), checks each URL again (SSRF guard), signs and posts them, and records
 * the answer. A non-2xx answer or a network error is retried on the schedule
 * (retry-schedule); an endpoint failing for a day is disabled and the owner told by e-mail. Log
 * lines name a delivery by its id and event type only: bodies carry clients' details.
 */
@Injectable()
export class WebhookDeliveryService {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly store: WebhookStore,
    private readonly sender: WebhookSender,
    private readonly guard: UrlGuard,
    private readonly secrets: SecretBox,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly composer: MailComposer,
    private readonly mail: MailQueue,
  ) {}

  /** One pass: answers how many deliveries succeeded and failed. */
  async deliverDue(): Promise<{ delivered: number; failed: number }> {
    const due = await this.store.claimDue(this.clock.now(), WEBHOOK_BATCH, WEBHOOK_LEASE_MS);
    const results = await Promise.all(due.map((d) => this.attempt(d)));
    const delivered = results.filter(Boolean).length;
    return { delivered, failed: results.length - delivered };
  }

  private async attempt(d: ClaimedDelivery): Promise<boolean> {
    const at = this.clock.now();
    const refused = refusal(d);
    if (refused) {
      await this.store.markRefused(d.id, d.attempts, {
        at,
        status: null,
        durationMs: 0,
        error: refused,
        excerpt: null,
      });
      this.logger.warn(`Webhook ${d.id} (${d.eventType}) refused: beyond its API key's scopes`);
      return false;
    }
    const started = performance.now();
    let outcome: AttemptOutcome;
    try {
      const target = await this.guard.check(d.url);
      const secret = this.secrets.open(d.secretSealed);
      const answer = await this.sender.send({
        url: target.url,
        address: target.address,
        family: target.family,
        headers: signedHeaders(secret, d.messageId, at, d.payload),
        body: d.payload,
      });
      outcome = {
        at,
        status: answer.status,
        durationMs: performance.now() - started,
        error: null,
        excerpt: answer.excerpt,
      };
    } catch (e) {
      outcome = {
        at,
        status: null,
        durationMs: performance.now() - started,
        error: e instanceof Error ? e.message : String(e),
        excerpt: null,
      };
    }
    if (outcome.status !== null && outcome.status >= 200 && outcome.status < 300) {
      await this.store.markDelivered(d.id, d.attempts, outcome);
      this.logger.log(`Webhook ${d.id} (${d.eventType}) delivered on attempt ${d.attempts}`);
      return true;
    }
    await this.failed(d, outcome);
    return false;
  }

  /** Records the failure, and disables the endpoint (telling the owner) once it has failed a day. */
  private async failed(d: ClaimedDelivery, outcome: AttemptOutcome): Promise<void> {
    const now = this.clock.now();
    const retryAt = webhookRetryAt(d.attempts, d.retryWindowStart, now);
    const why = outcome.status !== null ? `HTTP ${outcome.status}` : 'no answer';
    this.logger.warn(
      `Webhook ${d.id} (${d.eventType}) failed on attempt ${d.attempts} (${why})${retryAt ? '' : ' - giving up'}`,
    );
    await this.uow.run(async () => {
      const endpoint = await this.store.markFailed(d.id, d.attempts, outcome, retryAt);
      if (!endpoint || endpoint.disabledAt || !endpointFailedTooLong(endpoint.failingSince, now))
        return;
      if (!(await this.store.disableEndpoint(endpoint.id, now))) return;
      this.logger.warn(`Webhook endpoint ${endpoint.id} disabled after a day of failures`);
      await this.mail.queue(
        this.composer.webhookDisabled({
          id: endpoint.id,
          url: endpoint.url,
          failingSince: endpoint.failingSince ?? now,
        }),
        now,
      );
    });
  }
}
