import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { HealthReadKind, HealthReads } from '../ports/health-reads.port';

/**
 * HealthReads over the health access log (the privacy module shows it to the client and exports
 * it): the read first, then its record, before the answer.
 */
@Injectable()
export class LoggedHealthReads extends HealthReads {
  constructor(
    private readonly uow: TypeormUnitOfWork,
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
      await this.uow.manager.query(
        `INSERT INTO health_access_log (client_id, admin_username, read_at, what) VALUES ($1, $2, $3, $4)`,
        [clientId, admin, this.clock.now(), what],
      );
    }
    return answers;
  }
}
