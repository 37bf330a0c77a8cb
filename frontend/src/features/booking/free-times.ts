/** The free times of the chosen day as the booking form shows them (the reads are in useFreeTimes). */

export type FreeTimes =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'error' }
  | {
      readonly status: 'ready';
      readonly times: readonly string[];
      /** When the day has none: the next day with a free time (null: none soon; undefined: looking). */
      readonly next?: { date: string; times: string[] } | null;
    };

/** A read as TanStack Query reports it (the part this needs). */
export type Read<T> = { status: 'pending' | 'error' | 'success'; data?: T; isFetching: boolean };

/** The two reads (the day, the next free day) as the time choices show them. */
export function freeTimesState(
  wanted: boolean,
  times: Read<string[]>,
  next: Read<{ date: string; times: string[] } | null>,
): FreeTimes {
  if (!wanted) return { status: 'idle' };
  if (times.status === 'error')
    return times.isFetching ? { status: 'loading' } : { status: 'error' };
  if (times.status === 'pending' || !times.data) return { status: 'loading' };
  if (times.data.length > 0) return { status: 'ready', times: times.data };
  return {
    status: 'ready',
    times: times.data,
    next: next.status === 'success' ? next.data : undefined,
  };
}
