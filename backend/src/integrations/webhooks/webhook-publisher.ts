import { WebhookEventType } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../common/clock';
import { WebhookEvents } from './ports/webhook-events.port';
import { WebhookStore } from './ports/webhook-store.port';

/** A message's `webhook-id`, the same on every attempt: `msg_` and 32 hex digits. */
export const newMessageId = (): string => `msg_${randomUUID().replace(/-/g, '')}`;

/** The body of an event as every endpoint receives it: `{type, timestamp, data}`. */
export const eventBody = (type: WebhookEventType, timestamp: Date, data: object): string =>
  JSON.stringify({ type, timestamp: timestamp.toISOString(), data });

/** WebhookEvents: an event's deliveries written to the outbox, in the caller's transaction. */
@Injectable()
export class WebhookPublisher extends WebhookEvents {
  constructor(
    private readonly store: WebhookStore,
    private readonly clock: Clock,
  ) {
    super();
  }

  async publish(type: WebhookEventType | readonly WebhookEventType[], data: object): Promise<void> {
    const now = this.clock.now();
    const types: readonly WebhookEventType[] = typeof type === 'string' ? [type] : type;
    await this.store.queue(
      types.map((t) => ({ messageId: newMessageId(), type: t, payload: eventBody(t, now, data) })),
      now,
    );
  }
}
