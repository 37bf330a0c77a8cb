import { Controller, Get, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { HealthCheck } from '@nestjs/terminus';
import type { Response } from 'express';
import { DATABASE_RETRY_AFTER_SECONDS, DatabaseOutage } from '../common/database-outage';

class HealthDto {
  @ApiProperty({ example: 'ok', enum: ['ok', 'error'] }) status: string;
  @ApiProperty({ example: { database: { status: 'up' } } }) info: object;
}

type Checks = Record<string, { status: 'up' | 'down' }>;

/** Terminus's answer: each check under `info` when up, under `error` when down, all in `details`. */
interface HealthAnswer {
  status: 'ok' | 'error';
  info: Checks;
  error: Checks;
  details: Checks;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly database: DatabaseOutage) {}

  /** 200 with the database up; 503 (with `Retry-After`) when it does not answer, logged once per outage. */
  @Get()
  @HealthCheck()
  @ApiOperation({ summary: 'Whether the app and its database answer' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  async getHealth(@Res({ passthrough: true }) res: Response): Promise<HealthAnswer> {
    const up = await this.database.ping();
    const details: Checks = { database: { status: up ? 'up' : 'down' } };
    if (up) return { status: 'ok', info: details, error: {}, details };
    res.status(503).setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return { status: 'error', info: {}, error: details, details };
  }
}
