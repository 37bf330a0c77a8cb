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
import { ClientSessions } from './client-sessions';
import { Principal, TokenService } from './token.service';

export type AuthenticatedRequest = Request & { principal?: Principal };

/**
 * The guards' common step: who is calling (kept on the request for `@SignedIn()`). 401 without a
 * valid token, and for a client's token, without its session open on the server (logged out, or
 * ended by a phone change).
 */
@Injectable()
abstract class SignedInGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: ClientSessions,
  ) {}

  abstract canActivate(context: ExecutionContext): Promise<boolean>;

  protected async principalOf(request: AuthenticatedRequest): Promise<Principal> {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const principal = match ? await this.tokens.verify(match[1]) : null;
    if (!principal) throw AppError.of('loginRequired');
    if (
      principal.role === 'client' &&
      !(principal.session && (await this.sessions.isOpen(principal.session, principal.subject)))
    ) {
      throw AppError.of('loginRequired');
    }
    request.principal = principal;
    return principal;
  }
}

/** Admin routes: 401 without a valid token, 403 with a client's. */
@Injectable()
export class AdminGuard extends SignedInGuard {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const principal = await this.principalOf(context.switchToHttp().getRequest());
    if (principal.role !== 'admin') throw AppError.of('adminOnly');
    return true;
  }
}

/** Client routes `/clients/:id/...`: that client's own token, or an admin's. */
@Injectable()
export class ClientOwnerGuard extends SignedInGuard {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const principal = await this.principalOf(request);
    if (principal.role === 'admin') return true;
    if (principal.subject !== request.params.id) throw AppError.of('ownAccountOnly');
    return true;
  }
}

/** A signed-in client's own routes (no id in the path): their token, not the admin's. */
@Injectable()
export class ClientGuard extends SignedInGuard {
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const principal = await this.principalOf(context.switchToHttp().getRequest());
    if (principal.role !== 'client') throw AppError.of('ownAccountOnly');
    return true;
  }
}

/** The caller a guard let through (a route parameter). */
export const SignedIn = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal => {
    const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().principal;
    if (!principal) throw AppError.of('loginRequired');
    return principal;
  },
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
    ApiUnauthorizedResponse({
      type: ErrorDto,
      description: "No valid token, or a client's session that has ended",
    }),
    ApiForbiddenResponse({ type: ErrorDto, description: "Another client's token" }),
  );

export const ClientOnly = () =>
  applyDecorators(
    UseGuards(ClientGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({
      type: ErrorDto,
      description: "No valid token, or a client's session that has ended",
    }),
    ApiForbiddenResponse({
      type: ErrorDto,
      description: "The admin's token, or another client's appointment",
    }),
  );
