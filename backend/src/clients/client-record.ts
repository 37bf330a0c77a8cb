import { applyDecorators, Type } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse } from '@nestjs/swagger';
import { ErrorDto } from '../common/dto/error.dto';

/** A read of one client's record (`:id`): answers `type`, or 404 when there is no such client. */
export const ClientRecord = (type: Type<unknown>) =>
  applyDecorators(ApiNotFoundResponse({ type: ErrorDto }), ApiOkResponse({ type }));
