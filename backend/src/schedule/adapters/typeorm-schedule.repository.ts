import { clockMinutes, clockTime, dayHours, DayHours, ScheduleSettings } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { ScheduleRepository, StoredSchedule } from '../ports/schedule-repository.port';

interface SettingsRow {
  start_step_minutes: number;
  min_notice_hours: number;
  updated_at: Date;
}

interface HoursRow {
  weekday: number;
  opens_minute: number;
  closes_minute: number;
}

/** The schedule in `schedule_settings` and `schedule_hours` (plain SQL), in the transaction if any. */
@Injectable()
export class TypeormScheduleRepository extends ScheduleRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async load(): Promise<StoredSchedule | null> {
    const settings: SettingsRow[] = await this.uow.manager.query(
      `SELECT start_step_minutes, min_notice_hours, updated_at FROM schedule_settings`,
    );
    if (settings.length === 0) return null;
    const rows: HoursRow[] = await this.uow.manager.query(
      `SELECT weekday, opens_minute, closes_minute FROM schedule_hours ORDER BY weekday, opens_minute`,
    );
    const hours = [0, 1, 2, 3, 4, 5, 6].map((weekday) =>
      dayHours(
        weekday,
        rows
          .filter((r) => r.weekday === weekday)
          .map((r) => ({ opens: clockTime(r.opens_minute), closes: clockTime(r.closes_minute) })),
      ),
    );
    const s = settings[0];
    return {
      stepMinutes: Number(s.start_step_minutes),
      minNoticeHours: Number(s.min_notice_hours),
      hours,
      updatedAt: new Date(s.updated_at),
    };
  }

  seed(settings: ScheduleSettings, hours: readonly DayHours[], now: Date): Promise<boolean> {
    return this.uow.run(async () => {
      const inserted: unknown[] = await this.uow.manager.query(
        `INSERT INTO schedule_settings (start_step_minutes, min_notice_hours, updated_at)
         VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id`,
        [settings.stepMinutes, settings.minNoticeHours, now],
      );
      if (inserted.length === 0) return false;
      await this.insertWeek(hours);
      return true;
    });
  }

  async lock(): Promise<void> {
    await this.uow.manager.query(`SELECT id FROM schedule_settings FOR UPDATE`);
  }

  async replaceWeek(hours: readonly DayHours[], now: Date): Promise<void> {
    await this.uow.manager.query(`DELETE FROM schedule_hours`);
    await this.insertWeek(hours);
    await this.uow.manager.query(`UPDATE schedule_settings SET updated_at = $1`, [now]);
  }

  async saveSettings(settings: ScheduleSettings, now: Date): Promise<void> {
    await this.uow.manager.query(
      `UPDATE schedule_settings SET start_step_minutes = $1, min_notice_hours = $2, updated_at = $3`,
      [settings.stepMinutes, settings.minNoticeHours, now],
    );
  }

  private async insertWeek(hours: readonly DayHours[]): Promise<void> {
    const rows = hours.flatMap((d) =>
      d.intervals.map((i) => [d.weekday, clockMinutes(i.opens), clockMinutes(i.closes)]),
    );
    if (rows.length === 0) return;
    await this.uow.manager.query(
      `INSERT INTO schedule_hours (weekday, opens_minute, closes_minute)
       SELECT * FROM unnest($1::smallint[], $2::smallint[], $3::smallint[])`,
      [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
    );
  }
}
