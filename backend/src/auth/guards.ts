import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Request } from 'express';
import { AppError } from '../common/app-errors';
import { ErrorDto } from '../common/dto/error.dto';
import { Principal, TokenService } from './token.service';

export type AuthenticatedRequest = Request & { principal?: Principal };

async function principalOf(
  request: AuthenticatedRequest,
  tokens: TokenService,
): Promise<Principal> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const principal = match ? await tokens.verify(match[1]) : null;
  if (!principal) throw AppError.of('loginRequired');
  request.principal = principal;
  return principal;
}

/** Admin routes: 401 without a valid token, 403 with a client's. */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(private readonly tokens: TokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const principal = await principalOf(context.switchToHttp().getRequest(), this.tokens);
    if (principal.role !== 'admin') throw AppError.of('adminOnly');
    return true;
  }
}

/** Client routes `/clients/:id/...`: that client's own token, or an admin's. */
@Injectable()
export class ClientOwnerGuard implements CanActivate {
  constructor(private readonly tokens: TokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const principal = await principalOf(request, this.tokens);
    if (principal.role === 'admin') return true;
    if (principal.subject !== request.params.id) throw AppError.of('ownAccountOnly');
    return true;
  }
}

export const AdminOnly = () =>
  applyDecorators(
    UseGuards(AdminGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorDto, description: 'No valid token' }),
    ApiForbiddenResponse({ type: ErrorDto, description: 'Not an admin token' }),
  );

export const ClientOwnerOrAdmin = () =>
  applyDecorators(
    UseGuards(ClientOwnerGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorDto, description: 'No valid token' }),
    ApiForbiddenResponse({ type: ErrorDto, description: "Another client's token" }),
  );
