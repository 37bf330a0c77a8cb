import { Client } from 'pg';

/**
 * Counts the statements this process sends that may change data: every one but a plain read, each
 * counted when it is sent and again when its answer is in (a COMMIT included). A reader that notes
 * the count before reading and finds it unchanged after knows that nothing this process wrote was in
 * flight meanwhile, so its answer is as fresh as a new read would be (see BusyRowsCache). Writes by
 * other processes on the same PostgreSQL are not seen: what is cached this way also expires.
 */
export class DatabaseWrites {
  private count = 0;

  get generation(): number {
    return this.count;
  }

  /** Whether `sql` may change data: anything but a SELECT (or SHOW) that names no writing keyword. */
  static mayWrite(sql: string): boolean {
    return (
      !/^\s*(SELECT|SHOW)\b/i.test(sql) || /\b(INSERT|UPDATE|DELETE|TRUNCATE|MERGE)\b/i.test(sql)
    );
  }

  /** Called for each statement as it is sent; `done` when its answer (or error) is in. */
  seen(sql: string): { done(): void } | null {
    if (!DatabaseWrites.mayWrite(sql)) return null;
    this.count++;
    return { done: () => void this.count++ };
  }

  /**
   * The `pg` client class for the pool (its `Client` option) that reports each statement here, as a
   * promise (TypeORM's calls) or with a callback (pg-pool's own `query`).
   */
  clientClass(): typeof Client {
    const seen = (sql: string) => this.seen(sql);
    return class WatchedClient extends Client {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query has many overloads
      override query(...args: any[]): any {
        const send = (...a: unknown[]) => (super.query as (...b: unknown[]) => unknown)(...a);
        const first: unknown = args[0];
        const sql =
          typeof first === 'string'
            ? first
            : typeof (first as { text?: unknown } | null)?.text === 'string'
              ? (first as { text: string }).text
              : null;
        const watch = sql === null ? null : seen(sql);
        if (!watch) return send(...args);
        const last = args.length - 1;
        if (typeof args[last] === 'function') {
          const callback = args[last] as (...r: unknown[]) => void;
          return send(...args.slice(0, last), (...r: unknown[]) => {
            watch.done();
            callback(...r);
          });
        }
        const result = send(...args);
        if (result instanceof Promise) result.then(watch.done, watch.done);
        else watch.done();
        return result;
      }
    } as typeof Client;
  }
}
