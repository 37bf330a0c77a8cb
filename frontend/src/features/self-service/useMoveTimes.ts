import type { DayHours } from '@esthetics/domain';
import { useQuery, useQueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import type { Schemas } from '../../api/client';
import { findNextFreeDay, LOOK_AHEAD_DAYS } from '../booking/availability';
import { freeTimesOf } from '../booking/booking-api';
import { freeTimesState, type FreeTimes } from '../booking/free-times';
import { movableTimes, type CurrentSlot } from './move';

type Availability = Schemas['AvailabilityDto'];

/**
 * A date's free times for moving one appointment: the client's or the console's availability
 * endpoint, as `$api.queryOptions('get', …/availability, { params: { query: { date } } })`.
 */
export type AvailabilityRead<K extends QueryKey> = (date: string) => {
  queryKey: K;
  queryFn: QueryFunction<Availability, K>;
};

/**
 * The free times of `date` an appointment can move to, the booking page's way: a day with none
 * offers the next day that has one. Read fresh each time the dialog asks (never from an old cache),
 * through the area's own query client; `reread` reads them again from scratch, shown as loading.
 */
export function useMoveTimes<K extends QueryKey>(
  read: AvailabilityRead<K>,
  date: string,
  current: CurrentSlot,
  hours: readonly DayHours[] | undefined,
  enabled: boolean,
): { freeTimes: FreeTimes; reread: () => void } {
  const queryClient = useQueryClient();
  const wanted = enabled && date !== '';
  const timesOf = (day: string) => (answer: Availability) =>
    movableTimes(freeTimesOf(answer), day, current);
  const day = read(date);
  const times = useQuery({
    ...day,
    select: timesOf(date),
    enabled: wanted,
    staleTime: 0,
    gcTime: 0,
  });
  const nextKey = ['move-times', 'next-free-day', day.queryKey, current, hours ?? null] as const;
  const next = useQuery({
    queryKey: nextKey,
    queryFn: ({ signal }) =>
      findNextFreeDay(
        async (d) => {
          signal.throwIfAborted();
          return timesOf(d)(await queryClient.fetchQuery({ ...read(d), staleTime: 0 }));
        },
        date,
        0,
        LOOK_AHEAD_DAYS,
        hours,
      ).catch(() => null),
    enabled: wanted && times.isSuccess && times.data.length === 0,
    staleTime: 0,
    gcTime: 0,
  });

  const reread = () => {
    void queryClient.resetQueries({ queryKey: nextKey });
    void queryClient.resetQueries({ queryKey: day.queryKey });
  };
  return { freeTimes: freeTimesState(wanted, times, next), reread };
}
