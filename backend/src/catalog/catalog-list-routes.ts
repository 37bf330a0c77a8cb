import { applyDecorators, Delete, Put, Type } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiParam } from '@nestjs/swagger';
import { ApiKeyScope } from '../auth/guards';
import { ApiRefusals, NoContent, PostCreated } from '../common/api-responses';
import { Idempotent } from '../integrations/idempotency/idempotent.decorator';
import { BAD_ITEM, BAD_ORDER, BOOKED, CHANGE_NOTE, NOT_FOUND, SAVE_NOTE } from './catalog-api.docs';
import { MenuOrderBodyDto } from './dto/catalog-bodies.dto';

/** One of the menu's ordered lists (services, add-ons, packages), in the words of its routes' docs. */
export interface MenuList {
  /** One item, with its article: "a service", "an add-on". */
  readonly one: string;
  /** The items: "services". */
  readonly many: string;
  /** An id of the seed menu, shown as the `:id` example. */
  readonly example: string;
  readonly body: Type;
  readonly changeBody: Type;
  /** The answer with one item, and the one with the whole list. */
  readonly answer: Type;
  readonly listAnswer: Type;
}

/**
 * The four routes each list has (add, reorder, change, remove): their verb, path, idempotency,
 * scope and OpenAPI description. The controllers keep only their typed bodies and answers.
 */
export const MenuListRoute = {
  create: (list: MenuList) =>
    applyDecorators(
      PostCreated('', { body: list.body, answer: list.answer }),
      Idempotent(),
      ApiOperation({
        summary: `Add ${list.one} at the end of the list (its id: the name as a slug, made unique)`,
        description: SAVE_NOTE,
      }),
      ApiRefusals({ 400: BAD_ITEM }),
      ApiKeyScope('catalog:write'),
    ),

  order: (list: MenuList) =>
    applyDecorators(
      Put('order'),
      Idempotent(),
      ApiOperation({ summary: `Put the ${list.many} in a new order`, description: SAVE_NOTE }),
      ApiBody({ type: MenuOrderBodyDto }),
      ApiOkResponse({ type: list.listAnswer }),
      ApiRefusals({ 400: BAD_ORDER }),
      ApiKeyScope('catalog:write'),
    ),

  update: (list: MenuList) =>
    applyDecorators(
      Put(':id'),
      Idempotent(),
      ApiOperation({ summary: `Change ${list.one}`, description: `${CHANGE_NOTE} ${SAVE_NOTE}` }),
      ApiParam({ name: 'id', example: list.example }),
      ApiBody({ type: list.changeBody }),
      ApiOkResponse({ type: list.answer }),
      ApiRefusals({ 400: BAD_ITEM }),
      ApiRefusals({ 404: NOT_FOUND }),
      ApiKeyScope('catalog:write'),
    ),

  remove: (list: MenuList) =>
    applyDecorators(
      Delete(':id'),
      NoContent('Removed'),
      Idempotent(),
      ApiOperation({
        summary: `Remove ${list.one} no appointment to come uses`,
        description: SAVE_NOTE,
      }),
      ApiParam({ name: 'id', example: list.example }),
      ApiRefusals({ 404: NOT_FOUND }),
      ApiRefusals({ 409: BOOKED }),
      ApiKeyScope('catalog:write'),
    ),
};
