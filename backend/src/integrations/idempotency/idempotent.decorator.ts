import { applyDecorators, UseFilters, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { ErrorDto } from '../../common/dto/error.dto';
import { IDEMPOTENCY_KEY_HEADER, REPLAYED_HEADER } from './idempotency-key';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotentReplayFilter } from './idempotent-replay.filter';

/**
 * A POST that is safe to retry with an `Idempotency-Key` header (see IdempotencyInterceptor and
 * docs/integrations.md), documented in the OpenAPI spec.
 */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    UseFilters(IdempotentReplayFilter),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      schema: { type: 'string', minLength: 16, maxLength: 255, pattern: '^[A-Za-z0-9._:-]+$' },
      description:
        'Makes the request safe to retry: a random UUID per request. For 24 hours the same key with ' +
        'the same body answers the first answer again (status and body, with the header ' +
        `\`${REPLAYED_HEADER}: true\`) and changes nothing; a duplicate sent while the first is still ` +
        'running waits for its answer (409 if it takes over 10 seconds). 4xx answers are kept too; ' +
        'after a 5xx or 429 the key is free for a retry. Keys are per route and per caller (API key ' +
        'or session; anonymous callers share one space per route). Another body with a used key: 422.',
    }),
    ApiUnprocessableEntityResponse({
      type: ErrorDto,
      description: 'The Idempotency-Key was already used with another body',
    }),
  );
