import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { AppConfig } from '../config/app-config';
import { GuardedBy } from './guarded-by';
import { RateLimiter } from './rate-limiter';

/** Public forms that send e-mail or store records: limited per IP, so the site cannot be used to spam. */
@Injectable()
export class FormRateLimitGuard implements CanActivate {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    await this.limiter.hit(`form-ip:${request.ip ?? 'unknown'}`, this.config.formRateLimitPerIp);
    return true;
  }
}

export const FormRateLimited = () =>
  GuardedBy(
    FormRateLimitGuard,
    ApiTooManyRequestsResponse,
    'Too many submissions from this address',
  );
