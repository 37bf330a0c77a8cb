import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { HealthReadKind, HealthReads } from './ports/health-reads.port';
import { PrivacyRecords } from './ports/privacy-records.port';

/** HealthReads over the health access log: the read first, then its record, before the answer. */
@Injectable()
export class RecordedHealthReads extends HealthReads {
  constructor(
    private readonly records: PrivacyRecords,
    private readonly clock: Clock,
  ) {
    super();
  }

  async forAdmin<T>(
    clientId: string,
    admin: string,
    what: HealthReadKind,
    read: () => Promise<T | null>,
  ): Promise<T | null> {
    const answers = await read();
    // Not shown unless recorded: a failed record fails the read.
    if (answers !== null) {
      await this.records.recordHealthRead(clientId, admin, what, this.clock.now());
    }
    return answers;
  }
}
