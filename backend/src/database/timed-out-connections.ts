import { Client } from 'pg';

/** node-postgres's error for a query given up by its `query_timeout` (no answer in time). */
export const QUERY_READ_TIMEOUT = 'Query read timeout';

const isReadTimeout = (error: unknown) =>
  error instanceof Error && error.message === QUERY_READ_TIMEOUT;

/**
 * `Base` (a `pg` client class) whose connection is closed when a query is given up by its
 * query_timeout. node-postgres answers the query with an error but keeps the connection, still
 * waiting for that answer: returned to the pool, it would hold every later query behind it (a
 * silently dropped host never answers). Closed, the pool drops it and opens a new one.
 */
export function closingTimedOutConnections(Base: typeof Client): typeof Client {
  return class ClosingClient extends Base {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query has many overloads
    override query(...args: any[]): any {
      const close = (error: unknown) => {
        // The socket, as node-postgres itself does for a pipelined query that timed out.
        if (isReadTimeout(error))
          (
            this as unknown as { connection: { stream: { destroy(): void } } }
          ).connection.stream.destroy();
      };
      const send = (...a: unknown[]) => (super.query as (...b: unknown[]) => unknown)(...a);
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as (error: unknown, ...rest: unknown[]) => void;
        return send(...args.slice(0, last), (error: unknown, ...rest: unknown[]) => {
          close(error);
          callback(error, ...rest);
        });
      }
      const result = send(...args);
      if (result instanceof Promise) result.catch(close);
      return result;
    }
  } as typeof Client;
}
