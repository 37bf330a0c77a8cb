import { WebhookEventType } from '@esthetics/domain';

/**
 * Where every module reports what integrators hear of (docs/integrations.md#webhooks). Called
 * inside a UnitOfWork, the events are written to the webhook outbox in that transaction, one row
 * per enabled endpoint subscribed to the type: sent if and only if the change they tell of is
 * stored.
 */
export abstract class WebhookEvents {
  /**
   * `data` is the resource as the API shows it (its response DTO), never health answers or card
   * data. Several types queue one event each, with the same data.
   */
  abstract publish(
    type: WebhookEventType | readonly WebhookEventType[],
    data: object,
  ): Promise<void>;
}

/** The events of a booking's new status: booking.status_changed, and booking.cancelled when it is. */
export const bookingStatusEvents = (status: string): WebhookEventType[] =>
  status === 'cancelled'
    ? ['booking.status_changed', 'booking.cancelled']
    : ['booking.status_changed'];
