/** How an erased client is found in stored webhook bodies: their e-mail and every form of their phone. */
export interface ErasedClient {
  /** '' when the address is not proven theirs (nothing is found by it then). */
  readonly email: string;
  readonly phones: readonly string[];
  /** Ids that name only them (their account's), found as they are. */
  readonly ids?: readonly string[];
}

/** What forgetting a client did to the webhook outbox. */
export interface WebhookErasureCounts {
  /** Deliveries not yet sent (pending, failed, refused), deleted: they are never sent. */
  readonly dropped: number;
  /** Delivered ones, kept in the log with their body reduced to the event and the resource's id. */
  readonly redacted: number;
}

/**
 * The webhooks' part of erasing a client (privacy): called in the erasure's transaction, so their
 * personal data leaves the outbox with the account. No retry or "Send again" sends it afterwards.
 */
export abstract class WebhookErasure {
  abstract forgetClient(client: ErasedClient, now: Date): Promise<WebhookErasureCounts>;
}
