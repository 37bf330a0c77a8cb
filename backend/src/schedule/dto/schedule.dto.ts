import { MAX_DAY_INTERVALS, MAX_NOTICE_HOURS, START_STEPS } from '@esthetics/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { InstantProperty } from '../../common/dto/time-properties';

export class OpenIntervalDto {
  @ApiProperty({ example: '10:00', description: 'HH:MM on a 5-minute mark' }) opens: string;
  @ApiProperty({
    example: '14:00',
    description: 'HH:MM on a 5-minute mark, after opens; 24:00 is midnight',
  })
  closes: string;
}

export class ScheduleDayDto {
  @ApiProperty({ example: 2, minimum: 0, maximum: 6, description: '0 = Sunday ... 6 = Saturday' })
  weekday: number;
  @ApiProperty({ example: 'Tuesday' }) day: string;
  @ApiProperty({
    type: [OpenIntervalDto],
    description: 'In order, not overlapping; none when closed',
  })
  intervals: OpenIntervalDto[];
}

export class ScheduleHoursTextDto {
  @ApiProperty({ example: 'Monday - Friday' }) days: string;
  @ApiProperty({ example: '9:00 AM - 7:00 PM' }) hours: string;
}

/** The owner's schedule as the console and the API show it (and the `schedule.updated` event's data). */
export class OwnerScheduleDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [ScheduleDayDto], description: 'Seven days, Sunday first' })
  days: ScheduleDayDto[];
  @ApiProperty({ type: [ScheduleHoursTextDto], description: 'The week as the site shows it' })
  hours_text: ScheduleHoursTextDto[];
  @ApiProperty({ description: 'No open interval in the week: online booking is paused' })
  booking_paused: boolean;
  @ApiProperty({ enum: [...START_STEPS], example: 15 }) start_step_minutes: number;
  @ApiProperty({ minimum: 0, maximum: MAX_NOTICE_HOURS, example: 2 }) min_notice_hours: number;
  @InstantProperty() updated_at: string;
}

export class ScheduleDayBodyDto {
  @ApiProperty({ example: 2, minimum: 0, maximum: 6 }) weekday: number;
  @ApiProperty({ type: [OpenIntervalDto], maxItems: MAX_DAY_INTERVALS })
  intervals: OpenIntervalDto[];
}

export class ScheduleWeekBodyDto {
  @ApiProperty({
    type: [ScheduleDayBodyDto],
    maxItems: 7,
    description: 'The whole week: a weekday not listed (or listed without intervals) is closed',
  })
  days: ScheduleDayBodyDto[];
}

export class ScheduleSettingsBodyDto {
  @ApiPropertyOptional({ enum: [...START_STEPS], description: 'Kept when not sent' })
  start_step_minutes?: number;
  @ApiPropertyOptional({
    minimum: 0,
    maximum: MAX_NOTICE_HOURS,
    description: 'Whole hours; kept when not sent',
  })
  min_notice_hours?: number;
}
