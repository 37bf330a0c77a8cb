import { API_KEY_PREFIX, type ApiKeyScope as Scope } from '@esthetics/domain';
import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  Logger,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  ApiBearerAuth,
  ApiExtension,
  ApiForbiddenResponse,
  ApiSecurity,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Request, Response } from 'express';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { ErrorDto } from '../common/dto/error.dto';
import { RATE_WINDOW_MS, RateLimiter } from '../common/rate-limiter';
import { AppConfig } from '../config/app-config';
import { AdminSessions } from './admin-sessions';
import { ApiKeyAccess } from './api-key-access';
import { ClientSessions } from './client-sessions';
import { Principal, TokenService } from './token.service';

export type AuthenticatedRequest = Request & { principal?: Principal };

/** The OpenAPI security schemes: the owner's session token, and an integrator's API key. */
export const OWNER_JWT_SCHEME = 'bearer';
export const API_KEY_SCHEME = 'apiKey';

/** The metadata naming the scope an API key needs on a route (none: the owner's own login only). */
const API_KEY_SCOPE = 'apiKeyScope';

const bearerOf = (request: Request): string | null =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;

/**
 * The guards' common step: who is calling (kept on the request for `@SignedIn()`). 401 without a
 * valid token; for a client's token, without its session open on the server (logged out, or ended
 * by a phone change); for the owner's, without its session live on the server (logged out, ended
 * from the console or by a password change, or expired).
 */
@Injectable()
abstract class SignedInGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    private readonly sessions: ClientSessions,
    private readonly adminSessions: AdminSessions,
    protected readonly clock: Clock,
  ) {}

  abstract canActivate(context: ExecutionContext): Promise<boolean>;

  protected async principalOf(request: AuthenticatedRequest): Promise<Principal> {
    const token = bearerOf(request);
    const principal = token ? await this.tokens.verify(token) : null;
    if (!principal) throw AppError.of('loginRequired');
    if (
      principal.role === 'client' &&
      !(principal.session && (await this.sessions.isOpen(principal.session, principal.subject)))
    ) {
      throw AppError.of('loginRequired');
    }
    if (
      principal.role === 'admin' &&
      !(
        principal.session &&
        (await this.adminSessions.isLive(principal.session, principal.subject, this.clock.now()))
      )
    ) {
      throw AppError.of('adminSessionEnded');
    }
    request.principal = principal;
    return principal;
  }
}

/**
 * Admin routes: the owner's token, or an API key (`esk_...`) with the scope the route names
 * (`@ApiKeyScope`). 401 without a valid token or with an unknown or revoked key, 403 with a client's
 * token, with a key on a route for the owner only, or with a key missing the scope; 429 (with
 * Retry-After) for a key over its rate limit. Each use of a key is logged by its id and prefix, route
 * and answer's status, never the key.
 */
@Injectable()
export class AdminGuard extends SignedInGuard {
  private readonly logger = new Logger('ApiKeys');

  constructor(
    tokens: TokenService,
    sessions: ClientSessions,
    adminSessions: AdminSessions,
    clock: Clock,
    private readonly keys: ApiKeyAccess,
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {
    super(tokens, sessions, adminSessions, clock);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerOf(request);
    if (token?.startsWith(API_KEY_PREFIX)) {
      const scope = this.reflector.getAllAndOverride<Scope | undefined>(API_KEY_SCOPE, [
        context.getHandler(),
        context.getClass(),
      ]);
      await this.keyCall(request, context.switchToHttp().getResponse<Response>(), token, scope);
      return true;
    }
    const principal = await this.principalOf(request);
    if (principal.role !== 'admin') throw AppError.of('adminOnly');
    return true;
  }

  private async keyCall(
    request: AuthenticatedRequest,
    response: Response,
    raw: string,
    scope: Scope | undefined,
  ): Promise<void> {
    const route = `${request.method} ${routeOf(request)}`;
    const key = await this.keys.authenticate(raw, this.clock.now());
    if (!key) {
      this.logger.warn(`Unknown or revoked API key refused on ${route}`);
      throw AppError.of('apiKeyInvalid');
    }
    const who = `API key ${key.prefix}… (${key.id})`;
    response.once('finish', () => this.logger.log(`${who} ${route} ${response.statusCode}`));
    const counted = await this.limiter.count(`api-key:${key.id}`);
    if (counted.hits > this.config.apiKeyRateLimit) {
      const end = counted.windowStart.getTime() + RATE_WINDOW_MS;
      const seconds = Math.max(1, Math.ceil((end - this.clock.now().getTime()) / 1000));
      response.setHeader('Retry-After', String(seconds));
      throw AppError.of('apiKeyRateLimited');
    }
    if (!scope) throw AppError.of('apiKeyOwnerOnly');
    if (!key.scopes.includes(scope)) throw AppError.with('apiKeyScopeMissing', [scope]);
    request.principal = { role: 'api_key', subject: `api-key:${key.name}`, apiKey: key };
  }
}

/** The route's pattern (`/api/admin/appointments/:id`), never its values. */
function routeOf(request: Request): string {
  const pattern = (request.route as { path?: unknown } | undefined)?.path;
  return typeof pattern === 'string' ? pattern : '(unmatched)';
}

/**
 * The admin an admin route acts as: the owner, or an API key acting for them, whose subject
 * (`api-key:<name>`) is what records of who did it keep.
 */
export function actingAdmin(principal: Principal): Principal {
  return principal.role === 'api_key' ? { role: 'admin', subject: principal.subject } : principal;
}

/** Whether the caller is an API key (which never sees health answers). */
export const isApiKey = (principal: Principal): boolean => principal.role === 'api_key';

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

/**
 * An admin route: the owner's token, and an API key only where the route (or its controller) also
 * has `@ApiKeyScope`.
 */
export const AdminOnly = () =>
  applyDecorators(
    UseGuards(AdminGuard),
    ApiBearerAuth(OWNER_JWT_SCHEME),
    ApiUnauthorizedResponse({
      type: ErrorDto,
      description:
        "No valid token, the owner's session has ended (logged out, ended, or expired), or an unknown or revoked API key",
    }),
    ApiForbiddenResponse({
      type: ErrorDto,
      description:
        "Not an admin token; or an API key on a route for the owner's login only, or without the scope needed",
    }),
  );

/**
 * An admin route (under `AdminOnly`) that an API key with `scope` may call as well. In the OpenAPI
 * document, the key's security requirement names the scope (and `x-api-key-scope` repeats it).
 */
export const ApiKeyScope = (scope: Scope) =>
  applyDecorators(
    SetMetadata(API_KEY_SCOPE, scope),
    ApiSecurity(API_KEY_SCHEME, [scope]),
    ApiExtension('x-api-key-scope', scope),
    ApiTooManyRequestsResponse({
      type: ErrorDto,
      description: 'An API key over its rate limit (Retry-After says when to try again)',
    }),
  );

export const ClientOwnerOrAdmin = () =>
  applyDecorators(
    UseGuards(ClientOwnerGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({
      type: ErrorDto,
      description: 'No valid token, or a session that has ended',
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
