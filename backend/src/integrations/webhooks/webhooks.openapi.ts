import { WEBHOOK_EVENTS, WebhookEventType } from '@esthetics/domain';
import { OpenAPIObject } from '@nestjs/swagger';

/** The schema (in components) of each event's `data`: the resource as the API shows it. */
export const WEBHOOK_DATA_SCHEMAS: Record<WebhookEventType, string> = {
  'booking.created': 'AppointmentDto',
  'booking.paid': 'AppointmentDto',
  'booking.status_changed': 'AppointmentDto',
  'booking.cancelled': 'AppointmentDto',
  'booking.rescheduled': 'AppointmentDto',
  'client.registered': 'ClientDto',
  'contact_message.created': 'ContactMessageDto',
  'corporate_inquiry.created': 'CorporateInquiryDto',
  'schedule.updated': 'OwnerScheduleDto',
  'catalog.updated': 'CatalogChangeDto',
  'fee.charged': 'FeeDto',
  'fee.waived': 'FeeDto',
  'payment.succeeded': 'VisitCheckoutDoneDto',
  'payment.failed': 'PaymentFailedDto',
  'payment.refunded': 'ChargeRefundDto',
};

const header = (name: string, description: string, example: string) => ({
  name,
  in: 'header',
  required: true,
  description,
  schema: { type: 'string' },
  example,
});

const HEADERS = [
  header(
    'webhook-id',
    'The message id: the same on every attempt of one event (deduplicate on it).',
    'msg_6c3f0d7b9e2a4f1c8b5d2e7a9f0c1b3d',
  ),
  header('webhook-timestamp', 'When this attempt was signed, in Unix seconds.', '1795449600'),
  header(
    'webhook-signature',
    'Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret (after `whsec_`, base64-decoded).',
    'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  ),
];

/**
 * The OpenAPI 3.1 `webhooks` section: one POST per event the site sends, its body `{type,
 * timestamp, data}` and its Standard Webhooks headers. Added to the generated document (which must
 * be 3.1: 3.0 has no `webhooks`); the data schemas are the API's own, already in its components.
 */
export function webhooksOpenApi(): Record<string, unknown> {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map(({ type, description, scope }) => [
      type,
      {
        post: {
          operationId: `webhook_${type.replace(/\./g, '_')}`,
          summary: description,
          description:
            'Sent to each enabled endpoint subscribed to this event, at least once: retried on a network error or a non-2xx answer (first retry within 10 s, then backing off for a day) with the same `webhook-id`. Answer 2xx within 10 s. ' +
            `An endpoint registered with an API key gets it only while the key has \`${scope}\`.`,
          'x-api-key-scope': scope,
          tags: ['webhooks'],
          security: [],
          parameters: HEADERS,
          requestBody: {
            required: true,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['type', 'timestamp', 'data'],
                  properties: {
                    type: { type: 'string', enum: [type] },
                    timestamp: {
                      type: 'string',
                      format: 'date-time',
                      description: 'When the change happened',
                    },
                    data: { $ref: `#/components/schemas/${WEBHOOK_DATA_SCHEMAS[type]}` },
                  },
                },
              },
            },
          },
          responses: {
            '200': { description: 'Taken (any 2xx answer will do)' },
            default: { description: 'Anything else (or no answer in 10 s) is retried' },
          },
        },
      },
    ]),
  );
}

/** The document with its `webhooks` section (for the write-openapi script, on a 3.1 document). */
export function withWebhooks(document: OpenAPIObject): OpenAPIObject {
  return { ...document, webhooks: webhooksOpenApi() } as OpenAPIObject;
}
