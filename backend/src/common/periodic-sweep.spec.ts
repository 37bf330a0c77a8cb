import { DataSource } from 'typeorm';
import { DatabaseOutage } from './database-outage';
import { PeriodicSweep } from './periodic-sweep';

/** A sweep whose passes are counted and can be held open until released. */
class CountedSweep extends PeriodicSweep<void> {
  passes = 0;
  private release: (() => void) | null = null;
  hold = false;

  constructor(intervalMs: number) {
    super('CountedSweep', intervalMs, new DatabaseOutage({} as DataSource));
  }

  protected async pass(): Promise<void> {
    this.passes += 1;
    if (this.hold) await new Promise<void>((resolve) => (this.release = resolve));
  }

  finish(): void {
    this.hold = false;
    this.release?.();
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('PeriodicSweep.sweepSoon', () => {
  it('runs a pass at once, without waiting for the timer', async () => {
    const sweep = new CountedSweep(3_600_000);
    sweep.sweepSoon();
    await settle();
    expect(sweep.passes).toBe(1);
  });

  it('runs one more pass after the one running, which may have missed the new work', async () => {
    const sweep = new CountedSweep(3_600_000);
    sweep.hold = true;
    void sweep.sweep();
    sweep.sweepSoon();
    await settle();
    expect(sweep.passes).toBe(1);
    sweep.finish();
    await settle();
    await settle();
    expect(sweep.passes).toBe(2);
  });

  it('does nothing when the timer is off (interval 0: passes are run by hand)', async () => {
    const sweep = new CountedSweep(0);
    sweep.sweepSoon();
    await settle();
    expect(sweep.passes).toBe(0);
  });
});
