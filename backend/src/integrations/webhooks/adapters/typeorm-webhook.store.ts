import { WebhookEventType } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { Page } from '../../../common/dto/pagination.dto';
import { TypeormUnitOfWork } from '../../../common/unit-of-work';
import {
  AttemptOutcome,
  ClaimedDelivery,
  NewWebhookEndpoint,
  QueuedEvent,
  WebhookDelivery,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookStore,
} from '../ports/webhook-store.port';

interface EndpointRow {
  id: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  created_at: Date;
  failing_since: Date | null;
  disabled_at: Date | null;
}

interface DeliveryRow {
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
}

type ClaimedRow = DeliveryRow & { retry_window_start: Date; url: string; secret_sealed: string };

const ENDPOINT_COLUMNS = `id, url, description, events, created_at, failing_since, disabled_at`;
/** How much of an attempt's error is kept. */
const LAST_ERROR_MAX_LENGTH = 500;

const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  id: r.id,
  url: r.url,
  description: r.description,
  events: r.events,
  createdAt: new Date(r.created_at),
  failingSince: r.failing_since ? new Date(r.failing_since) : null,
  disabledAt: r.disabled_at ? new Date(r.disabled_at) : null,
});

const date = (d: Date | null) => (d ? new Date(d) : null);

const toDelivery = (r: DeliveryRow): WebhookDelivery => ({
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
});

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
      `INSERT INTO webhook_endpoints (url, description, events, secret_sealed, created_at)
       VALUES ($1, $2, $3, $4, $5) RETURNING ${ENDPOINT_COLUMNS}`,
      [e.url, e.description, [...e.events], e.secretSealed, now],
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
   * written with the UnitOfWork in progress (with its next statement: see TypeormUnitOfWork.write).
   */
  async queue(events: readonly QueuedEvent[], now: Date): Promise<void> {
    if (events.length === 0) return;
    await this.uow.write({
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
          RETURNING d.*, e.url, e.secret_sealed`,
      [now, new Date(now.getTime() + leaseMs), limit],
    );
    return rows.map((r) => ({
      ...toDelivery(r),
      retryWindowStart: new Date(r.retry_window_start),
      url: r.url,
      secretSealed: r.secret_sealed,
    }));
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
      const [rows]: [{ endpoint_id: string }[], number] = await this.db.query(
        `UPDATE webhook_deliveries
            SET status = 'delivered', delivered_at = $3, next_attempt_at = NULL, claimed_until = NULL,
                last_attempt_at = $3, last_status = $4, last_duration_ms = $5, last_error = $6,
                response_excerpt = $7
          WHERE id = $1 AND attempts = $2
          RETURNING endpoint_id`,
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
      const [rows]: [{ endpoint_id: string; retry_window_start: Date }[], number] =
        await this.db.query(
          `UPDATE webhook_deliveries
            SET status = $8, next_attempt_at = $9, claimed_until = NULL,
                last_attempt_at = $3, last_status = $4, last_duration_ms = $5, last_error = $6,
                response_excerpt = $7
          WHERE id = $1 AND attempts = $2
          RETURNING endpoint_id, retry_window_start`,
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
  ): Promise<{ items: WebhookDelivery[]; total: number }> {
    const rows: DeliveryRow[] = await this.db.query(
      `SELECT * FROM webhook_deliveries WHERE endpoint_id = $1
        ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`,
      [endpointId, page.limit, page.offset],
    );
    const [{ n }]: { n: string }[] = await this.db.query(
      `SELECT count(*) AS n FROM webhook_deliveries WHERE endpoint_id = $1`,
      [endpointId],
    );
    return { items: rows.map(toDelivery), total: Number(n) };
  }

  retry(endpointId: string, deliveryId: string, now: Date): Promise<boolean> {
    // claimed_until is left alone: an attempt in progress stays with its sender.
    return this.uow.run(async () => {
      const [rows]: [unknown[], number] = await this.db.query(
        `UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = $3, retry_window_start = $3
          WHERE id = $2 AND endpoint_id = $1 RETURNING id`,
        [endpointId, deliveryId, now],
      );
      if (rows.length === 0) return false;
      await this.db.query(
        `UPDATE webhook_endpoints SET disabled_at = NULL, failing_since = NULL WHERE id = $1`,
        [endpointId],
      );
      return true;
    });
  }
}
