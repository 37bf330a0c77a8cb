import { MESSAGES } from '@esthetics/domain';
import { ApiError } from '../../api/errors';
import {
  callNotice,
  checkDraft,
  deliveryView,
  EMPTY_DRAFT,
  endpointView,
  toggleEvent,
  type WebhookDelivery,
  type WebhookEndpoint,
} from './webhooks';

const TZ = 'America/New_York';

const endpoint = (over: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 'e1',
  url: 'https://hooks.example.com/in',
  description: 'CRM',
  events: ['booking.created', 'booking.paid'],
  enabled: true,
  failing_since: null,
  disabled_at: null,
  created_at: '2026-11-23T14:00:00.000Z',
  ...over,
});

const delivery = (over: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 'd1',
  webhook_id: 'msg_1',
  event: 'booking.paid',
  status: 'pending',
  attempt: 1,
  http_status: 500,
  duration_ms: 42,
  error: null,
  response_excerpt: 'oops',
  next_attempt_at: '2026-11-23T14:00:05.000Z',
  last_attempt_at: '2026-11-23T14:00:00.000Z',
  created_at: '2026-11-23T14:00:00.000Z',
  delivered_at: null,
  erased_at: null,
  history: [],
  ...over,
});

describe('the add form', () => {
  it('keeps the ticked events in the catalogue order', () => {
    let draft = toggleEvent(EMPTY_DRAFT, 'client.registered', true);
    draft = toggleEvent(draft, 'booking.created', true);
    expect(draft.events).toEqual(['booking.created', 'client.registered']);
    expect(toggleEvent(draft, 'booking.created', false).events).toEqual(['client.registered']);
  });

  it('checks the draft with the domain, naming the field', () => {
    expect(checkDraft(EMPTY_DRAFT)).toEqual({
      ok: false,
      text: MESSAGES.webhookUrlRequired,
      field: 'url',
    });
    expect(checkDraft({ ...EMPTY_DRAFT, url: 'https://x.example/in' })).toEqual({
      ok: false,
      text: MESSAGES.webhookEventsRequired,
      field: 'events',
    });
    expect(
      checkDraft({ url: ' https://x.example/in ', description: '', events: ['booking.paid'] }),
    ).toEqual({
      ok: true,
      body: { url: 'https://x.example/in', description: '', events: ['booking.paid'] },
    });
  });
});

describe('endpointView', () => {
  it('says enabled, failing since when, or disabled', () => {
    expect(endpointView(endpoint(), TZ)).toMatchObject({
      state: 'enabled',
      stateLabel: 'Enabled',
      stateDetail: null,
      events: 'booking.created, booking.paid',
    });
    expect(endpointView(endpoint({ failing_since: '2026-11-23T14:00:00.000Z' }), TZ)).toMatchObject(
      { state: 'failing', stateDetail: 'Failing since Nov 23, 2026, 9:00 AM' },
    );
    expect(
      endpointView(
        endpoint({
          enabled: false,
          failing_since: '2026-11-23T14:00:00.000Z',
          disabled_at: '2026-11-24T14:00:00.000Z',
        }),
        TZ,
      ),
    ).toMatchObject({
      state: 'disabled',
      stateLabel: 'Disabled',
      stateDetail:
        'Disabled on Nov 24, 2026, 9:00 AM, failing since Nov 23, 2026, 9:00 AM. Send a delivery again to enable it.',
    });
  });
});

describe('deliveryView', () => {
  it('shows the event, attempt, HTTP status, duration and next try', () => {
    expect(deliveryView(delivery(), TZ)).toMatchObject({
      event: 'booking.paid',
      statusLabel: 'Waiting',
      attempt: '1',
      httpStatus: '500',
      duration: '42 ms',
      nextTry: 'Nov 23, 2026, 9:00 AM',
    });
  });

  it('says why there was no answer, and no next try once delivered', () => {
    expect(
      deliveryView(
        delivery({ http_status: null, error: MESSAGES.webhookAddressRefused, duration_ms: 3 }),
        TZ,
      ).httpStatus,
    ).toBe(`No answer: ${MESSAGES.webhookAddressRefused}`);
    expect(
      deliveryView(delivery({ status: 'delivered', http_status: 204, next_attempt_at: null }), TZ),
    ).toMatchObject({ statusLabel: 'Delivered', httpStatus: '204', nextTry: '—' });
  });
});

describe('the attempts of a delivery', () => {
  it('lists each attempt to the second: the failure and its answer kept, then the success', () => {
    const view = deliveryView(
      delivery({
        status: 'delivered',
        attempt: 2,
        history: [
          {
            attempt: 1,
            at: '2026-11-23T14:00:00.000Z',
            http_status: 503,
            duration_ms: 12,
            error: null,
            response_excerpt: 'busy',
          },
          {
            attempt: 2,
            at: '2026-11-23T14:00:05.000Z',
            http_status: null,
            duration_ms: 10003,
            error: 'No answer within 10 s',
            response_excerpt: null,
          },
        ],
      }),
      TZ,
    );
    expect(view.history).toEqual([
      {
        key: '1',
        title: 'Attempt 1, Nov 23, 9:00:00 AM',
        outcome: 'HTTP 503 in 12 ms',
        excerpt: 'busy',
      },
      {
        key: '2',
        title: 'Attempt 2, Nov 23, 9:00:05 AM',
        outcome: 'No answer after 10003 ms: No answer within 10 s',
        excerpt: null,
      },
    ]);
  });

  it('says why a refused delivery was not sent, and which were erased', () => {
    const reason = MESSAGES.webhookRefusedScope('client.registered', 'clients:read');
    const refused = deliveryView(
      delivery({
        status: 'refused',
        http_status: null,
        error: reason,
        history: [
          {
            attempt: 1,
            at: '2026-11-23T14:00:00.000Z',
            http_status: null,
            duration_ms: 0,
            error: reason,
            response_excerpt: null,
          },
        ],
      }),
      TZ,
    );
    expect(refused).toMatchObject({ statusLabel: 'Not sent', httpStatus: reason, erased: false });
    expect(refused.history[0].outcome).toBe(reason);
    expect(deliveryView(delivery({ erased_at: '2026-11-24T10:00:00.000Z' }), TZ).erased).toBe(true);
  });
});

describe('callNotice', () => {
  it("shows the server's message, or the network's", () => {
    expect(callNotice({ ok: true, text: MESSAGES.webhookRetried })).toEqual({
      kind: 'success',
      text: MESSAGES.webhookRetried,
    });
    expect(
      callNotice({ ok: false, error: new ApiError(400, MESSAGES.webhookAddressRefused, 'url') }),
    ).toEqual({ kind: 'error', text: MESSAGES.webhookAddressRefused });
    expect(callNotice({ ok: false, error: new TypeError('fetch failed') })).toEqual({
      kind: 'error',
      text: MESSAGES.networkError,
    });
  });
});
