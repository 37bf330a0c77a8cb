import { applyDecorators, CanActivate, Type, UseGuards } from '@nestjs/common';
import { ApiResponseNoStatusOptions } from '@nestjs/swagger';
import { ErrorDto } from './dto/error.dto';

/** A status's response decorator of @nestjs/swagger (ApiForbiddenResponse, ApiTooManyRequestsResponse...). */
type ApiRefusal = (options: ApiResponseNoStatusOptions) => MethodDecorator & ClassDecorator;

/**
 * A route behind `guard`, with the answer it gives when the guard refuses documented in the OpenAPI
 * spec: `refusal`'s status, an ErrorDto, and `description`.
 */
export const GuardedBy = (guard: Type<CanActivate>, refusal: ApiRefusal, description: string) =>
  applyDecorators(UseGuards(guard), refusal({ type: ErrorDto, description }));
