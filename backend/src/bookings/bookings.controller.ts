import { Body, Controller, Get, Ip, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ErrorDto } from '../common/dto/error.dto';
import { FormRateLimited } from '../common/form-rate-limit.guard';
import { Idempotent } from '../integrations/idempotency/idempotent.decorator';
import { BookingsService } from './bookings.service';
import {
  AvailabilityDto,
  AvailabilityQueryDto,
  BookingCreatedDto,
  CreateBookingDto,
} from './dto/booking.dto';

@ApiTags('bookings')
@Controller()
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Post('bookings')
  @FormRateLimited()
  @Idempotent()
  @ApiOperation({
    summary: 'Request an appointment; it is held 24 hours until the deposit is paid',
  })
  @ApiBody({ type: CreateBookingDto })
  @ApiCreatedResponse({ type: BookingCreatedDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  @ApiConflictResponse({ type: ErrorDto, description: 'The time is taken' })
  createBooking(@Body() body: CreateBookingDto, @Ip() ip: string): Promise<BookingCreatedDto> {
    return this.bookings.create(body, ip);
  }

  @Get('availability')
  @ApiOperation({ summary: "A date's start times and whether each is free for the duration" })
  @ApiOkResponse({ type: AvailabilityDto })
  @ApiBadRequestResponse({ type: ErrorDto })
  getAvailability(@Query() query: AvailabilityQueryDto): Promise<AvailabilityDto> {
    return this.bookings.availability(query.date, query.duration);
  }
}
