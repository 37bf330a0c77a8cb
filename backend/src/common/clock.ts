/** The time, as a port: services never read the system clock directly, so tests can move it. */
export abstract class Clock {
  abstract now(): Date;

  /** Resolves after `ms` milliseconds (at once for 0): a server-side wait tests need not sit through. */
  wait(ms: number): Promise<void> {
    return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
  }
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
