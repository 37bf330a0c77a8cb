import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { AuthenticatedRequest, ClientOwnerGuard } from '../auth/guards';
import { AppError } from '../common/app-errors';
import { GuardedBy } from '../common/guarded-by';
import { HealthAccessService } from './health-access.service';

/**
 * Health answers: a client's session must have confirmed an e-mailed code (403 `healthCodeRequired`
 * otherwise); the admin passes. Runs after the route's ClientOwnerGuard, whose caller it reads; put
 * first by mistake, it runs that guard itself, so the order of the decorators cannot open the route.
 */
@Injectable()
export class HealthConfirmedGuard implements CanActivate {
  constructor(
    private readonly owner: ClientOwnerGuard,
    private readonly access: HealthAccessService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.principal) await this.owner.canActivate(context);
    const principal = request.principal;
    if (!principal) throw AppError.of('loginRequired');
    if (!(await this.access.allows(principal, String(request.params.id)))) {
      throw AppError.of('healthCodeRequired');
    }
    return true;
  }
}

/**
 * A route of a client's health answers (`/clients/:id/...`, after `@ClientOwnerOrAdmin()`): the
 * client's session must have confirmed a code (POST /clients/{id}/health-access/confirm).
 */
export const HealthConfirmed = () =>
  GuardedBy(
    HealthConfirmedGuard,
    ApiForbiddenResponse,
    'Code "healthCodeRequired": this client session has not confirmed the e-mailed code yet (see /api/clients/{id}/health-access)',
  );
