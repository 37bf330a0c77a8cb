import { Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminConsole } from './admin-console';
import { AdminStatsService } from './admin-stats.service';
import { StatsDto } from './dto/admin-stats.dto';

@AdminConsole('admin/stats')
export class AdminStatsController {
  constructor(private readonly stats: AdminStatsService) {}

  @Get()
  @ApiOperation({
    summary: 'Figures of this week, this month and the last 12 weeks',
    description:
      'Weeks run Monday to Sunday and months are calendar months, in the business time zone (time_zone). ' +
      'An appointment belongs to a period by its local date (appointment_date); a payment by the instant it arrived. ' +
      'bookings: scheduled in the period, not cancelled. deposits_collected_cents: payments received in the period, refunds due included. ' +
      'balance_to_collect_cents: over the active appointments scheduled in the period (confirmed, or pending within the hold), total minus the payments kept. ' +
      'cancellations: scheduled in the period and cancelled. weekly: bookings per week, the last 12 weeks, oldest first.',
  })
  @ApiOkResponse({ type: StatsDto })
  getStats(): Promise<StatsDto> {
    return this.stats.stats();
  }
}
