import { Injectable } from '@nestjs/common';
import { Page } from '../../../common/dto/pagination.dto';
import { TypeormUnitOfWork } from '../../../common/unit-of-work';
import {
  AttemptOutcome,
  ClaimedDelivery,
  NewWebhookEndpoint,
  QueuedEvent,
  WEBHOOK_ATTEMPT_EXCERPT,
  WEBHOOK_ATTEMPTS_KEPT,
  WebhookDeliveryWithAttempts,
  WebhookEndpoint,
  WebhookStore,
} from '../ports/webhook-store.port';
import {
  AttemptRow,
  ClaimedRow,
  DeliveryRow,
  ENDPOINT_COLUMNS,
  EndpointRow,
  toAttempt,
  toClaimed,
  toDelivery,
  toEndpoint,
} from './webhook-rows';

/** How much of an attempt's error is kept. */
const LAST_ERROR_MAX_LENGTH = 500;

/**
 * Ends attempt `$2` of delivery `$1` with `$3`..`$7` (the AttemptOutcome's columns, see
 * attemptColumns) and the SET clause given, only while that attempt is the delivery's latest; and
 * keeps it in the attempts log (the last WEBHOOK_ATTEMPTS_KEPT of the delivery), in one statement.
 */
const endAttempt = (set: string) => `
  WITH d AS (
    UPDATE webhook_deliveries
       SET ${set}, claimed_until = NULL, last_attempt_at = $3, last_status = $4,
           last_duration_ms = $5, last_error = $6, response_excerpt = $7
     WHERE id = $1 AND attempts = $2
     RETURNING id, endpoint_id, retry_window_start),
  logged AS (
    INSERT INTO webhook_delivery_attempts
           (delivery_id, attempt, at, http_status, duration_ms, error, response_excerpt)
    SELECT d.id, $2, $3, $4, $5, $6, left($7, ${WEBHOOK_ATTEMPT_EXCERPT}) FROM d
    ON CONFLICT (delivery_id, attempt) DO NOTHING),
  trimmed AS (
    DELETE FROM webhook_delivery_attempts a USING d
     WHERE a.delivery_id = d.id AND a.attempt <= $2::int - ${WEBHOOK_ATTEMPTS_KEPT})
  SELECT endpoint_id, retry_window_start FROM d`;

@Injectable()
export class TypeormWebhookStore extends WebhookStore {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get db() {
    return this.uow.manager;
  }

  async createEndpoint(e: NewWebhookEndpoint, now: Date): Promise<WebhookEndpoint> {
    const [row]: EndpointRow[] = await this.db.query(
      `INSERT INTO webhook_endpoints (url, description, events, secret_sealed, api_key_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${ENDPOINT_COLUMNS}`,
      [e.url, e.description, [...e.events], e.secretSealed, e.apiKeyId, now],
    );
    return toEndpoint(row);
  }

