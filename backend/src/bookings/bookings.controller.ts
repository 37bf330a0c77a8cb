import { Body, Controller, Get, Ip, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DEFAULT_AVAILABILITY_DURATION, MAX_AVAILABILITY_DURATION } from '@esthetics/domain';
import { ApiRefusals, PostCreated } from '../common/api-responses';
import { FormRateLimited } from '../common/form-rate-limit.guard';
import { Idempotent } from '../integrations/idempotency/idempotent.decorator';
import { BookingsService } from './bookings.service';
import { AvailabilityDto, BookingCreatedDto, CreateBookingDto } from './dto/booking.dto';

@ApiTags('bookings')
@Controller()
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @PostCreated('bookings', { body: CreateBookingDto, answer: BookingCreatedDto })
  @FormRateLimited()
  @Idempotent()
  @ApiOperation({
    summary: 'Request an appointment; it is held 24 hours until the deposit is paid',
  })
  @ApiRefusals({ 400: '', 409: 'The time is taken' })
  createBooking(@Body() body: CreateBookingDto, @Ip() ip: string): Promise<BookingCreatedDto> {
    return this.bookings.create(body, ip);
  }

  @Get('availability')
  @ApiOperation({ summary: "A date's start times and whether each is free for the duration" })
  @ApiQuery({
    name: 'duration',
    required: false,
    description: 'Minutes, a whole number',
    schema: {
      type: 'integer',
      example: 60,
      default: DEFAULT_AVAILABILITY_DURATION,
      minimum: 1,
      maximum: MAX_AVAILABILITY_DURATION,
    },
  })
  @ApiQuery({
    name: 'services',
    required: false,
    description:
      'The service ids to be booked, comma separated: their buffer after the visit (never shown ' +
      'nor charged) must fit too. Unknown ids add none.',
    schema: { type: 'string', example: 'eyebrow-wax' },
  })
  // Swagger lists a method's query decorators from the last one up: date, the first, comes last.
  @ApiQuery({ name: 'date', required: true, schema: { type: 'string', example: '2026-12-01' } })
  @ApiOkResponse({ type: AvailabilityDto })
  @ApiRefusals({ 400: '' })
  // The query as it comes (a plain record, which the global ValidationPipe passes through): the
  // domain checks it. The busiest public read is spared class-transformer and class-validator,
  // measured at about 7 % of its CPU (docs/benchmarks.md).
  getAvailability(@Query() query: Record<string, unknown>): Promise<AvailabilityDto> {
    return this.bookings.availability(query.date, query.duration, query.services);
  }
}
