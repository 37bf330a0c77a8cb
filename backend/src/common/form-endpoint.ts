import { applyDecorators, Post, Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiCreatedResponse, ApiOperation } from '@nestjs/swagger';
import { CreatedDto } from './dto/created.dto';
import { ErrorDto } from './dto/error.dto';
import { FormRateLimited } from './form-rate-limit.guard';

/**
 * A public form's POST (contact, corporate inquiry): rate limited per address, the domain validates
 * `body` (400 with the catalogue's message), and the stored record answers 201 with a `CreatedDto`.
 */
export const FormEndpoint = (summary: string, body: Type<unknown>) =>
  applyDecorators(
    Post(),
    FormRateLimited(),
    ApiOperation({ summary }),
    ApiBody({ type: body }),
    ApiCreatedResponse({ type: CreatedDto }),
    ApiBadRequestResponse({ type: ErrorDto }),
  );
