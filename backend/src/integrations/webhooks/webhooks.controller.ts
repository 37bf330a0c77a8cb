import { Body, Controller, Delete, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminOnly, ApiKeyScope, SignedIn } from '../../auth/guards';
import { Principal } from '../../auth/token.service';
import { ApiRefusals, ApiPage, PostOk, PostCreated } from '../../common/api-responses';
import { PaginationQueryDto, toPage } from '../../common/dto/pagination.dto';
import {
  CreateWebhookBodyDto,
  WebhookCreatedDto,
  WebhookDeliveryListDto,
  WebhookEndpointListDto,
  WebhookMessageDto,
} from './dto/webhook.dto';
import { WebhooksService } from './webhooks.service';
import { UuidParam } from '../../common/uuid-param';

/** The endpoint's id, a UUID path parameter; anything else is simply not found (404). */
const ENDPOINT_ID = ApiParam({ name: 'id', format: 'uuid' });

@ApiTags('webhooks')
@Controller('admin/webhooks')
@AdminOnly()
@ApiKeyScope('webhooks:manage')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @PostCreated('', { body: CreateWebhookBodyDto, answer: WebhookCreatedDto })
  @ApiOperation({
    summary: 'Register a webhook endpoint; answers its signing secret, shown this once',
    description:
      'Events are POSTed as `{type, timestamp, data}`, signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature`). ' +
      'The URL is refused when its host resolves to a loopback, private, unique-local or link-local address (https only in production). ' +
      "With an API key, each event needs the scope that reads its data (`booking.*`: `appointments:read`, `client.registered`: `clients:read`, `contact_message.created` and `corporate_inquiry.created`: `inquiries:read`); the endpoint keeps to its key's scopes: a delivery the key may no longer read (revoked, or without the scope) is not sent and shows as `refused` in the log.",
  })
  @ApiRefusals({
    400: 'A bad URL (or one pointing to a local network), or no known event',
    403: 'Not an admin token; an API key without `webhooks:manage`; or an API key subscribing to an event whose data its scopes may not read (code `webhookEventBeyondScopes`, the message names the event and the scope)',
  })
  createWebhook(
    @Body() body: CreateWebhookBodyDto,
    @SignedIn() by: Principal,
  ): Promise<WebhookCreatedDto> {
    return this.webhooks.create(body, by);
  }

  @Get()
  @ApiOperation({
    summary: 'The webhook endpoints, oldest first, with their state (never secrets)',
  })
  @ApiOkResponse({ type: WebhookEndpointListDto })
  listWebhooks(): Promise<WebhookEndpointListDto> {
    return this.webhooks.list();
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a webhook endpoint and its delivery log' })
  @ENDPOINT_ID
  @ApiOkResponse({ type: WebhookMessageDto })
  @ApiRefusals({ 404: 'No such endpoint' })
  deleteWebhook(@UuidParam('id') id: string): Promise<WebhookMessageDto> {
    return this.webhooks.remove(id);
  }

  @Get(':id/deliveries')
  @ApiOperation({
    summary: "An endpoint's deliveries, newest first: event, attempts, last answer, next try",
    description:
      'Each delivery carries `history`, its attempts oldest first (the last 30 are kept): time, HTTP status or error, duration and the first 200 characters of the answer. A delivery no longer tried (delivered, failed, refused) leaves the log 30 days after its event.',
  })
  @ENDPOINT_ID
  @ApiPage(WebhookDeliveryListDto)
  @ApiRefusals({ 404: 'No such endpoint' })
  listWebhookDeliveries(
    @UuidParam('id') id: string,
    @Query() query: PaginationQueryDto,
  ): Promise<WebhookDeliveryListDto> {
    return this.webhooks.deliveries(id, toPage(query));
  }

  @PostOk(':id/deliveries/:deliveryId/retry', { answer: WebhookMessageDto })
  @ApiOperation({
    summary: 'Send a delivery again now, with the same webhook-id; enables a disabled endpoint',
    description:
      'Retried on failure for a day from now. Safe while the sweep runs: an attempt in progress is not made twice.',
  })
  @ENDPOINT_ID
  @ApiParam({ name: 'deliveryId', format: 'uuid' })
  @ApiRefusals({
    404: 'No such endpoint or delivery',
    409: 'The delivery told of a client whose account was deleted: its body was erased (code `webhookDeliveryErased`)',
  })
  retryWebhookDelivery(
    @UuidParam('id') id: string,
    @UuidParam('deliveryId') deliveryId: string,
  ): Promise<WebhookMessageDto> {
    return this.webhooks.retry(id, deliveryId);
  }
}
