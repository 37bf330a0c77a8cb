import type { ApiKeyScope as Scope } from '@esthetics/domain';
import { applyDecorators, Controller, Type } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, ApiKeyScope } from '../auth/guards';
import { ApiUuidParam } from '../common/uuid-param';

/** A controller of the owner's console, `path` below `/api`: every route takes an admin token only. */
export const AdminConsole = (path: string) =>
  applyDecorators(ApiTags('admin'), Controller(path), AdminOnly());

/**
 * A console route on one appointment (`:id`) that answers `type`, open to an API key with `scope`;
 * `body`, the request body's type, if it takes one. Applied in the order the decorators would be
 * written above a method, last first.
 */
export const OnAppointment = (type: Type<unknown>, scope: Scope, body?: Type<unknown>) =>
  applyDecorators(
    ApiKeyScope(scope),
    ApiOkResponse({ type }),
    ...(body ? [ApiBody({ type: body })] : []),
    ApiUuidParam('appointment'),
  );
