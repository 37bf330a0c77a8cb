import { Interval, isBlocked } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-errors';
import { AppConfig } from '../config/app-config';
import { TimeBlockRepository } from './ports/time-block-repository.port';
import { TimeOffGuard } from './ports/time-off-guard.port';

/** TimeOffGuard on the time-off lock (TimeBlockRepository.lockForAppointment) and the domain's isBlocked. */
@Injectable()
export class TimeOffGuardService extends TimeOffGuard {
  constructor(
    private readonly blocks: TimeBlockRepository,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async ensureClear(date: string, wanted: Interval, field: string): Promise<void> {
    const blocks = await this.blocks.lockForAppointment(wanted.start, wanted.end);
    if (isBlocked(date, wanted, blocks, this.config.business.timeZone)) {
      throw AppError.of('timeBlocked', field);
    }
  }
}