  async listEndpoints(): Promise<WebhookEndpoint[]> {
    const rows: EndpointRow[] = await this.db.query(
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints ORDER BY created_at, id`,
    );
    return rows.map(toEndpoint);
  }

  async findEndpoint(id: string): Promise<WebhookEndpoint | null> {
    const rows: EndpointRow[] = await this.db.query(
      `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints WHERE id = $1`,
      [id],
    );
    return rows.length > 0 ? toEndpoint(rows[0]) : null;
  }

  async deleteEndpoint(id: string): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.db.query(
      `DELETE FROM webhook_endpoints WHERE id = $1 RETURNING id`,
      [id],
    );
    return rows.length > 0;
  }

  /**
   * One INSERT ... SELECT for every event: a row for each enabled endpoint subscribed to its type,
   * deferred to the UnitOfWork in progress (sent with its next statement: see TypeormUnitOfWork.defer).
   */
  async queue(events: readonly QueuedEvent[], now: Date): Promise<void> {
    if (events.length === 0) return;
    await this.uow.defer({
      sql: `INSERT INTO webhook_deliveries (endpoint_id, message_id, event_type, payload, next_attempt_at, created_at, retry_window_start)
         SELECT e.id, v.message_id, v.event_type, v.payload, $4::timestamptz, $4::timestamptz, $4::timestamptz
           FROM unnest($1::varchar[], $2::text[], $3::text[]) AS v(message_id, event_type, payload)
           JOIN webhook_endpoints e ON e.disabled_at IS NULL AND v.event_type = ANY(e.events)`,
      params: [
        events.map((e) => e.messageId),
        events.map((e) => e.type),
        events.map((e) => e.payload),
        now,
      ],
    });
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
    const [rows]: [ClaimedRow[], number] = await this.db.query(
      `UPDATE webhook_deliveries d
            SET claimed_until = $2, attempts = d.attempts + 1
           FROM webhook_endpoints e
          WHERE e.id = d.endpoint_id AND d.id IN (
            SELECT d2.id FROM webhook_deliveries d2
              JOIN webhook_endpoints e2 ON e2.id = d2.endpoint_id AND e2.disabled_at IS NULL
             WHERE d2.status = 'pending' AND d2.next_attempt_at <= $1
               AND (d2.claimed_until IS NULL OR d2.claimed_until <= $1)
             ORDER BY d2.next_attempt_at, d2.created_at
             LIMIT $3
             FOR UPDATE OF d2 SKIP LOCKED)
          RETURNING d.*, e.url, e.secret_sealed,
                    (SELECT k.scopes FROM api_keys k WHERE k.id = e.api_key_id) AS key_scopes,
                    (SELECT k.revoked_at FROM api_keys k WHERE k.id = e.api_key_id) AS key_revoked_at`,
      [now, new Date(now.getTime() + leaseMs), limit],
    );
    return rows.map(toClaimed);
  }

  private attemptColumns(o: AttemptOutcome): unknown[] {
    return [
      o.at,
      o.status,
      Math.round(o.durationMs),
      o.error ? o.error.slice(0, LAST_ERROR_MAX_LENGTH) : null,
      o.excerpt,
    ];
  }

  async markDelivered(id: string, attempt: number, o: AttemptOutcome): Promise<void> {
    await this.uow.run(async () => {
      const rows: { endpoint_id: string }[] = await this.db.query(
        endAttempt(`status = 'delivered', delivered_at = $3, next_attempt_at = NULL`),
        [id, attempt, ...this.attemptColumns(o)],
      );
      if (rows.length > 0) {
        await this.db.query(`UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1`, [
          rows[0].endpoint_id,
        ]);
      }
    });
  }

  async markFailed(
    id: string,
    attempt: number,
    o: AttemptOutcome,
    retryAt: Date | null,
  ): Promise<WebhookEndpoint | null> {
    return this.uow.run(async () => {
      const rows: { endpoint_id: string; retry_window_start: Date }[] = await this.db.query(
        endAttempt(`status = $8, next_attempt_at = $9`),
        [id, attempt, ...this.attemptColumns(o), retryAt ? 'pending' : 'failed', retryAt],
      );
      if (rows.length === 0) return null;
      const [endpoints]: [EndpointRow[], number] = await this.db.query(
        `UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, $2)
          WHERE id = $1 RETURNING ${ENDPOINT_COLUMNS}`,
        [rows[0].endpoint_id, rows[0].retry_window_start],
      );
      return endpoints.length > 0 ? toEndpoint(endpoints[0]) : null;
    });
  }

  async markRefused(id: string, attempt: number, o: AttemptOutcome): Promise<void> {
    await this.db.query(endAttempt(`status = 'refused', next_attempt_at = NULL`), [
      id,
      attempt,
      ...this.attemptColumns(o),
    ]);
  }

  async deleteFinishedBefore(before: Date, limit: number): Promise<number> {
    const [rows]: [unknown[], number] = await this.db.query(
      `DELETE FROM webhook_deliveries WHERE id IN (
         SELECT id FROM webhook_deliveries
          WHERE status <> 'pending' AND created_at <= $1
          ORDER BY created_at LIMIT $2
          FOR UPDATE SKIP LOCKED)
       RETURNING id`,
      [before, limit],
    );
    return rows.length;
  }

  async disableEndpoint(id: string, now: Date): Promise<boolean> {
    const [rows]: [unknown[], number] = await this.db.query(
      `UPDATE webhook_endpoints SET disabled_at = $2 WHERE id = $1 AND disabled_at IS NULL RETURNING id`,
      [id, now],
    );
    return rows.length > 0;
  }

  async deliveriesOf(
    endpointId: string,
    page: Page,
  ): Promise<{ items: WebhookDeliveryWithAttempts[]; total: number }> {
    const rows: DeliveryRow[] = await this.db.query(
      `SELECT * FROM webhook_deliveries WHERE endpoint_id = $1
        ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [endpointId, page.limit, page.offset],
    );
    const [{ n }]: { n: string }[] = await this.db.query(
      `SELECT count(*) AS n FROM webhook_deliveries WHERE endpoint_id = $1`,
      [endpointId],
    );
    // The page's attempts in one query, by the primary key's index.
    const attempts: AttemptRow[] = await this.db.query(
      `SELECT * FROM webhook_delivery_attempts WHERE delivery_id = ANY($1::uuid[])
        ORDER BY delivery_id, attempt`,
      [rows.map((r) => r.id)],
    );
    const items = rows.map((r) => ({
      ...toDelivery(r),
      history: attempts.filter((a) => a.delivery_id === r.id).map(toAttempt),
    }));
    return { items, total: Number(n) };
  }

  retry(
    endpointId: string,
    deliveryId: string,
    now: Date,
  ): Promise<'queued' | 'missing' | 'erased'> {
    // claimed_until is left alone: an attempt in progress stays with its sender.
    return this.uow.run(async () => {
      const [rows]: [{ erased: boolean }[], number] = await this.db.query(
        `UPDATE webhook_deliveries
            SET status = CASE WHEN erased_at IS NULL THEN 'pending' ELSE status END,
                next_attempt_at = CASE WHEN erased_at IS NULL THEN $3::timestamptz ELSE next_attempt_at END,
                retry_window_start = CASE WHEN erased_at IS NULL THEN $3::timestamptz ELSE retry_window_start END
          WHERE id = $2 AND endpoint_id = $1 RETURNING erased_at IS NOT NULL AS erased`,
        [endpointId, deliveryId, now],
      );
      if (rows.length === 0) return 'missing';
      if (rows[0].erased) return 'erased';
      await this.db.query(
        `UPDATE webhook_endpoints SET disabled_at = NULL, failing_since = NULL WHERE id = $1`,
        [endpointId],
      );
      return 'queued';
    });
  }
}
