import { Body, Controller, Get, Ip, Param, Post } from '@nestjs/common';
import {
  ApiBody,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { BookingCreatedDto } from '../bookings/dto/booking.dto';
import { CreatedDto } from '../common/dto/created.dto';
import { ApiRefusals, PostOk } from '../common/api-responses';
import { FormEndpoint } from '../common/form-endpoint';
import { FormRateLimited } from '../common/form-rate-limit.guard';
import {
  ClaimWaitlistOfferDto,
  JoinWaitlistDto,
  LeaveWaitlistDto,
  WaitlistLeftDto,
  WaitlistOfferDto,
} from './dto/waitlist.dto';
import { WaitlistClaimService } from './waitlist-claim.service';
import { WaitlistService } from './waitlist.service';

const TOKEN_PARAM = ApiParam({
  name: 'token',
  description: "The secret of the offer's link (the `token` query parameter of its e-mail link)",
});

@ApiTags('waitlist')
@Controller('waitlist')
export class WaitlistController {
  constructor(
    private readonly waitlist: WaitlistService,
    private readonly claims: WaitlistClaimService,
  ) {}

  @FormEndpoint(
    'Join the waitlist: be e-mailed when a time that suits frees up (an e-mail with a leave link follows)',
    JoinWaitlistDto,
  )
  joinWaitlist(@Body() body: JoinWaitlistDto): Promise<CreatedDto> {
    return this.waitlist.join(body);
  }

  @PostOk('leave', { body: LeaveWaitlistDto, answer: WaitlistLeftDto })
  @ApiOperation({
    summary: "Leave the waitlist with the e-mail's leave link; a time held for the entry moves on",
    description: 'Leaving again with the same token answers the same.',
  })
  @ApiRefusals({ 404: 'No entry has this token' })
  leaveWaitlist(@Body() body: LeaveWaitlistDto): Promise<WaitlistLeftDto> {
    return this.waitlist.leave(body.token);
  }

  @Get('offers/:token')
  @ApiOperation({ summary: 'A freed time offered to a waitlist entry: what, when, until when' })
  @TOKEN_PARAM
  @ApiOkResponse({ type: WaitlistOfferDto })
  @ApiRefusals({ 404: 'No offer has this token' })
  getWaitlistOffer(@Param('token') token: string): Promise<WaitlistOfferDto> {
    return this.claims.offer(token);
  }

  @Post('offers/:token/claim')
  @FormRateLimited()
  @ApiOperation({
    summary: 'Book the offered time for the entry (a pending booking: start its deposit checkout)',
    description:
      "The booking is made as POST /bookings makes it, for the entry's name, e-mail, phone and services at the offered time. The body may give what the booking form asks and the waitlist did not.",
  })
  @TOKEN_PARAM
  @ApiBody({ type: ClaimWaitlistOfferDto, required: false })
  @ApiCreatedResponse({ type: BookingCreatedDto })
  @ApiRefusals({
    400: 'The booking rules refuse it',
    404: 'No offer has this token',
    409: 'waitlistOfferClaimed: already booked from this offer; slotTaken: the time was booked meanwhile',
    410: 'waitlistOfferExpired: the offer lapsed (passed on to the next person)',
  })
  claimWaitlistOffer(
    @Param('token') token: string,
    @Body() body: ClaimWaitlistOfferDto,
    @Ip() ip: string,
  ): Promise<BookingCreatedDto> {
    return this.claims.claim(token, body, ip);
  }
}
