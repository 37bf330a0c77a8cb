import { applyDecorators, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';
import { ErrorDto } from '../common/dto/error.dto';

/** The `:id` of an admin route: a UUID, anything else is simply not found (404). */
export const IdParam = () => Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 }));

/** Documents the `:id` path parameter and the 404 of an unknown or malformed one. */
export const ApiIdParam = (what: string) =>
  applyDecorators(
    ApiParam({ name: 'id', format: 'uuid', description: `The ${what}'s id` }),
    ApiNotFoundResponse({ type: ErrorDto, description: `No such ${what} (or not a UUID)` }),
  );
