import { applyDecorators, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiParam } from '@nestjs/swagger';
import { ErrorDto } from '../common/dto/error.dto';

/** The `:id` of an appointment: a UUID, anything else is simply not found (404). */
export const AppointmentId = () => Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 }));

/** Documents the `:id` path parameter and the 404 of an unknown or malformed one. */
export const ApiAppointmentId = () =>
  applyDecorators(
    ApiParam({ name: 'id', format: 'uuid', description: "The appointment's id" }),
    ApiNotFoundResponse({ type: ErrorDto, description: 'No such appointment (or not a UUID)' }),
  );
