import type { FixedMessageCode } from '@esthetics/domain';
import { applyDecorators, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';
import { AppError } from './app-errors';
import { ErrorDto } from './dto/error.dto';

/**
 * A path parameter that holds a row's id, a UUID: anything else names nothing, a 404 before any
 * query (a uuid column refuses other text). `notFound` answers with the route's own message, the one
 * an unknown id gets, instead of the pipe's.
 */
export const UuidParam = (name = 'id', notFound?: FixedMessageCode) =>
  Param(
    name,
    new ParseUUIDPipe(
      notFound ? { exceptionFactory: () => AppError.of(notFound) } : { errorHttpStatusCode: 404 },
    ),
  );

/**
 * Documents the `:id` path parameter and the 404 of an unknown or malformed one (`notFound`, when
 * the route words it its own way).
 */
export const ApiUuidParam = (what: string, notFound = `No such ${what} (or not a UUID)`) =>
  applyDecorators(
    ApiParam({ name: 'id', format: 'uuid', description: `The ${what}'s id` }),
    ApiNotFoundResponse({ type: ErrorDto, description: notFound }),
  );
