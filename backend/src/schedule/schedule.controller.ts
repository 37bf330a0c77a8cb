import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, ApiKeyScope } from '../auth/guards';
import { ApiRefusals } from '../common/api-responses';
import { Idempotent } from '../integrations/idempotency/idempotent.decorator';
import { OwnerScheduleDto, ScheduleSettingsBodyDto, ScheduleWeekBodyDto } from './dto/schedule.dto';
import { ScheduleService } from './schedule.service';

/** The owner's schedule: her week, the step between start times and the minimum notice. */
@ApiTags('admin')
@Controller('admin/schedule')
@AdminOnly()
export class ScheduleController {
  constructor(private readonly schedule: ScheduleService) {}

  @Get('hours')
  @ApiOperation({ summary: "The owner's week, start-time step and minimum notice" })
  @ApiOkResponse({ type: OwnerScheduleDto })
  @ApiKeyScope('schedule:read')
  getScheduleHours(): Promise<OwnerScheduleDto> {
    return this.schedule.answer();
  }

  @Put('hours')
  @Idempotent()
  @ApiOperation({
    summary: 'Replace the week: zero or more open intervals a weekday',
    description:
      'One transaction. Times are HH:MM on a 5-minute mark (closing up to 24:00); a day’s intervals ' +
      'must not overlap. A week with no open interval is allowed: online booking is then paused. ' +
      'Availability follows at once on this instance, within AVAILABILITY_CACHE_MS on others; ' +
      'existing appointments are kept. Sends the `schedule.updated` webhook event.',
  })
  @ApiBody({ type: ScheduleWeekBodyDto })
  @ApiOkResponse({ type: OwnerScheduleDto })
  @ApiKeyScope('schedule:write')
  @ApiRefusals({
    400:
      'The field at fault, e.g. `days[0].intervals[1].opens`: weekDaysRequired, weekdayInvalid, ' +
      'weekdayTwice, intervalTimeInvalid, intervalOffGrid, intervalReversed, intervalsOverlap, ' +
      'tooManyIntervals',
  })
  putScheduleHours(@Body() body: ScheduleWeekBodyDto): Promise<OwnerScheduleDto> {
    return this.schedule.saveWeek(body);
  }

  @Get('settings')
  @ApiOperation({ summary: "The owner's schedule (the same answer as GET hours)" })
  @ApiOkResponse({ type: OwnerScheduleDto })
  @ApiKeyScope('schedule:read')
  getScheduleSettings(): Promise<OwnerScheduleDto> {
    return this.schedule.answer();
  }

  @Put('settings')
  @Idempotent()
  @ApiOperation({
    summary: 'Set the start-time step (5, 10, 15, 20, 30 or 60 minutes) and the minimum notice',
    description:
      'What is not sent stays. Used at once by availability and every booking check. Sends the ' +
      '`schedule.updated` webhook event.',
  })
  @ApiBody({ type: ScheduleSettingsBodyDto })
  @ApiOkResponse({ type: OwnerScheduleDto })
  @ApiKeyScope('schedule:write')
  @ApiRefusals({ 400: 'startStepInvalid, minNoticeInvalid' })
  putScheduleSettings(@Body() body: ScheduleSettingsBodyDto): Promise<OwnerScheduleDto> {
    return this.schedule.saveSettings(body);
  }
}
