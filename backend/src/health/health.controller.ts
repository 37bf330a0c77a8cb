import { Controller, Get } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';

class HealthDto {
  @ApiProperty({ example: 'ok', enum: ['ok', 'error'] }) status: string;
  @ApiProperty({ example: { database: { status: 'up' } } }) info: object;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  @Get()
  @HealthCheck()
  @ApiOperation({ summary: 'Whether the app and its database answer' })
  @ApiOkResponse({ type: HealthDto })
  @ApiServiceUnavailableResponse({ type: HealthDto })
  getHealth() {
    return this.health.check([() => this.db.pingCheck('database', { timeout: 3000 })]);
  }
}
