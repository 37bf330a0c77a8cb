/**
 * What every form check answers: the normalised value, or a failure that names its message by a stable
 * code. The browser and the server run the same checks, so they agree on every rule and every message.
 */
import { MESSAGES, MessageKey } from '../messages';

/**
 * The stable, machine-readable name of a failure: the key of its message in the catalogue. Callers
 * choose what to do (an HTTP status, a field to mark) from the code, never by comparing message text.
 */
export type MessageCode = MessageKey;

/** A code whose message is a fixed sentence. */
export type FixedMessageCode = {
  [K in MessageCode]: (typeof MESSAGES)[K] extends string ? K : never;
}[MessageCode];

/** A code whose message is a template filled in with the failure's details (a label, a limit). */
export type TemplateMessageCode = Exclude<MessageCode, FixedMessageCode>;

export interface ValidationFailure {
  readonly ok: false;
  readonly code: MessageCode;
  readonly message: string;
  readonly field?: string;
}

export type Validation<T> = { readonly ok: true; readonly value: T } | ValidationFailure;

export type Raw<T> = { readonly [K in keyof T]?: unknown };
