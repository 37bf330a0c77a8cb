import { MESSAGES } from '@esthetics/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { feeFigures, hasFees, type FeeFigure, type FeeTotals } from './fee-view';
import './ledger-fees.css';

const FIGURE_KEYS = ['charged', 'waived', 'due', 'pending'] as const;

function Figure({ f }: { f: FeeFigure }) {
  return (
    <div className={`ledger-fee ledger-fee--${f.key}${f.any ? '' : ' is-none'}`}>
      <dt>{f.label}</dt>
      <dd>
        <span className="ledger-fee-amount" data-testid={`fee-total-${f.key}`}>
          {f.amount}
        </span>
        <span className="ledger-fee-count" data-testid={`fee-count-${f.key}`}>
          {f.count}
        </span>
      </dd>
    </div>
  );
}

/** The figures' frame while they load, the same size as the figures. */
function LoadingFees() {
  return (
    <dl className="ledger-fees-figures" aria-hidden="true">
      {FIGURE_KEYS.map((k) => (
        <div key={k} className="ledger-fee ledger-fee--loading">
          <dt>
            <span className="skeleton ledger-bone ledger-bone--label" />
          </dt>
          <dd>
            <span className="skeleton ledger-bone" />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Body({ query }: { query: UseQueryResult<FeeTotals, unknown> }) {
  if (query.isPending) {
    return (
      <>
        <p className="visually-hidden" role="status">
          Loading the fees…
        </p>
        <LoadingFees />
      </>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div className="state state--error ledger-fees-error" role="alert">
        <p>{MESSAGES.moneyFeesLoadFailed}</p>
        <button type="button" className="btn btn--small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const stale = query.isPlaceholderData;
  return (
    <div className={stale ? 'ledger-fees-body is-stale' : 'ledger-fees-body'} aria-busy={stale}>
      {hasFees(query.data) ? (
        <dl className="ledger-fees-figures">
          {feeFigures(query.data).map((f) => (
            <Figure key={f.key} f={f} />
          ))}
        </dl>
      ) : (
        <p className="ledger-fees-empty" data-testid="fees-empty">
          {MESSAGES.moneyFeesEmpty}
        </p>
      )}
    </div>
  );
}

/**
 * The period's no-show and late-cancellation fees by outcome (docs/money.md, "The Money panel"):
 * those waived or failed moved no money, so they come from the fees' own records, not the ledger.
 */
export function LedgerFees({ query }: { query: UseQueryResult<FeeTotals, unknown> }) {
  return (
    <section className="ledger-fees" aria-labelledby="ledger-fees-title" data-testid="ledger-fees">
      <h4 id="ledger-fees-title" className="ledger-fees-title">
        Fees
      </h4>
      <Body query={query} />
    </section>
  );
}
