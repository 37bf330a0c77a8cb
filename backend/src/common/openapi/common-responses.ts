import { MESSAGES } from '@esthetics/domain';
import type { OpenAPIObject } from '@nestjs/swagger';

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  parameters?: { in?: string; name?: string }[];
  requestBody?: unknown;
  responses: Record<string, Json>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Operations answered from memory (prepared once at start), which never reach the database, so never
 * answer its outage.
 */
const WITHOUT_DATABASE = new Set(['getSite', 'getCatalog']);

const errorAnswer = (description: string, headers?: Json): Json => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorDto' } } },
});

/**
 * The answers any operation of a kind can give whatever its controller says, added to each such
 * operation of the document so that every status the API can answer is documented where it can
 * occur: a request body that is no JSON (400), too large (413) or in an unknown charset (415); a path
 * parameter that is not valid percent-encoding (400); a retry-safe POST whose duplicate is still
 * running (409); a fault of the server (500); the database out of reach (503, Retry-After).
 * An operation that documents one of these statuses itself keeps its own description.
 */
export function withCommonResponses(
  document: OpenAPIObject,
  /** The header that makes a POST safe to retry (the idempotency integration's). */
  idempotencyKeyHeader: string,
): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const add = (status: string, response: Json) => {
        operation.responses[status] ??= response;
      };
      if (operation.requestBody) {
        add('400', errorAnswer(`${MESSAGES.requestNotJson} (or the body is invalid)`));
        add('413', errorAnswer(MESSAGES.requestTooLarge));
        add('415', errorAnswer(`${MESSAGES.requestUnreadable} (a charset the server cannot read)`));
      }
      if (operation.parameters?.some((p) => p.name === idempotencyKeyHeader)) {
        add(
          '409',
          errorAnswer(
            'A request with the same Idempotency-Key is still running after 10 seconds (Retry-After)',
          ),
        );
      }
      if (operation.parameters?.some((p) => p.in === 'path')) {
        add(
          '400',
          errorAnswer(`${MESSAGES.requestUnreadable} (a path that is not valid percent-encoding)`),
        );
      }
      // Only a fault of the server (a stored record it cannot read), never the request's doing.
      add('500', errorAnswer(MESSAGES.serverError));
      if (!WITHOUT_DATABASE.has(operation.operationId ?? '')) {
        add(
          '503',
          errorAnswer(MESSAGES.databaseUnavailable, {
            'Retry-After': {
              description: 'Seconds to wait before trying again',
              schema: { type: 'integer' },
            },
          }),
        );
      }
    }
  }
  return document;
}
