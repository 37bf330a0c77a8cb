import { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { API_KEY_SCHEME, OWNER_JWT_SCHEME } from '../auth/guards';
import { withCommonResponses } from '../common/openapi/common-responses';
import { sortKeys } from '../common/openapi/sort-keys';
import { AppConfig } from '../config/app-config';
import { IDEMPOTENCY_KEY_HEADER } from '../integrations/idempotency/idempotency-key';
import { withWebhooks } from '../integrations/webhooks/webhooks.openapi';

/**
 * The API's OpenAPI document as served at /api/openapi.json and committed as openapi/openapi.json
 * (the same function writes both): the routes' document with the answers every operation of a kind
 * can give, and its webhooks, keys sorted.
 */
export function publishedOpenApi(app: INestApplication, config: AppConfig): OpenAPIObject {
  return sortKeys(
    withWebhooks(withCommonResponses(openApiDocument(app, config), IDEMPOTENCY_KEY_HEADER)),
  ) as OpenAPIObject;
}

export function openApiDocument(app: INestApplication, config: AppConfig): OpenAPIObject {
  const document = new DocumentBuilder()
    .setTitle(`${config.business.name} booking API`)
    .setDescription(
      'Public catalog, availability and booking; client accounts; the admin console. ' +
        'Prices are computed by the server from the catalog. Money fields without a suffix are dollars; *_cents are integer cents.',
    )
    .setVersion('1.0.0')
    .setLicense('Proprietary: all rights reserved', `${config.publicUrl}/terms-of-service`)
    .addServer('/', 'This server')
    .setOpenAPIVersion('3.1.0')
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: "The owner's session token (POST /api/admin/login), or a client's",
      },
      OWNER_JWT_SCHEME,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'esk_…',
        description:
          "An integrator's API key (`esk_` and 43 characters), created by the owner in the console's Integrations tab. " +
          "It opens only the admin operations whose security names one of its scopes (OpenAPI 3.1 lists them in the requirement, and `x-api-key-scope` repeats it): a missing scope answers 403, a revoked or unknown key 401, too many requests 429 with Retry-After. Managing keys needs the owner's own login.",
      },
      API_KEY_SCHEME,
    )
    .build();
  const openApi = SwaggerModule.createDocument(app, document, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
  for (const item of Object.values(openApi.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation) continue;
      // Public operations say so explicitly; a requirement given twice (controller and route) once.
      const seen = new Set<string>();
      operation.security = (operation.security ?? []).filter((requirement) => {
        const key = JSON.stringify(requirement);
        return !seen.has(key) && Boolean(seen.add(key));
      });
    }
  }
  return toOpenApi31(openApi);
}

type Schemaish = Record<string, unknown>;

/**
 * The document as OpenAPI 3.1 (JSON Schema 2020-12), which @nestjs/swagger does not write by itself:
 * its 3.0 `nullable: true` becomes `null` among the types (and the enum), or for a reference, one of
 * the reference and null.
 */
function toOpenApi31(document: OpenAPIObject): OpenAPIObject {
  const convert = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(convert);
    if (!node || typeof node !== 'object') return node;
    const converted = Object.fromEntries(
      Object.entries(node as Schemaish).map(([k, v]) => [k, convert(v)]),
    ) as Schemaish;
    if (converted.nullable !== true) return converted;
    const schema = { ...converted };
    delete schema.nullable;
    const allOf = schema.allOf as Schemaish[] | undefined;
    if (allOf) {
      const rest = { ...schema };
      delete rest.allOf;
      delete rest.type;
      const inner = allOf.length === 1 ? allOf[0] : { allOf };
      return { ...rest, anyOf: [inner, { type: 'null' }] };
    }
    if (typeof schema.type === 'string') {
      const withNull: Schemaish = { ...schema, type: [schema.type, 'null'] };
      if (Array.isArray(schema.enum)) withNull.enum = [...(schema.enum as unknown[]), null];
      return withNull;
    }
    return { anyOf: [schema, { type: 'null' }] };
  };
  return convert(document) as OpenAPIObject;
}
