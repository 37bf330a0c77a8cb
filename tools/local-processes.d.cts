/** A TCP port nothing listens on now, on 127.0.0.1. */
export function freePort(): Promise<number>;
/** Whether a new TCP connection to the port on 127.0.0.1 is refused (nothing listens). */
export function refused(port: number): Promise<boolean>;
/**
 * A JSON POST held in flight until its 100 Continue; `finish()` sends the body and answers the
 * response's status, Connection header and text.
 */
export function heldRequest(
  port: number,
  route: string,
  body: unknown,
): Promise<{ finish(): Promise<{ status: number; connection: string; text: string }> }>;
/** One SQL statement on a connection of its own. */
export function sql(url: string, statement: string): Promise<void>;
