import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientOwnerOrAdmin, SignedIn } from '../auth/guards';
import type { Principal } from '../auth/token.service';
import { ApiRefusals, PostOk } from '../common/api-responses';
import { FormRateLimited } from '../common/form-rate-limit.guard';
import {
  EmailCodeBodyDto,
  EmailCodeSentDto,
  EmailConfirmedDto,
  EmailLinkBodyDto,
  EmailStatusDto,
} from './dto/email.dto';
import { EmailConfirmationService } from './email-confirmation.service';
import { EmailOwnershipService } from './email-ownership.service';
import { ClientRecord } from './client-record';
import { UuidParam } from '../common/uuid-param';

/** Proof of the e-mail address on a client's account (docs/security.md, "E-mail ownership"). */
/** A change of address refused: the new address is another account's. */
const AddressTaken = ApiRefusals({ 409: 'The new address belongs to another account' });

@ApiTags('clients')
@Controller('clients')
export class EmailOwnershipController {
  constructor(
    private readonly emails: EmailOwnershipService,
    private readonly confirmation: EmailConfirmationService,
  ) {}

  @Get(':id/email')
  @ClientOwnerOrAdmin()
  @ApiOperation({ summary: "The account's e-mail address: confirmed or not, and a change waiting" })
  @ClientRecord(EmailStatusDto)
  emailStatus(@UuidParam() id: string): Promise<EmailStatusDto> {
    return this.emails.status(id);
  }

  @Post(':id/email/code')
  @HttpCode(202)
  @ClientOwnerOrAdmin()
  @ApiOperation({
    summary: 'Mail a new code: to the new address of a change waiting, else to the unconfirmed one',
  })
  @ApiAcceptedResponse({ type: EmailCodeSentDto })
  @ApiRefusals({
    404: '',
    409: 'The address is already confirmed',
    429: 'Too many codes asked for lately',
  })
  sendEmailCode(@UuidParam() id: string, @SignedIn() caller: Principal): Promise<EmailCodeSentDto> {
    return this.emails.resend(caller, id);
  }

  @PostOk(':id/email/confirm', { body: EmailCodeBodyDto, answer: EmailConfirmedDto })
  @ClientOwnerOrAdmin()
  @ApiOperation({ summary: 'Confirm the address (or the new address of a change) with its code' })
  @ApiRefusals({ 400: 'A wrong, expired or used-up code' })
  @AddressTaken
  confirmEmailCode(
    @UuidParam() id: string,
    @Body() body: EmailCodeBodyDto,
    @SignedIn() caller: Principal,
  ): Promise<EmailConfirmedDto> {
    return this.confirmation.confirmCode(caller, id, body);
  }

  @PostOk('email/confirm-link', { body: EmailLinkBodyDto, answer: EmailConfirmedDto })
  @FormRateLimited()
  @ApiOperation({
    summary:
      'Confirm an address with the link mailed to it; a client token of the same account stays signed in',
    // The token is optional: a link opened where the client is signed in keeps that session.
    security: [{}, { bearer: [] }],
  })
  @ApiRefusals({ 400: 'The link is not valid or has expired' })
  @AddressTaken
  confirmEmailLink(
    @Body() body: EmailLinkBodyDto,
    @Req() req: Request,
  ): Promise<EmailConfirmedDto> {
    return this.confirmation.confirmLink(body, req.headers.authorization);
  }

  @PostOk('email/not-me', { body: EmailLinkBodyDto, answer: EmailConfirmedDto })
  @FormRateLimited()
  @ApiOperation({
    summary:
      'The old address\'s "this wasn\'t me": stops or undoes the change, ends every session, locks changes',
    security: [],
  })
  @ApiRefusals({ 400: 'The link is not valid, used or expired' })
  emailNotMe(@Body() body: EmailLinkBodyDto): Promise<EmailConfirmedDto> {
    return this.confirmation.notMe(body);
  }
}
