import { dateInZone, DEFAULT_TIME_ZONE } from '@esthetics/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSiteData } from '../../../api/hooks';
import { withToken } from '../../../api/request-options';
import { useAdminSession } from '../AdminProvider';
import {
  AGENDA_LIMIT,
  agendaFromSearch,
  agendaRange,
  agendaSearch,
  type AgendaPlace,
} from './agenda';
import { $api } from '../../../api/queries';

/** The current time, renewed every minute (for the "now" line). */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** What the Agenda tab reads and where it stands (useAgenda). */
export type AgendaState = ReturnType<typeof useAgenda>;

/**
 * The agenda's place in the URL (a day or a week, today by default), a way to move it, and the read
 * of the appointments of the days it shows, in the business's time zone and opening hours.
 */
export function useAgenda() {
  const { token } = useAdminSession();
  const site = useSiteData();
  const timeZone = site?.time_zone ?? DEFAULT_TIME_ZONE;
  const now = useNow();
  const today = dateInZone(now, timeZone);
  const [search, setSearch] = useSearchParams();
  const place = agendaFromSearch(search, today);
  const range = agendaRange(place);
  const go = (next: AgendaPlace) => setSearch(agendaSearch(search, next, today));
  const back = `/admin/dashboard?${search.toString()}`;

  const query = useQuery(
    $api.queryOptions('get', '/api/admin/appointments', {
      params: { query: { from: range.from, to: range.to, order: 'start', limit: AGENDA_LIMIT } },
      ...withToken(token),
    }),
  );

  return { now, today, timeZone, hours: site?.hours, place, range, go, back, query };
}
