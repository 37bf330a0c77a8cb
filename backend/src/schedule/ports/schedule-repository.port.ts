import type { DayHours, ScheduleSettings, TimeBlock } from '@esthetics/domain';

export interface StoredSchedule extends ScheduleSettings {
  readonly hours: readonly DayHours[];
  readonly updatedAt: Date;
  /** Time off that still matters (weekly blocks, one-off blocks not yet over). */
  readonly blocks?: readonly TimeBlock[];
}

/** The owner's schedule in the database: one settings row and the week's open intervals. */
export abstract class ScheduleRepository {
  /** The stored schedule, null before it is seeded. */
  abstract load(): Promise<StoredSchedule | null>;
  /**
   * Stores `settings` and `hours` unless a schedule is stored already (its settings row): once, even
   * when several instances start together. True when this call stored them.
   */
  abstract seed(
    settings: ScheduleSettings,
    hours: readonly DayHours[],
    now: Date,
  ): Promise<boolean>;
  /** Locks the settings row until the UnitOfWork in progress ends (saves one after another). */
  abstract lock(): Promise<void>;
  /** Replaces the week (inside a UnitOfWork, after lock). */
  abstract replaceWeek(hours: readonly DayHours[], now: Date): Promise<void>;
  /** Replaces the step and the notice (inside a UnitOfWork, after lock). */
  abstract saveSettings(settings: ScheduleSettings, now: Date): Promise<void>;
}
