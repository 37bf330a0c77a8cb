import {
  appointmentsInBlock,
  NewTimeBlock,
  validateTimeBlock,
  Appointment,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import type { Page } from '../common/dto/pagination.dto';
import { asRecord, valueOrThrow } from '../common/input';
import { UnitOfWork } from '../common/unit-of-work';
import { AppConfig } from '../config/app-config';
import { WebhookEvents } from '../integrations/webhooks/ports/webhook-events.port';
import {
  BlockedAppointmentDto,
  TimeBlockCreatedDto,
  TimeBlockDto,
  TimeBlockListDto,
  TimeBlockPreviewDto,
} from './dto/time-block.dto';
import { StoredTimeBlock, TimeBlockRepository } from './ports/time-block-repository.port';
import { ScheduleService } from './schedule.service';
import { CoveredAppointments } from './ports/covered-appointments.port';

/** One-off blocks that ended longer ago than this are forgotten (swept when a block is added). */
const KEEP_ENDED_BLOCKS_MS = 365 * 24 * 60 * 60 * 1000;

const toDto = (b: StoredTimeBlock): TimeBlockDto => ({
  id: b.id,
  kind: b.kind,
  starts_at: b.kind === 'once' ? b.startsAt.toISOString() : null,
  ends_at: b.kind === 'once' ? b.endsAt.toISOString() : null,
  weekday: b.kind === 'weekly' ? b.weekday : null,
  from: b.kind === 'weekly' ? b.from : null,
  to: b.kind === 'weekly' ? b.to : null,
  note: b.note,
  created_at: b.createdAt.toISOString(),
});

const toBlocked = (a: Appointment): BlockedAppointmentDto => ({
  id: a.id,
  date: a.appointmentDate,
  time: a.appointmentTime,
  client_name: `${a.clientFirstName} ${a.clientLastName}`,
  services: [...a.services],
  status: a.status,
});

/**
 * The owner's time off: listed, previewed (the appointments it would cover), added and removed.
 * A block never cancels anything: covering appointments needs `keep_appointments: true`, else 409
 * (the owner moves or cancels them first through the usual admin routes, with the client's e-mail).
 */
@Injectable()
export class TimeBlocksService {
  constructor(
    private readonly blocks: TimeBlockRepository,
    private readonly appointments: CoveredAppointments,
    private readonly schedule: ScheduleService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly uow: UnitOfWork,
    private readonly webhooks: WebhookEvents,
  ) {}

  async list(page: Page): Promise<TimeBlockListDto> {
    const { items, total } = await this.blocks.list(page);
    return { status: 'success', blocks: items.map(toDto), total };
  }

  async preview(body: unknown): Promise<TimeBlockPreviewDto> {
    const block = this.valid(body);
    const covered = await this.covered(block, this.clock.now());
    return { status: 'success', appointments: covered.map(toBlocked) };
  }

  async create(body: unknown): Promise<TimeBlockCreatedDto> {
    const block = this.valid(body);
    const keep = asRecord(body).keep_appointments === true;
    const now = this.clock.now();
    const stored = await this.uow.run(async () => {
      // Appointments being stored or moved at this moment finish first and are among those read next.
      await this.blocks.lockForChange();
      const covered = await this.covered(block, now);
      if (covered.length > 0 && !keep) {
        throw AppError.with('blockHasAppointments', [covered.length], 'keep_appointments');
      }
      const saved = await this.blocks.insert(
        block,
        now,
        new Date(now.getTime() - KEEP_ENDED_BLOCKS_MS),
      );
      await this.webhooks.publish('schedule.updated', await this.schedule.answer());
      return saved;
    });
    await this.schedule.refresh();
    return { status: 'success', block: toDto(stored) };
  }

  async remove(id: string): Promise<void> {
    const removed = await this.uow.run(async () => {
      const gone = await this.blocks.remove(id);
      if (gone) await this.webhooks.publish('schedule.updated', await this.schedule.answer());
      return gone;
    });
    if (!removed) throw AppError.of('blockNotFound');
    await this.schedule.refresh();
  }

  private valid(body: unknown): NewTimeBlock {
    return valueOrThrow(validateTimeBlock(asRecord(body), this.config.business.timeZone));
  }

  /** The active appointments from now on that the block covers. */
  private async covered(block: NewTimeBlock, now: Date): Promise<Appointment[]> {
    const active = await this.appointments.listActive(now, now);
    return appointmentsInBlock(block, active, this.config.business.timeZone);
  }
}
