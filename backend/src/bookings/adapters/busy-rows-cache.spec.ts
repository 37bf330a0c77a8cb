import type { AppointmentState } from '@esthetics/domain';
import { BUSY_ROWS_CACHE_ENTRIES, BusyRow, BusyRowsCache } from './busy-rows-cache';

const at = (iso: string) => new Date(`2026-12-10T${iso}:00Z`);
const confirmed: AppointmentState = {
  status: 'confirmed',
  paymentStatus: 'paid',
  holdExpiresAt: null,
};
const row = (start: string, end: string, state: AppointmentState = confirmed): BusyRow => ({
  start: at(start),
  end: at(end),
  state,
});

/** A deferred load: its rows are given when the test says so. */
function deferred() {
  let resolve!: (rows: BusyRow[]) => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<BusyRow[]>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('BusyRowsCache', () => {
  let writes: { generation: number };
  let clock: number;
  let loads: number;
  let rows: BusyRow[];
  let cache: BusyRowsCache;
  const load = () => {
    loads++;
    return Promise.resolve(rows);
  };
  const now = at('08:00');

  beforeEach(() => {
    writes = { generation: 0 };
    clock = 0;
    loads = 0;
    rows = [row('10:00', '11:00')];
    cache = new BusyRowsCache(writes, 2000, () => clock);
  });

  it('answers a second read of the same range from memory', async () => {
    await expect(cache.busyAt('d', now, load)).resolves.toEqual([
      { start: at('10:00'), end: at('11:00') },
    ]);
    rows = [];
    await expect(cache.busyAt('d', now, load)).resolves.toHaveLength(1);
    expect(loads).toBe(1);
    await cache.busyAt('other', now, load);
    expect(loads).toBe(2);
  });

  it('reads again once this process has sent a statement that may write', async () => {
    await cache.busyAt('d', now, load);
    writes.generation++;
    rows = [];
    await expect(cache.busyAt('d', now, load)).resolves.toEqual([]);
    expect(loads).toBe(2);
  });

  it('reads again after the time to live, for other instances’ writes', async () => {
    await cache.busyAt('d', now, load);
    clock = 1999;
    await cache.busyAt('d', now, load);
    expect(loads).toBe(1);
    clock = 2000;
    rows = [];
    await expect(cache.busyAt('d', now, load)).resolves.toEqual([]);
    expect(loads).toBe(2);
  });

  it('with a time to live of 0, reads every time', async () => {
    cache = new BusyRowsCache(writes, 0, () => clock);
    await cache.busyAt('d', now, load);
    await cache.busyAt('d', now, load);
    expect(loads).toBe(2);
  });

  it('decides at each request’s now whether an unpaid hold still blocks', async () => {
    const hold: AppointmentState = {
      status: 'pending',
      paymentStatus: 'unpaid',
      holdExpiresAt: at('09:00'),
    };
    const paid: AppointmentState = { ...hold, paymentStatus: 'paid' };
    rows = [row('10:00', '11:00', hold), row('12:00', '13:00', paid)];
    await expect(cache.busyAt('d', at('08:59'), load)).resolves.toHaveLength(2);
    await expect(cache.busyAt('d', at('09:00'), load)).resolves.toEqual([
      { start: at('12:00'), end: at('13:00') },
    ]);
    expect(loads).toBe(1);
  });

  it('shares one read among the requests that come while it runs', async () => {
    const first = deferred();
    const reads = [0, 1, 2].map(() =>
      cache.busyAt('d', now, () => {
        loads++;
        return first.promise;
      }),
    );
    first.resolve(rows);
    await expect(Promise.all(reads)).resolves.toEqual(
      [1, 1, 1].map(() => [{ start: at('10:00'), end: at('11:00') }]),
    );
    expect(loads).toBe(1);
  });

  it('does not keep a read during which this process sent a write', async () => {
    const first = deferred();
    const read = cache.busyAt('d', now, () => first.promise);
    writes.generation++; // a booking sent while the read runs: the read may or may not see it
    first.resolve(rows);
    await expect(read).resolves.toHaveLength(1);
    writes.generation++; // ...and is answered
    rows = [];
    await expect(cache.busyAt('d', now, load)).resolves.toEqual([]);
    expect(loads).toBe(1);
  });

  it('does not keep a failed read', async () => {
    await expect(cache.busyAt('d', now, () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    await expect(cache.busyAt('d', now, load)).resolves.toHaveLength(1);
    expect(loads).toBe(1);
  });

  it(`keeps at most ${BUSY_ROWS_CACHE_ENTRIES} ranges, the oldest read first out`, async () => {
    for (let i = 0; i <= BUSY_ROWS_CACHE_ENTRIES; i++) await cache.busyAt(`d${i}`, now, load);
    expect(loads).toBe(BUSY_ROWS_CACHE_ENTRIES + 1);
    await cache.busyAt(`d${BUSY_ROWS_CACHE_ENTRIES}`, now, load);
    await cache.busyAt('d1', now, load);
    expect(loads).toBe(BUSY_ROWS_CACHE_ENTRIES + 1);
    await cache.busyAt('d0', now, load);
    expect(loads).toBe(BUSY_ROWS_CACHE_ENTRIES + 2);
  });
});
