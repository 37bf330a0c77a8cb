import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntityManager } from 'typeorm';

/**
 * Runs changes of several modules as one database transaction. A use case calls `run`, then the
 * ports of whichever modules it needs; each adapter reads and writes through the transaction in
 * progress (see TypeormUnitOfWork.manager), so no module hands its connection or entities to another.
 */
export abstract class UnitOfWork {
  /** Runs `work` in a transaction; inside one already, it joins it. */
  abstract run<T>(work: () => Promise<T>): Promise<T>;
}

@Injectable()
export class TypeormUnitOfWork extends UnitOfWork {
  private readonly current = new AsyncLocalStorage<EntityManager>();

  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.current.getStore()) return work();
    return this.db.transaction((tx) => this.current.run(tx, work));
  }

  /** The transaction in progress, or the connection pool outside one (for adapters). */
  get manager(): EntityManager {
    return this.current.getStore() ?? this.db.manager;
  }
}
