import { MESSAGES } from '@esthetics/domain';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { withToken } from '../../../api/request-options';
import { $api } from '../../../api/queries';
import { BusyButton } from '../../../components/BusyButton';
import { ledgerRange, type LedgerPlace } from './ledger-period';
import { entriesCount, ledgerRows, type LedgerRow } from './ledger-view';

/** Entries a page: a busy day fits in one. */
export const LEDGER_PAGE = 25;

const COLUMNS = ['When', 'Client', 'Services', 'Kind', 'Method', 'Amount', 'Provider id'] as const;

function Row({ r }: { r: LedgerRow }) {
  return (
    <tr
      className={`ledger-row ledger-row--${r.tone}`}
      data-testid="ledger-row"
      data-appointment={r.appointmentId}
    >
      <td data-label="When">
        <time dateTime={r.at}>{r.when}</time>
      </td>
      <td data-label="Client" className="ledger-client">
        <Link to={`/admin/appointments/${r.appointmentId}`}>{r.client}</Link>
      </td>
      <td data-label="Services" className="ledger-services">
        {r.services}
      </td>
      <td data-label="Kind">{r.kind}</td>
      <td data-label="Method">{r.method}</td>
      <td data-label="Amount" className="ledger-amount">
        {r.amount}
      </td>
      <td
        data-label="Provider id"
        className={r.providerFull ? 'ledger-provider' : 'ledger-provider ledger-provider--none'}
        title={r.providerFull ?? undefined}
      >
        {r.provider}
      </td>
    </tr>
  );
}

/** Three rows' worth of shimmer while the first page loads: the table's place, kept. */
function LoadingRows() {
  return (
    <div className="ledger-loading">
      <p className="visually-hidden" role="status">
        Loading the entries…
      </p>
      {[1, 2, 3].map((n) => (
        <span key={n} className="skeleton ledger-bone ledger-bone--row" aria-hidden="true" />
      ))}
    </div>
  );
}

/**
 * The period's entries, oldest first, read a page at a time by key (`after`); refunds as negatives,
 * the provider's id shortened (whole in its tooltip).
 */
export function LedgerEntries({
  place,
  timeZone,
  token,
}: {
  place: LedgerPlace;
  timeZone: string;
  token: string;
}) {
  const query = $api.useInfiniteQuery(
    'get',
    '/api/admin/money/ledger',
    { params: { query: { ...ledgerRange(place), limit: LEDGER_PAGE } }, ...withToken(token) },
    {
      pageParamName: 'after',
      initialPageParam: '',
      getNextPageParam: (page) => page.next_after ?? undefined,
      // Another period's entries stay, dimmed, while this one's load: the panel does not jump.
      placeholderData: keepPreviousData,
    },
  );

  if (query.isPending) return <LoadingRows />;
  if (query.isError) {
    return (
      <div className="state state--error" role="alert">
        <p>{MESSAGES.moneyLedgerLoadFailed}</p>
        <button type="button" className="btn btn--small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const rows = ledgerRows(query.data.pages, timeZone);
  const stale = query.isPlaceholderData;
  if (rows.length === 0) {
    return (
      <p className="state ledger-empty" aria-busy={stale}>
        {MESSAGES.moneyLedgerEmpty}
      </p>
    );
  }
  return (
    <div className={stale ? 'ledger-entries is-stale' : 'ledger-entries'} aria-busy={stale}>
      <table className="ledger-table">
        <caption className="visually-hidden">Ledger entries of the period, oldest first</caption>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={c === 'Amount' ? 'ledger-amount' : undefined}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <Row key={r.id} r={r} />
          ))}
        </tbody>
      </table>
      <div className="ledger-more">
        <p className="hint" data-testid="ledger-count">
          {entriesCount(rows.length, query.hasNextPage)}
        </p>
        {query.hasNextPage && (
          <BusyButton
            type="button"
            className="btn btn--ghost btn--small"
            busy={query.isFetchingNextPage && 'Loading…'}
            onClick={() => void query.fetchNextPage()}
          >
            Show more
          </BusyButton>
        )}
      </div>
    </div>
  );
}
