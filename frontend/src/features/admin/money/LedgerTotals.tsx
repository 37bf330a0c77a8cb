import { MESSAGES } from '@esthetics/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { headlineFigures, kindFigures, type MoneyTotals, type TotalFigure } from './ledger-view';

/** As many figures as the totals show, so the loading state has their exact size. */
const HEADLINE_KEYS = ['net', 'tips'] as const;
const KIND_KEYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

function Figure({ f, big }: { f: TotalFigure; big?: boolean }) {
  return (
    <div className={`ledger-figure ledger-figure--${f.tone}${big ? ' ledger-figure--big' : ''}`}>
      <dt>{f.label}</dt>
      <dd data-testid={`ledger-total-${f.key}`}>{f.value}</dd>
    </div>
  );
}

/** A figure's place while it loads: its label and value lines, in their own fonts, shimmering. */
function LoadingFigure({ big }: { big?: boolean }) {
  return (
    <div className={`ledger-figure ledger-figure--loading${big ? ' ledger-figure--big' : ''}`}>
      <dt>
        <span className="skeleton ledger-bone ledger-bone--label" />
      </dt>
      <dd>
        <span className="skeleton ledger-bone" />
      </dd>
    </div>
  );
}

/** The figures' frame while they load: the same boxes, so nothing moves when they come. */
function LoadingFigures() {
  return (
    <div className="ledger-totals" aria-hidden="true">
      <dl className="ledger-headline">
        {HEADLINE_KEYS.map((k) => (
          <LoadingFigure key={k} big />
        ))}
      </dl>
      <dl className="ledger-kinds">
        {KIND_KEYS.map((k) => (
          <LoadingFigure key={k} />
        ))}
      </dl>
    </div>
  );
}

/**
 * The period's totals: the net taken and the tips first and large, then every kind. While another
 * period loads the previous figures stay, dimmed, instead of the panel jumping.
 */
export function LedgerTotals({ query }: { query: UseQueryResult<MoneyTotals, unknown> }) {
  if (query.isPending) {
    return (
      <div className="ledger-totals-state">
        <p className="visually-hidden" role="status">
          Loading the totals…
        </p>
        <LoadingFigures />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div className="state state--error ledger-totals-error" role="alert">
        <p>{MESSAGES.moneyTotalsLoadFailed}</p>
        <button type="button" className="btn btn--small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const stale = query.isPlaceholderData;
  return (
    <div className={stale ? 'ledger-totals is-stale' : 'ledger-totals'} aria-busy={stale}>
      <dl className="ledger-headline">
        {headlineFigures(query.data).map((f) => (
          <Figure key={f.key} f={f} big />
        ))}
      </dl>
      <dl className="ledger-kinds">
        {kindFigures(query.data).map((f) => (
          <Figure key={f.key} f={f} />
        ))}
      </dl>
    </div>
  );
}
