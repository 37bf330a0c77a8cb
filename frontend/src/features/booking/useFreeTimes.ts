import type { DayHours } from '@esthetics/domain';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { findNextFreeDay, LOOK_AHEAD_DAYS } from './availability';
import { readFreeTimes } from './booking-api';

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

/**
 * The free times of `date` for `duration` minutes, read again whenever either changes or `version`
 * is bumped (after a slot was taken). When the day has none, the next day that has one is looked up.
 */
export function useFreeTimes(
  date: string | null,
  duration: number,
  version: number,
  hours: readonly DayHours[] | undefined,
): FreeTimes {
  const [state, setState] = useState<{ key: string; value: FreeTimes }>({
    key: '',
    value: { status: 'idle' },
  });
  const key = date && duration > 0 ? `${date}/${duration}/${version}` : '';

  useEffect(() => {
    if (!key || !date) return undefined;
    const controller = new AbortController();
    const read = (d: string, minutes: number) => readFreeTimes(api, d, minutes, controller.signal);
    const set = (value: FreeTimes) => {
      if (!controller.signal.aborted) setState({ key, value });
    };
    read(date, duration).then(
      async (times) => {
        if (times.length > 0) return set({ status: 'ready', times });
        set({ status: 'ready', times, next: undefined });
        const next = await findNextFreeDay(read, date, duration, LOOK_AHEAD_DAYS, hours).catch(
          () => null,
        );
        set({ status: 'ready', times, next });
      },
      () => set({ status: 'error' }),
    );
    return () => controller.abort();
  }, [key, date, duration, hours]);

  if (!key) return { status: 'idle' };
  return state.key === key ? state.value : { status: 'loading' };
}
