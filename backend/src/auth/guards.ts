import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
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

/**
 * A client's own routes without a client id in the path (`/clients/appointments/:id/...`): a client's
 * token (401 without one, 403 with an admin's); the use case checks the appointment is theirs.
 */
@Injectable()
export class ClientGuard implements CanActivate {
  constructor(private readonly tokens: TokenService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const principal = await principalOf(context.switchToHttp().getRequest(), this.tokens);
    if (principal.role !== 'client') throw AppError.of('ownAccountOnly');
    return true;
  }
}

/** The principal a guard let through (the admin's username, or the client's id, as `subject`). */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal | undefined =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().principal,
);

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

export const ClientOnly = () =>
  applyDecorators(
    UseGuards(ClientGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorDto, description: 'No valid token' }),
    ApiForbiddenResponse({
      type: ErrorDto,
      description: "Not a client's token, or another client's appointment",
    }),
  );
