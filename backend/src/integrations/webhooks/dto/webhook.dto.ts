import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '@esthetics/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { WEBHOOK_DELIVERY_STATUSES } from '../ports/webhook-store.port';
import { InstantProperty } from '../../../common/dto/time-properties';

export class CreateWebhookBodyDto {
  @ApiProperty({
    example: 'https://hooks.example.com/esthetics',
    maxLength: WEBHOOK_LIMITS.url,
    description:
      'Where events are POSTed. Its host must resolve to public addresses only (https in production).',
  })
  url: string;
  @ApiProperty({ type: [String], enum: [...WEBHOOK_EVENT_TYPES], example: ['booking.paid'] })
  events: string[];
  @ApiPropertyOptional({ example: 'CRM sync', maxLength: WEBHOOK_LIMITS.description })
  description?: string;
}

export class WebhookEndpointDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'https://hooks.example.com/esthetics' }) url: string;
  @ApiProperty({ example: 'CRM sync' }) description: string;
  @ApiProperty({ type: [String], enum: [...WEBHOOK_EVENT_TYPES] }) events: string[];
  @ApiProperty({ description: 'false once it failed for a day (a delivery sent again enables it)' })
  enabled: boolean;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Since when its deliveries fail (the oldest event it has not taken)',
  })
  failing_since: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) disabled_at: string | null;
  @InstantProperty() created_at: string;
}

export class WebhookCreatedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'Copy the signing secret now: it is shown only once.' }) message: string;
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    description:
      'The Standard Webhooks signing secret, shown this once: verify `webhook-signature` with it.',
  })
  secret: string;
  @ApiProperty({ type: WebhookEndpointDto }) endpoint: WebhookEndpointDto;
}

export class WebhookEndpointListDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [WebhookEndpointDto] }) endpoints: WebhookEndpointDto[];
}

export class WebhookAttemptDto {
  @ApiProperty({ description: 'Its number (1 for the first); "Send again" goes on counting' })
  attempt: number;
  @InstantProperty() at: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The HTTP status answered (null: no answer, see error)',
  })
  http_status: number | null;
  @ApiProperty({ description: 'How long it took, in milliseconds' }) duration_ms: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Why it got no answer (network error, timeout, refused address) or was not sent (refused)',
  })
  error: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    maxLength: 200,
    description: 'The first 200 characters of the answer',
  })
  response_excerpt: string | null;
}

export class WebhookDeliveryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    example: 'msg_6c3f0d7b9e2a4f1c8b5d2e7a9f0c1b3d',
    description: 'The `webhook-id` header of every attempt',
  })
  webhook_id: string;
  @ApiProperty({ enum: [...WEBHOOK_EVENT_TYPES] }) event: string;
  @ApiProperty({
    enum: [...WEBHOOK_DELIVERY_STATUSES],
    description:
      "pending: waiting for an attempt; delivered: a 2xx answer; failed: a day of failures; refused: not sent, the endpoint's API key may not read this event's data (see error)",
  })
  status: string;
  @ApiProperty({ description: 'Attempts made so far' }) attempt: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The HTTP status of the last attempt (null: no answer)',
  })
  http_status: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'The last attempt, in milliseconds' })
  duration_ms: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why the last attempt got no answer (network error, timeout, refused address)',
  })
  error: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'At most 1 kB of the last answer',
  })
  response_excerpt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Next try' })
  next_attempt_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_attempt_at:
    string | null;
  @InstantProperty() created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) delivered_at: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When its body was reduced to the event and the resource id, its client having been erased (it cannot be sent again)',
  })
  erased_at: string | null;
  @ApiProperty({
    type: [WebhookAttemptDto],
    description: 'Every attempt kept (the last 30), oldest first',
  })
  history: WebhookAttemptDto[];
}

export class WebhookDeliveryListDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [WebhookDeliveryDto] }) deliveries: WebhookDeliveryDto[];
  @ApiProperty() total: number;
}

export class WebhookMessageDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty() message: string;
}
