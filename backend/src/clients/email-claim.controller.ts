import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiRefusals, PostOk } from '../common/api-responses';
import { FormRateLimited } from '../common/form-rate-limit.guard';
import { ClientSessionDto } from './dto/client.dto';
import { ClaimConfirmBodyDto, ClaimRequestBodyDto, ClaimSentDto } from './dto/email.dto';
import { EmailClaimService } from './email-claim.service';

/** Taking over an account started with one's address and never confirmed (docs/security.md). */
@ApiTags('clients')
@Controller('clients/email/claim')
export class EmailClaimController {
  constructor(private readonly claims: EmailClaimService) {}

  @Post()
  @HttpCode(202)
  @FormRateLimited()
  @ApiOperation({
    summary:
      'Mail a take-over link to the address, if an unconfirmed account uses it (the same answer either way)',
    security: [],
  })
  @ApiAcceptedResponse({ type: ClaimSentDto })
  @ApiRefusals({ 400: 'Not a valid e-mail address', 429: 'Too many mails asked for lately' })
  request(@Body() body: ClaimRequestBodyDto): Promise<ClaimSentDto> {
    return this.claims.request(body);
  }

  @PostOk('confirm', { body: ClaimConfirmBodyDto, answer: ClientSessionDto })
  @FormRateLimited()
  @ApiOperation({
    summary:
      "The link's owner takes the account over with their own name and phone, and is signed in",
    security: [],
  })
  @ApiRefusals({
    400: 'The link is not valid, used or expired; or the profile is not valid',
    409: 'The account was confirmed meanwhile',
  })
  confirm(@Body() body: ClaimConfirmBodyDto): Promise<ClientSessionDto> {
    return this.claims.confirm(body);
  }
}
