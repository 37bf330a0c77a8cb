import {
  BUSINESS_HOURS,
  DayHours,
  DEFAULT_SCHEDULE_SETTINGS,
  Schedule,
  validateScheduleSettings,
  validateWeek,
} from '@esthetics/domain';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../common/clock';
import { asRecord, valueOrThrow } from '../common/input';
import { UnitOfWork } from '../common/unit-of-work';
import { AppConfig } from '../config/app-config';
import { WebhookEvents } from '../integrations/webhooks/ports/webhook-events.port';
import { OwnerScheduleDto } from './dto/schedule.dto';
import { toOwnerScheduleDto } from './dto/schedule.mapper';
import { OwnerSchedule } from './ports/owner-schedule.port';
import { ScheduleRepository, StoredSchedule } from './ports/schedule-repository.port';
import { TimeBlockRepository } from './ports/time-block-repository.port';

interface Kept {
  readonly stored: StoredSchedule;
  readonly signature: string;
  readonly readAt: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The owner's schedule: seeded at the first start (business.json's hours or the spec's week, 15-minute
 * starts, 2 hours' notice), read by every module through OwnerSchedule, saved from the console or
 * the API one transaction per save (with its `schedule.updated` webhook event). Kept in memory for
 * AVAILABILITY_CACHE_MS, forgotten at once after this instance's own save.
 */
@Injectable()
export class ScheduleService extends OwnerSchedule implements OnApplicationBootstrap {
  private readonly logger = new Logger(ScheduleService.name);
  private kept: Kept | null = null;
  private reading: Promise<StoredSchedule> | null = null;
  /** Readings started so far: a reading older than the kept one's never replaces it. */
  private readings = 0;
  private keptReading = 0;

  constructor(
    private readonly repo: ScheduleRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly webhooks: WebhookEvents,
    private readonly blocks: TimeBlockRepository,
  ) {
    super();
  }

  /** Reads the schedule again now (after a change of the time off, committed). */
  async refresh(): Promise<void> {
    this.kept = null;
    await this.read(true);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.repo.seed(DEFAULT_SCHEDULE_SETTINGS, this.seedWeek(), this.clock.now());
    await this.read();
  }

  /** The profile's week (business.json, else the spec's) if it passes the owner's checks, else the spec's. */
  private seedWeek(): readonly DayHours[] {
    const profile = this.config.business.hours;
    const checked = validateWeek({
      days: profile.map((d) => ({ weekday: d.weekday, intervals: d.intervals })),
    });
    if (checked.ok) return checked.value;
    this.logger.warn(`business.json hours not seeded (${checked.message}): the spec's week is`);
    return BUSINESS_HOURS;
  }

  async current(): Promise<Schedule> {
    return this.storedNow();
  }

  known(): Schedule {
    if (!this.kept || this.stale(this.kept)) {
      void this.read().catch((e: unknown) =>
        this.logger.warn(`Could not read the schedule: ${(e as Error).message}`),
      );
    }
    // Before the first reading ends (the start awaits one): the profile's week and the defaults.
    return this.kept?.stored ?? { ...DEFAULT_SCHEDULE_SETTINGS, hours: this.config.business.hours };
  }

  async answer(): Promise<OwnerScheduleDto> {
    return toOwnerScheduleDto(await this.storedNow());
  }

  /** Replaces the week, checked by the domain (field-level messages); an all-closed week pauses booking. */
  saveWeek(body: unknown): Promise<OwnerScheduleDto> {
    const week = valueOrThrow(validateWeek(asRecord(body)));
    return this.save(async (now) => {
      await this.repo.replaceWeek(week, now);
    });
  }

  /** Changes the start-time step and/or the minimum notice (what is not sent stays). */
  saveSettings(body: unknown): Promise<OwnerScheduleDto> {
    return this.save(async (now, before) => {
      const settings = valueOrThrow(validateScheduleSettings(asRecord(body), before));
      await this.repo.saveSettings(settings, now);
    });
  }

  private async save(
    change: (now: Date, before: StoredSchedule) => Promise<void>,
  ): Promise<OwnerScheduleDto> {
    const now = this.clock.now();
    const dto = await this.uow.run(async () => {
      await this.repo.lock();
      const before = await this.repo.load();
      if (!before) throw new Error('The schedule is not seeded');
      await change(now, before);
      const after = (await this.repo.load()) as StoredSchedule;
      const answer = toOwnerScheduleDto(after);
      await this.webhooks.publish('schedule.updated', answer);
      return answer;
    });
    // Committed: this instance reads it again at once (not a reading begun before the commit).
    this.kept = null;
    await this.read(true);
    return dto;
  }

  private stale(kept: Kept): boolean {
    return performance.now() - kept.readAt >= this.config.availabilityCacheMs;
  }

  private async storedNow(): Promise<StoredSchedule> {
    if (this.kept && !this.stale(this.kept)) return this.kept.stored;
    // Inside a transaction, read through it and keep nothing: a reading shared with requests outside
    // it may be waiting for a connection of the pool, and the embedded database has one, held by
    // this transaction until it ends.
    if (this.uow.inTransaction()) return this.load();
    return this.read();
  }

  /** The schedule and its time off as the database has them now (through the transaction if any). */
  private async load(): Promise<StoredSchedule> {
    // Time off over for a day is no longer needed by any date still bookable.
    const since = new Date(this.clock.now().getTime() - DAY_MS);
    const [stored, blocks] = await Promise.all([this.repo.load(), this.blocks.active(since)]);
    return {
      ...(stored ?? {
        ...DEFAULT_SCHEDULE_SETTINGS,
        hours: this.config.business.hours,
        updatedAt: this.clock.now(),
      }),
      blocks,
    };
  }

  /** One reading at a time (unless `fresh`: one begun after this call); its result is kept. */
  private read(fresh = false): Promise<StoredSchedule> {
    if (this.reading && !fresh) return this.reading;
    const reading = ++this.readings;
    const promise = this.load()
      .then((read) => {
        const signature = JSON.stringify(read);
        // The same schedule keeps the same object: answers prepared from it (the site's) stay.
        const found = this.kept && this.kept.signature === signature ? this.kept.stored : read;
        if (reading >= this.keptReading) {
          this.keptReading = reading;
          this.kept = { stored: found, signature, readAt: performance.now() };
        }
        return found;
      })
      .finally(() => {
        if (this.reading === promise) this.reading = null;
      });
    this.reading = promise;
    return promise;
  }
}
