import { hoursText, isBookingPaused } from '@esthetics/domain';
import { StoredSchedule } from '../ports/schedule-repository.port';
import { OwnerScheduleDto } from './schedule.dto';

export function toOwnerScheduleDto(s: StoredSchedule): OwnerScheduleDto {
  return {
    status: 'success',
    days: s.hours.map((d) => ({
      weekday: d.weekday,
      day: d.day,
      intervals: d.intervals.map((i) => ({ opens: i.opens, closes: i.closes })),
    })),
    hours_text: hoursText(s.hours),
    booking_paused: isBookingPaused(s.hours),
    start_step_minutes: s.stepMinutes,
    min_notice_hours: s.minNoticeHours,
    updated_at: s.updatedAt.toISOString(),
  };
}
