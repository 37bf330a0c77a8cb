import {
  addCalendarDays,
  DateRange,
  dateInZone,
  monthRange,
  periodInterval,
  recentWeekStarts,
  weekRange,
  weekStart,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { PaymentRecords } from '../payments/ports/payment-records.port';
import { StatsDto, StatsPeriodDto } from './dto/admin-stats.dto';
import { AppointmentLists } from '../bookings/ports/appointment-lists.port';

/** The console's figures: this week, this month and the last 12 weeks, in the business time zone. */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly appointments: AppointmentLists,
    private readonly payments: PaymentRecords,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  private get timeZone(): string {
    return this.config.business.timeZone;
  }

  private async period(range: DateRange, now: Date): Promise<StatsPeriodDto> {
    const { start, end } = periodInterval(range, this.timeZone);
    const [figures, collected] = await Promise.all([
      this.appointments.periodFigures(range, now),
      this.payments.receivedBetween(start, end),
    ]);
    return {
      from: range.from,
      to: range.to,
      bookings: figures.bookings,
      deposits_collected_cents: collected,
      balance_to_collect_cents: figures.balanceToCollectCents,
      cancellations: figures.cancellations,
    };
  }

  async stats(): Promise<StatsDto> {
    const now = this.clock.now();
    const today = dateInZone(now, this.timeZone);
    const starts = recentWeekStarts(today);
    const [week, month, perDay] = await Promise.all([
      this.period(weekRange(today), now),
      this.period(monthRange(today), now),
      this.appointments.bookingsPerDay({
        from: starts[0],
        to: addCalendarDays(starts[starts.length - 1], 6),
      }),
    ]);
    const perWeek = new Map(starts.map((s) => [s, 0]));
    for (const day of perDay) {
      const monday = weekStart(day.date);
      perWeek.set(monday, (perWeek.get(monday) ?? 0) + day.bookings);
    }
    return {
      status: 'success',
      time_zone: this.timeZone,
      today,
      week,
      month,
      weekly: starts.map((s) => ({ week_start: s, bookings: perWeek.get(s) ?? 0 })),
    };
  }
}
