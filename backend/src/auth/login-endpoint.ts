import { applyDecorators, HttpCode, Post, Type } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { ErrorDto } from '../common/dto/error.dto';

/**
 * `POST <controller>/login` (the admin's and the client's): 200 with a session, 400 on a bad form,
 * 401 on wrong credentials (`unauthorized` describes it where the route says more), 429 past the
 * login throttle.
 */
export const LoginEndpoint = (options: {
  summary: string;
  body: Type<unknown>;
  session: Type<unknown>;
  unauthorized?: string;
}) =>
  applyDecorators(
    Post('login'),
    HttpCode(200),
    ApiOperation({ summary: options.summary }),
    ApiBody({ type: options.body }),
    ApiOkResponse({ type: options.session }),
    ApiBadRequestResponse({ type: ErrorDto }),
    ApiUnauthorizedResponse(
      options.unauthorized === undefined
        ? { type: ErrorDto }
        : { type: ErrorDto, description: options.unauthorized },
    ),
    ApiTooManyRequestsResponse({ type: ErrorDto }),
  );
