import { MESSAGES, validateWebhookEndpoint, webhookEventBeyondScopes } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { Principal } from '../../auth/token.service';
import { AppError } from '../../common/app-errors';
import { Clock } from '../../common/clock';
import { Page } from '../../common/dto/pagination.dto';
import { asRecord, valueOrThrow } from '../../common/input';
import {
  WebhookCreatedDto,
  WebhookDeliveryListDto,
  WebhookEndpointListDto,
  WebhookMessageDto,
} from './dto/webhook.dto';
import { toWebhookDeliveryDto, toWebhookEndpointDto } from './dto/webhook.mapper';
import { WebhookStore } from './ports/webhook-store.port';
import { newWebhookSecret, SecretBox } from './secret-box';
import { UrlGuard } from './url-guard';

/** The owner's webhook endpoints: registering one (its secret shown once), the list, the log. */
@Injectable()
export class WebhooksService {
  constructor(
    private readonly store: WebhookStore,
    private readonly guard: UrlGuard,
    private readonly secrets: SecretBox,
    private readonly clock: Clock,
  ) {}

  /**
   * An API key may subscribe only to events whose data its scopes read (403 otherwise); the endpoint
   * remembers the key, so each delivery is checked against the key as it is then.
   */
  async create(body: unknown, by: Principal): Promise<WebhookCreatedDto> {
    const form = valueOrThrow(validateWebhookEndpoint(asRecord(body)));
    const key = by.apiKey ?? null;
    const beyond = key ? webhookEventBeyondScopes(form.events, key.scopes) : null;
    if (beyond)
      throw AppError.with('webhookEventBeyondScopes', [beyond.event, beyond.scope], 'events');
    await this.guard.check(form.url);
    const secret = newWebhookSecret();
    const endpoint = await this.store.createEndpoint(
      { ...form, apiKeyId: key?.id ?? null, secretSealed: this.secrets.seal(secret) },
      this.clock.now(),
    );
    return {
      status: 'success',
      message: MESSAGES.webhookCreated,
      id: endpoint.id,
      secret,
      endpoint: toWebhookEndpointDto(endpoint),
    };
  }

  async list(): Promise<WebhookEndpointListDto> {
    const endpoints = await this.store.listEndpoints();
    return { status: 'success', endpoints: endpoints.map(toWebhookEndpointDto) };
  }

  async remove(id: string): Promise<WebhookMessageDto> {
    if (!(await this.store.deleteEndpoint(id))) throw AppError.of('webhookEndpointNotFound');
    return { status: 'success', message: MESSAGES.webhookDeleted };
  }

  async deliveries(id: string, page: Page): Promise<WebhookDeliveryListDto> {
    if (!(await this.store.findEndpoint(id))) throw AppError.of('webhookEndpointNotFound');
    const { items, total } = await this.store.deliveriesOf(id, page);
    return { status: 'success', deliveries: items.map(toWebhookDeliveryDto), total };
  }

  /** Due now with the same webhook-id; its endpoint is enabled again (retries go on for a day). */
  async retry(id: string, deliveryId: string): Promise<WebhookMessageDto> {
    if (!(await this.store.findEndpoint(id))) throw AppError.of('webhookEndpointNotFound');
    const retried = await this.store.retry(id, deliveryId, this.clock.now());
    if (retried === 'missing') throw AppError.of('webhookDeliveryNotFound');
    if (retried === 'erased') throw AppError.of('webhookDeliveryErased');
    return { status: 'success', message: MESSAGES.webhookRetried };
  }
}
