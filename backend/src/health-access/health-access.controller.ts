import { Body, Controller, Get, HttpCode, Ip, Post, UseInterceptors } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientOwnerOrAdmin, SignedIn } from '../auth/guards';
import type { Principal } from '../auth/token.service';
import { ApiRefusals, PostOk } from '../common/api-responses';
import {
  HealthAccessDto,
  HealthCodeBodyDto,
  HealthCodeConfirmedDto,
  HealthCodeSentDto,
} from './dto/health-access.dto';
import { HealthAccessService } from './health-access.service';
import { RetryAfterInterceptor } from './retry-later';
import { UuidParam } from '../common/uuid-param';

const CLIENT_ONLY = ApiRefusals({
  403: 'The admin\'s token (code "healthAccessClientOnly"): codes are the client\'s own',
});

@ApiTags('clients')
@Controller('clients/:id/health-access')
export class HealthAccessController {
  constructor(private readonly access: HealthAccessService) {}

  @Get()
  @ClientOwnerOrAdmin()
  @ApiOperation({
    summary:
      "Whether the calling session may open the client's health form, or must confirm a code",
  })
  @ApiOkResponse({ type: HealthAccessDto })
  getHealthAccess(
    @UuidParam() id: string,
    @SignedIn() caller: Principal,
  ): Promise<HealthAccessDto> {
    return this.access.status(caller, id);
  }

  @Post('code')
  @HttpCode(202)
  @ClientOwnerOrAdmin()
  @UseInterceptors(RetryAfterInterceptor)
  @ApiOperation({
    summary: 'E-mail the client a one-time code for their health form (replaces any earlier code)',
    description:
      'The code has 6 digits, works for 10 minutes and allows 5 tries; it is never in the answer. ' +
      'Rate-limited per client (5 an hour) and per address.',
  })
  @ApiAcceptedResponse({ type: HealthCodeSentDto, description: 'The code is on its way' })
  @ApiRefusals({
    403:
      'The admin\'s token ("healthAccessClientOnly"); or no address may receive the code yet: the ' +
      'account\'s e-mail is not confirmed ("emailNotVerified"), or it changed less than 24 hours ago ' +
      'with no confirmed address before it ("healthCodeAddressTooNew")',
    429: 'Too many codes asked for lately; the `Retry-After` header says when to ask again',
  })
  requestHealthCode(
    @UuidParam() id: string,
    @SignedIn() caller: Principal,
    @Ip() ip: string,
  ): Promise<HealthCodeSentDto> {
    return this.access.requestCode(caller, id, ip);
  }

  @PostOk('confirm', { body: HealthCodeBodyDto, answer: HealthCodeConfirmedDto })
  @ClientOwnerOrAdmin()
  @ApiOperation({
    summary:
      "Confirm the e-mailed code: the calling session may then open the client's health form",
  })
  @ApiRefusals({
    400: 'healthCodeFormat, healthCodeWrong (with the tries left), healthCodeTriesUsed, healthCodeExpired or healthCodeMissing',
  })
  @CLIENT_ONLY
  confirmHealthCode(
    @UuidParam() id: string,
    @SignedIn() caller: Principal,
    @Body() body: HealthCodeBodyDto,
  ): Promise<HealthCodeConfirmedDto> {
    return this.access.confirm(caller, id, body);
  }
}
