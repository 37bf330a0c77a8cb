import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntityManager, QueryRunner } from 'typeorm';

/**
 * Runs changes of several modules as one database transaction. A use case calls `run`, then the
 * ports of whichever modules it needs; each adapter reads and writes through the transaction in
 * progress (see TypeormUnitOfWork.manager), so no module hands its connection or entities to another.
 */
export abstract class UnitOfWork {
  /** Runs `work` in a transaction; inside one already, it joins it. */
  abstract run<T>(work: () => Promise<T>): Promise<T>;

  /** Whether the caller runs inside `run` (its reads go through the transaction's connection). */
  inTransaction(): boolean {
    return false;
  }
}

/** One SQL statement and its parameters ($1, $2, ... in `sql`). */
export interface Statement {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** A transaction in progress and the writes deferred to its next statement. */
interface Transaction {
  readonly manager: EntityManager;
  /** The transaction's connection's own `query`, without the wait for deferred writes. */
  readonly send: (sql: string, params: unknown[]) => Promise<unknown>;
  readonly deferred: Statement[];
}

/** `$n` renumbered after `offset` parameters. */
const renumber = (sql: string, offset: number) =>
  offset === 0 ? sql : sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + offset}`);

/** What the statement carrying deferred writes is made from: `written`, the SQL that sends them. */
export type CarryingStatement = (written: string) => Statement;

/**
 * Writes as one statement, in their order: each becomes a data-modifying WITH query (so none may
 * have its own WITH or RETURNING clause), and `written`, a boolean expression that is true, reads
 * them one after the other. With `main`, the statement is main's (its parameters first, its own WITH
 * queries after the writes'), and main evaluates `written` once (in its select list, on the row it
 * always answers): that is when the writes are made. Without, it answers one row, `written`. Every
 * part sees the statement's snapshot: none may read what another part writes.
 */
export function withDeferred(writes: readonly Statement[], main?: CarryingStatement): Statement {
  if (writes.length === 1 && !main) return writes[0];
  const names = writes.map((_, i) => `uow_write_${i + 1}`);
  const written =
    names.length === 0
      ? 'true'
      : `((SELECT ${names.map((n) => `(SELECT count(*) FROM ${n})`).join(' + ')}) >= 0)`;
  const statement = main ? main(written) : { sql: `SELECT ${written} AS written`, params: [] };
  const params: unknown[] = [...statement.params];
  const withQueries = writes.map((w, i) => {
    if (/\b(WITH|RETURNING)\b/i.test(w.sql)) {
      throw new Error(`A write sent with others has its own WITH or RETURNING: ${w.sql}`);
    }
    const sql = renumber(w.sql, params.length);
    params.push(...w.params);
    return `${names[i]} AS (${sql} RETURNING 1)`;
  });
  if (withQueries.length === 0) return { sql: statement.sql, params };
  const ownWith = /^\s*WITH\s+/i.exec(statement.sql);
  const sql = ownWith
    ? `WITH ${withQueries.join(',\n')},\n${statement.sql.slice(ownWith[0].length)}`
    : `WITH ${withQueries.join(',\n')}\n${statement.sql}`;
  return { sql, params };
}

/**
 * The UnitOfWork on TypeORM. Besides the transaction's EntityManager (`manager`), it takes writes
 * whose result nobody reads (an outbox row, a webhook delivery) with `defer`: inside a transaction
 * they are not sent yet, and go in one round trip with the transaction's next statement (its
 * `query` if that is the next one, e.g. a booking's INSERT, see bookings/adapters/held-booking.sql.ts;
 * else as a statement of their own just before it, or before COMMIT), so they keep their order with
 * every other statement of the transaction. A statement costs a round trip, and on the embedded
 * database the whole database waits for each round trip of a transaction.
 */
@Injectable()
export class TypeormUnitOfWork extends UnitOfWork {
  private readonly current = new AsyncLocalStorage<Transaction>();

  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.current.getStore()) return work();
    return this.db.transaction(async (manager) => {
      const runner = manager.queryRunner as QueryRunner;
      const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
      const tx: Transaction = { manager, send: (sql, params) => query(sql, params), deferred: [] };
      // Every later statement of the transaction, whoever sends it, goes after the deferred writes.
      runner.query = (async (...args: unknown[]) => {
        await this.flush(tx);
        return query(...args);
      }) as QueryRunner['query'];
      try {
        const result = await this.current.run(tx, work);
        await this.flush(tx);
        return result;
      } catch (e) {
        // Rolled back: the deferred writes are dropped, never sent before the ROLLBACK.
        tx.deferred.length = 0;
        throw e;
      }
    });
  }

  override inTransaction(): boolean {
    return this.current.getStore() !== undefined;
  }

  /** The transaction in progress, or the connection pool outside one (for adapters). */
  get manager(): EntityManager {
    return this.current.getStore()?.manager ?? this.db.manager;
  }

  /**
   * Defers writes whose result is not read. In a transaction they are sent with its next statement
   * (see the class), and their errors surface there; outside one, they are sent now, as one
   * statement (atomic on its own).
   */
  async defer(...statements: Statement[]): Promise<void> {
    if (statements.length === 0) return;
    const tx = this.current.getStore();
    if (tx) {
      tx.deferred.push(...statements);
      return;
    }
    const { sql, params } = withDeferred(statements);
    await this.db.query(sql, [...params]);
  }

  /**
   * A statement through the transaction in progress (or the pool), with the deferred writes sent in
   * the same round trip: `statement(written)` must evaluate `written` once (see withDeferred).
   * Answers the statement's rows, as `manager.query` does.
   */
  async query<T>(statement: CarryingStatement): Promise<T> {
    const tx = this.current.getStore();
    const { sql, params } = withDeferred(tx ? tx.deferred.splice(0) : [], statement);
    return (await (tx ? tx.send(sql, [...params]) : this.db.query(sql, [...params]))) as T;
  }

  private async flush(tx: Transaction): Promise<void> {
    if (tx.deferred.length === 0) return;
    const { sql, params } = withDeferred(tx.deferred.splice(0));
    await tx.send(sql, [...params]);
  }
}
