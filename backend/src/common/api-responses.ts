import { applyDecorators, HttpCode, Post, Type } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiResponse,
} from '@nestjs/swagger';
import { ErrorDto } from './dto/error.dto';

/** The refusals a route documents itself, each with what it means there ('': nothing to add). */
export type Refusals = Partial<Record<400 | 402 | 403 | 404 | 409 | 410 | 429 | 502, string>>;

/**
 * A route's refusals in the OpenAPI document. Every error the API answers has an `ErrorDto` body
 * (the exception filter writes them all), so a route names only the status and its meaning.
 */
export const ApiRefusals = (refusals: Refusals) =>
  applyDecorators(
    ...Object.entries(refusals).map(([status, description]) =>
      ApiResponse({ status: Number(status), type: ErrorDto, description }),
    ),
  );

/** A paged list (`limit`, `offset`): answers `type`, or 400 for a bad limit or offset. */
export const ApiPage = (type: Type<unknown>) =>
  applyDecorators(ApiOkResponse({ type }), ApiRefusals({ 400: 'A bad limit or offset' }));

/** A route that answers 204 and no body once done (`done`: what happened, e.g. "Removed"). */
export const NoContent = (done: string) =>
  applyDecorators(HttpCode(204), ApiNoContentResponse({ description: done }));

/**
 * A POST that acts rather than creates, so answers 200 (Nest's default for a POST is 201) with
 * `answer`; `body`, the request body's type, if it takes one.
 */
export const PostOk = (path: string, { answer, body }: { answer: Type; body?: Type }) =>
  applyDecorators(
    Post(path),
    HttpCode(200),
    ...(body ? [ApiBody({ type: body })] : []),
    ApiOkResponse({ type: answer }),
  );

/** A POST that creates: 201 with `answer`, from a `body` of that type. */
export const PostCreated = (path: string, { answer, body }: { answer: Type; body: Type }) =>
  applyDecorators(Post(path), ApiBody({ type: body }), ApiCreatedResponse({ type: answer }));
