/** One signed POST to an endpoint, to the address the SSRF guard checked. */
export interface WebhookRequest {
  readonly url: URL;
  /** Where to connect: the host's address as checked (never looked up again, so it cannot rebind). */
  readonly address: string;
  readonly family: 4 | 6;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** The answer: its status and at most WEBHOOK_RESPONSE_EXCERPT bytes of its body. */
export interface WebhookResponse {
  readonly status: number;
  readonly excerpt: string;
}

/** How long an attempt may take, answer included. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of an answer's body is kept. */
export const WEBHOOK_RESPONSE_EXCERPT = 1024;

/** Sends a webhook; rejects on a network error or after WEBHOOK_TIMEOUT_MS. Redirects are not followed. */
export abstract class WebhookSender {
  abstract send(request: WebhookRequest): Promise<WebhookResponse>;
}
