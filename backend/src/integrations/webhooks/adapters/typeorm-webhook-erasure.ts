import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../../common/unit-of-work';
import { ErasedClient, WebhookErasure, WebhookErasureCounts } from '../ports/webhook-erasure.port';

/** Phone forms shorter than this are not searched for: they would match unrelated digits. */
const MIN_PHONE_FORM = 7;

/**
 * Finds a client's deliveries by their e-mail or a form of their phone in the stored body (as JSON
 * writes it: e-mail and phones need no escaping). Not yet delivered: deleted with their attempts;
 * delivered: the body keeps only the event, its time and the resource's id, and `erased_at` says
 * why, so "Send again" refuses it. Both in the UnitOfWork in progress (the account's erasure).
 */
@Injectable()
export class TypeormWebhookErasure extends WebhookErasure {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async forgetClient(client: ErasedClient, now: Date): Promise<WebhookErasureCounts> {
    const needles = [
      client.email.trim().toLowerCase(),
      ...client.phones.map((p) => p.trim()).filter((p) => p.length >= MIN_PHONE_FORM),
      ...(client.ids ?? []),
    ].filter((n) => n.length > 0);
    if (needles.length === 0) return { dropped: 0, redacted: 0 };
    const [counts]: { dropped: string; redacted: string }[] = await this.uow.manager.query(
      `WITH hit AS (
         SELECT id, status FROM webhook_deliveries d
          WHERE erased_at IS NULL
            AND EXISTS (SELECT 1 FROM unnest($1::text[]) n WHERE strpos(lower(d.payload), n) > 0)
          FOR UPDATE),
       dropped AS (
         DELETE FROM webhook_deliveries d USING hit
          WHERE d.id = hit.id AND hit.status <> 'delivered' RETURNING d.id),
       redacted AS (
         UPDATE webhook_deliveries d
            SET payload = json_build_object(
                  'type', d.payload::json->'type',
                  'timestamp', d.payload::json->'timestamp',
                  'data', json_build_object('id', d.payload::json->'data'->'id'))::text,
                erased_at = $2, response_excerpt = NULL
           FROM hit
          WHERE d.id = hit.id AND hit.status = 'delivered' RETURNING d.id),
       -- A receiver's answer may echo what it was sent.
       excerpts AS (
         UPDATE webhook_delivery_attempts a SET response_excerpt = NULL
           FROM redacted WHERE a.delivery_id = redacted.id)
       SELECT (SELECT count(*) FROM dropped) AS dropped, (SELECT count(*) FROM redacted) AS redacted`,
      [needles, now],
    );
    return { dropped: Number(counts.dropped), redacted: Number(counts.redacted) };
  }
}
