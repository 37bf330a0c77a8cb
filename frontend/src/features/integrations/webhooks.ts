import {
  MESSAGES,
  validateWebhookEndpoint,
  WEBHOOK_EVENTS,
  type WebhookEndpointForm,
  type WebhookEventType,
} from '@esthetics/domain';
import type { Schemas } from '../../api/client';
import { failureMessage } from '../../api/errors';
import { mailTime } from '../admin/mail/mail';

/**
 * The Webhooks panel (docs/integrations.md#webhooks): the endpoints with their state, the form that
 * adds one (the same check as the server), and each endpoint's delivery log. Framework-free so it
 * is tested without a browser.
 */
export type WebhookEndpoint = Schemas['WebhookEndpointDto'];
export type WebhookDelivery = Schemas['WebhookDeliveryDto'];
export type WebhookAttempt = Schemas['WebhookAttemptDto'];

/** The events offered as checkboxes, with what each means. */
export const EVENT_CHOICES = WEBHOOK_EVENTS;

/** The add form as typed: the events ticked so far. */
export interface EndpointDraft {
  readonly url: string;
  readonly description: string;
  readonly events: readonly WebhookEventType[];
}

export const EMPTY_DRAFT: EndpointDraft = { url: '', description: '', events: [] };

/** Ticks or unticks an event; the draft keeps the catalogue's order. */
export function toggleEvent(
  draft: EndpointDraft,
  type: WebhookEventType,
  on: boolean,
): EndpointDraft {
  const chosen = new Set(draft.events);
  if (on) chosen.add(type);
  else chosen.delete(type);
  return { ...draft, events: EVENT_CHOICES.map((e) => e.type).filter((t) => chosen.has(t)) };
}

/** The body to send, or the problem to show beside its field (the domain's check, as the server's). */
export function checkDraft(
  draft: EndpointDraft,
): { ok: true; body: WebhookEndpointForm } | { ok: false; text: string; field: string } {
  const result = validateWebhookEndpoint({ ...draft, events: [...draft.events] });
  if (result.ok) return { ok: true, body: result.value };
  return { ok: false, text: result.message, field: result.field ?? 'url' };
}

export type EndpointState = 'enabled' | 'failing' | 'disabled';

/** What a row says of an endpoint, every text ready to render. */
export interface EndpointView {
  readonly id: string;
  readonly url: string;
  readonly description: string;
  readonly events: string;
  readonly state: EndpointState;
  readonly stateLabel: string;
  /** "Failing since Nov 23, 2026, 9:00 AM" or "Disabled on ..."; null when all is well. */
  readonly stateDetail: string | null;
}

export function endpointView(e: WebhookEndpoint, timeZone: string): EndpointView {
  const state: EndpointState = !e.enabled ? 'disabled' : e.failing_since ? 'failing' : 'enabled';
  const failing = e.failing_since ? `failing since ${mailTime(e.failing_since, timeZone)}` : null;
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events.join(', '),
    state,
    stateLabel: { enabled: 'Enabled', failing: 'Failing', disabled: 'Disabled' }[state],
    stateDetail:
      state === 'disabled'
        ? `Disabled on ${mailTime(e.disabled_at ?? e.created_at, timeZone)}${failing ? `, ${failing}` : ''}. Send a delivery again to enable it.`
        : failing && failing[0].toUpperCase() + failing.slice(1),
  };
}

/** What a row of the delivery log says. */
export interface DeliveryView {
  readonly id: string;
  readonly event: string;
  readonly status: string;
  readonly statusLabel: string;
  readonly attempt: string;
  /** "200", "500", or why there was no answer. */
  readonly httpStatus: string;
  readonly duration: string;
  readonly nextTry: string;
  readonly sentAt: string;
  readonly excerpt: string | null;
  /** Its client was erased: its body holds no personal data and it cannot be sent again. */
  readonly erased: boolean;
  /** Every attempt kept, oldest first. */
  readonly history: readonly AttemptView[];
}

/** One attempt of a delivery, as its history lists it. */
export interface AttemptView {
  readonly key: string;
  /** "Attempt 2, Nov 23, 9:00:05 AM" */
  readonly title: string;
  /** "HTTP 503 in 42 ms", "No answer after 10003 ms: ...", or why it was not sent. */
  readonly outcome: string;
  readonly excerpt: string | null;
}

const STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: 'Waiting',
  delivered: 'Delivered',
  failed: 'Failed',
  refused: 'Not sent',
};

/** An attempt's time to the second (retries come seconds apart). */
const attemptTime = (iso: string, timeZone: string): string =>
  new Date(iso).toLocaleString('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
  });

export function attemptView(a: WebhookAttempt, timeZone: string): AttemptView {
  const outcome =
    a.http_status !== null
      ? `HTTP ${a.http_status} in ${a.duration_ms} ms`
      : a.duration_ms === 0 && a.error
        ? a.error
        : `No answer after ${a.duration_ms} ms${a.error ? `: ${a.error}` : ''}`;
  return {
    key: String(a.attempt),
    title: `Attempt ${a.attempt}, ${attemptTime(a.at, timeZone)}`,
    outcome,
    excerpt: a.response_excerpt,
  };
}

export function deliveryView(d: WebhookDelivery, timeZone: string): DeliveryView {
  return {
    id: d.id,
    event: d.event,
    status: d.status,
    statusLabel: STATUS_LABELS[d.status] ?? d.status,
    attempt: d.attempt <= 0 ? 'Not yet' : String(d.attempt),
    httpStatus:
      d.http_status !== null
        ? String(d.http_status)
        : d.status === 'refused' && d.error
          ? d.error
          : d.error
            ? `No answer: ${d.error}`
            : '—',
    duration: d.duration_ms !== null ? `${d.duration_ms} ms` : '—',
    nextTry: d.next_attempt_at ? mailTime(d.next_attempt_at, timeZone) : '—',
    sentAt: mailTime(d.created_at, timeZone),
    excerpt: d.response_excerpt,
    erased: d.erased_at !== null,
    history: d.history.map((a) => attemptView(a, timeZone)),
  };
}

export type WebhookNotice = { kind: 'success' | 'error'; text: string };

/** The notice after a call: its success message, or the server's (or the network's) problem. */
export function callNotice(
  outcome: { ok: true; text: string } | { ok: false; error: unknown },
): WebhookNotice {
  if (outcome.ok) return { kind: 'success', text: outcome.text };
  return { kind: 'error', text: failureMessage(outcome.error, MESSAGES.unknownError) };
}

export const EMPTY_ENDPOINTS_TEXT =
  'No webhook endpoints yet. Add one to have bookings, clients and messages sent to another system.';
export const EMPTY_DELIVERIES_TEXT = 'Nothing sent to this endpoint yet.';
