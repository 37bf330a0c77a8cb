import { MESSAGES } from './messages';
import {
  validateWebhookEndpoint,
  WEBHOOK_EVENT_TYPES,
  webhookEventBeyondScopes,
  webhookEventScope,
} from './webhooks';

describe('validateWebhookEndpoint', () => {
  const valid = { url: ' https://hooks.example.com/in?x=1 ', events: ['booking.paid'] };

  it('answers the trimmed URL, the events in the catalogue order once each, and the description', () => {
    expect(
      validateWebhookEndpoint({
        ...valid,
        events: ['client.registered', 'booking.created', 'client.registered'],
        description: ' CRM ',
      }),
    ).toEqual({
      ok: true,
      value: {
        url: 'https://hooks.example.com/in?x=1',
        events: ['booking.created', 'client.registered'],
        description: 'CRM',
      },
    });
  });

  it.each([['http://localhost:8080/hook'], ['https://[::1]:443/x'], ['https://10.0.0.1']])(
    'takes %s (where it may point is the server’s to decide)',
    (url) => {
      expect(validateWebhookEndpoint({ ...valid, url }).ok).toBe(true);
    },
  );

  it.each([
    ['', 'webhookUrlRequired'],
    ['ftp://example.com/x', 'webhookUrlInvalid'],
    ['https://user:pass@example.com/', 'webhookUrlInvalid'],
    ['example.com/hook', 'webhookUrlInvalid'],
    ['https://exa mple.com/', 'webhookUrlInvalid'],
    [`https://example.com/${'a'.repeat(2000)}`, 'tooLong'],
  ])('refuses the URL %j (%s)', (url, code) => {
    expect(validateWebhookEndpoint({ ...valid, url })).toMatchObject({
      ok: false,
      code,
      field: 'url',
    });
  });

  it('asks for at least one known event', () => {
    expect(validateWebhookEndpoint({ ...valid, events: [] })).toMatchObject({
      code: 'webhookEventsRequired',
      message: MESSAGES.webhookEventsRequired,
    });
    expect(validateWebhookEndpoint({ ...valid, events: 'booking.paid' })).toMatchObject({
      code: 'webhookEventsRequired',
    });
    expect(validateWebhookEndpoint({ ...valid, events: ['booking.paid', 'health.saved'] })).toEqual(
      {
        ok: false,
        code: 'webhookEventUnknown',
        message: 'Unknown event: health.saved.',
        field: 'events',
      },
    );
  });

  it('lists every event of the issue, booking.rescheduled included', () => {
    expect(WEBHOOK_EVENT_TYPES).toEqual([
      'booking.created',
      'booking.paid',
      'booking.status_changed',
      'booking.cancelled',
      'booking.rescheduled',
      'client.registered',
      'contact_message.created',
      'corporate_inquiry.created',
      'schedule.updated',
      'catalog.updated',
      'fee.charged',
      'fee.waived',
      'payment.succeeded',
      'payment.failed',
      'payment.refunded',
    ]);
  });
});

describe('webhookEventBeyondScopes', () => {
  it('answers null when the scopes read every event’s data', () => {
    expect(
      webhookEventBeyondScopes(WEBHOOK_EVENT_TYPES, [
        'appointments:read',
        'clients:read',
        'inquiries:read',
        'schedule:read',
        'catalog:read',
      ]),
    ).toBeNull();
    expect(webhookEventBeyondScopes(['client.registered'], ['clients:read'])).toBeNull();
  });

  it.each([
    ['booking.created', 'appointments:read'],
    ['booking.cancelled', 'appointments:read'],
    ['client.registered', 'clients:read'],
    ['contact_message.created', 'inquiries:read'],
    ['corporate_inquiry.created', 'inquiries:read'],
    ['schedule.updated', 'schedule:read'],
    ['catalog.updated', 'catalog:read'],
  ] as const)('answers %s beyond webhooks:manage alone (it needs %s)', (event, scope) => {
    expect(webhookEventBeyondScopes([event], ['webhooks:manage'])).toEqual({ event, scope });
    expect(webhookEventScope(event)).toBe(scope);
  });

  it('names the first event beyond the scopes', () => {
    expect(
      webhookEventBeyondScopes(['booking.paid', 'client.registered'], ['appointments:read']),
    ).toEqual({ event: 'client.registered', scope: 'clients:read' });
  });
});
