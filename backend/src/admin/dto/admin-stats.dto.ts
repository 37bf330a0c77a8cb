import { ApiProperty } from '@nestjs/swagger';

export class StatsPeriodDto {
  @ApiProperty({ format: 'date', example: '2026-11-23', description: 'First day, included' })
  from: string;
  @ApiProperty({ format: 'date', example: '2026-11-29', description: 'Last day, included' })
  to: string;
  @ApiProperty({
    example: 12,
    description:
      'Appointments scheduled in the period (by their local date) that are not cancelled',
  })
  bookings: number;
  @ApiProperty({
    example: 25500,
    description:
      'Payments received in the period (by the instant they arrived, in the business time zone), whatever the appointment date; refunds due included',
  })
  deposits_collected_cents: number;
  @ApiProperty({
    example: 76500,
    description:
      'Over the active appointments scheduled in the period (confirmed, or pending within their 24-hour hold): total minus the payments kept, never below 0 each. Completed and cancelled ones are left out',
  })
  balance_to_collect_cents: number;
  @ApiProperty({
    example: 1,
    description: 'Appointments scheduled in the period that are cancelled',
  })
  cancellations: number;
}

export class WeeklyBookingsDto {
  @ApiProperty({ format: 'date', example: '2026-11-23', description: 'The Monday' })
  week_start: string;
  @ApiProperty({ example: 12, description: 'As bookings of a period, for that week' })
  bookings: number;
}

export class StatsDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'America/New_York' }) time_zone: string;
  @ApiProperty({ format: 'date', example: '2026-11-25', description: 'Today in the time zone' })
  today: string;
  @ApiProperty({ type: StatsPeriodDto, description: 'This week, Monday to Sunday' })
  week: StatsPeriodDto;
  @ApiProperty({ type: StatsPeriodDto, description: 'This calendar month' })
  month: StatsPeriodDto;
  @ApiProperty({
    type: [WeeklyBookingsDto],
    description: 'The last 12 weeks, this one included, oldest first; weeks without any included',
  })
  weekly: WeeklyBookingsDto[];
}
