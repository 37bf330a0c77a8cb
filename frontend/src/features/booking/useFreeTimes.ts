import type { DayHours } from '@esthetics/domain';
import { useQuery } from '@tanstack/react-query';
import { FRESH_READ, queryClient } from '../../api/query-client';
import { withoutToken } from '../../api/request-options';
import { findNextFreeDay, LOOK_AHEAD_DAYS, type FreeTimesReader } from './availability';
import { freeTimesOf } from './booking-api';
import { freeTimesState, type FreeTimes } from './free-times';
import { $api } from '../../api/queries';

/**
 * GET /api/availability for a date, a duration and the services chosen (comma separated: the server
 * adds the buffer after them), keyed as openapi-react-query keys it.
 */
const availability = (date: string, duration: number, services: string) => ({
  ...$api.queryOptions('get', '/api/availability', {
    params: { query: services ? { date, duration, services } : { date, duration } },
    ...withoutToken,
  }),
  ...FRESH_READ,
});

/** The key of the next-free-day search after `date` (one per date, duration, services and hours). */
const nextFreeDayKey = (
  date: string,
  duration: number,
  services: string,
  hours: readonly DayHours[] | undefined,
) => ['booking', 'next-free-day', date, duration, services, hours ?? null] as const;

/** Reads a day's free times through the cache, while the search that asks is still wanted. */
const readerFor =
  (signal: AbortSignal, services: string): FreeTimesReader =>
  async (date, duration) => {
    signal.throwIfAborted();
    return freeTimesOf(await queryClient.fetchQuery(availability(date, duration, services)));
  };

/**
 * The free times of `date` for `duration` minutes: a query keyed by both, so a change of either reads
 * them. When the day has none, the next day that has one is looked up (a second query). `reread`
 * reads them again from scratch, shown as loading (after a slot was taken, or "Try again").
 */
export function useFreeTimes(
  date: string | null,
  duration: number,
  hours: readonly DayHours[] | undefined,
  serviceIds: readonly string[] = [],
): { freeTimes: FreeTimes; reread: () => void } {
  const wanted = date !== null && date !== '' && duration > 0;
  const day = date ?? '';
  const services = serviceIds.join(',');
  const times = useQuery(
    { ...availability(day, duration, services), select: freeTimesOf, enabled: wanted },
    queryClient,
  );
  const none = times.isSuccess && times.data.length === 0;
  const next = useQuery(
    {
      queryKey: nextFreeDayKey(day, duration, services, hours),
      queryFn: ({ signal }) =>
        findNextFreeDay(readerFor(signal, services), day, duration, LOOK_AHEAD_DAYS, hours).catch(
          () => null,
        ),
      enabled: wanted && none,
      ...FRESH_READ,
    },
    queryClient,
  );

  const reread = () => {
    void queryClient.resetQueries({
      queryKey: nextFreeDayKey(day, duration, services, hours),
    });
    void queryClient.resetQueries({
      queryKey: availability(day, duration, services).queryKey,
    });
  };

  return { freeTimes: freeTimesState(wanted, times, next), reread };
}
