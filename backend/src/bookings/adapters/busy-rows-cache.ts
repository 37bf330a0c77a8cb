import { blocksSlot, type AppointmentState, type Interval } from '@esthetics/domain';

/** An appointment that may take its time, with what decides whether it still does at a given moment. */
export interface BusyRow extends Interval {
  readonly state: AppointmentState;
}

interface Entry {
  readonly generation: number;
  readonly loadedAt: number;
  readonly rows: Promise<readonly BusyRow[]>;
  settled: boolean;
}

/** How many ranges are kept at most (a date each): a season of dates, a few kilobytes each. */
export const BUSY_ROWS_CACHE_ENTRIES = 400;

/**
 * The public availability's reads of what is booked, kept in memory. An entry is used while no
 * statement that may write has been sent by this process since its read began (`writes`, see
 * DatabaseWrites) and for at most `ttlMs`, which bounds how long a write by another instance on the
 * same PostgreSQL can go unseen. Reads of one range at one generation share one query. The rows
 * hold the appointments' states, not whether they block: that is decided at each request's `now`
 * (blocksSlot), so an unpaid hold that runs out frees its time without a new read.
 */
export class BusyRowsCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly writes: { readonly generation: number },
    private readonly ttlMs: number,
    private readonly monotonicMs: () => number = () => performance.now(),
  ) {}

  /** The intervals taken at `now` in `key`'s range, read by `load` unless a valid entry has them. */
  async busyAt(
    key: string,
    now: Date,
    load: () => Promise<readonly BusyRow[]>,
  ): Promise<Interval[]> {
    const rows = await this.rows(key, load);
    return rows.filter((r) => blocksSlot(r.state, now)).map(({ start, end }) => ({ start, end }));
  }

  private rows(key: string, load: () => Promise<readonly BusyRow[]>) {
    if (this.ttlMs <= 0) return load();
    const generation = this.writes.generation;
    const at = this.monotonicMs();
    const entry = this.entries.get(key);
    if (
      entry &&
      entry.generation === generation &&
      (!entry.settled || at - entry.loadedAt < this.ttlMs)
    ) {
      return entry.rows;
    }
    const fresh: Entry = { generation, loadedAt: at, rows: load(), settled: false };
    this.entries.delete(key);
    this.entries.set(key, fresh);
    if (this.entries.size > BUSY_ROWS_CACHE_ENTRIES) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    fresh.rows.then(
      () => {
        fresh.settled = true;
        // Something this process wrote was in flight during the read: the next read starts again.
        if (this.writes.generation !== generation) this.forget(key, fresh);
      },
      () => this.forget(key, fresh),
    );
    return fresh.rows;
  }

  private forget(key: string, entry: Entry) {
    if (this.entries.get(key) === entry) this.entries.delete(key);
  }
}
