import { applyDecorators, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../auth/guards';

/** A controller of the owner's console, `path` below `/api`: every route takes an admin token only. */
export const AdminConsole = (path: string) =>
  applyDecorators(ApiTags('admin'), Controller(path), AdminOnly());
