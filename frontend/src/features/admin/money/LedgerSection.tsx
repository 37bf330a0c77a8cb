import { dateInZone, DEFAULT_TIME_ZONE } from '@esthetics/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useSiteData } from '../../../api/hooks';
import { $api } from '../../../api/queries';
import { withToken } from '../../../api/request-options';
import { useAdminSession } from '../AdminProvider';
import { LedgerEntries } from './LedgerEntries';
import { LedgerFees } from './LedgerFees';
import { ledgerPlaceFromSearch, ledgerSearch, type LedgerPlace } from './ledger-period';
import { LedgerToolbar } from './LedgerToolbar';
import { LedgerTotals } from './LedgerTotals';

/**
 * The ledger of a day, a week or a month (docs/money.md, "The Money panel"): its totals by kind,
 * its fees by outcome, its entries and the accountant's export. The period is in the URL.
 */
export function LedgerSection() {
  const { token } = useAdminSession();
  const timeZone = useSiteData()?.time_zone ?? DEFAULT_TIME_ZONE;
  const today = dateInZone(new Date(), timeZone);
  const [search, setSearch] = useSearchParams();
  const place = ledgerPlaceFromSearch(search, today);
  const go = (next: LedgerPlace) => setSearch(ledgerSearch(search, next, today), { replace: true });

  const totals = useQuery({
    ...$api.queryOptions('get', '/api/admin/money/totals', {
      params: { query: { period: place.period, date: place.date } },
      ...withToken(token),
    }),
    placeholderData: keepPreviousData,
  });
  const fees = useQuery({
    ...$api.queryOptions('get', '/api/admin/fees/totals', {
      params: { query: { period: place.period, date: place.date } },
      ...withToken(token),
    }),
    placeholderData: keepPreviousData,
  });

  return (
    <section className="card panel-card ledger" aria-labelledby="ledger-title">
      <LedgerToolbar place={place} today={today} go={go} token={token} />
      <LedgerTotals query={totals} />
      <LedgerFees query={fees} />
      <LedgerEntries place={place} timeZone={timeZone} token={token} />
      <p className="panel-note">
        Totals are the ledger&apos;s entries made in the period, in the business&apos;s time zone.
        The net taken is the money taken in by card, cash or outside card, less refunds; credit
        moves no money. A fee counts in the period it was charged, paid or waived; a pending or due
        fee, in the period it was recorded.
      </p>
    </section>
  );
}
