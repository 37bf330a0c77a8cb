import { MESSAGES } from '@esthetics/domain';
import type { ReactNode } from 'react';

/** What QueryState reads of a TanStack Query result. */
export interface QueryRead<T> {
  readonly isPending: boolean;
  readonly isError: boolean;
  readonly data: T | undefined;
  refetch(): unknown;
}

/**
 * The loading and error states of a signed-in area's read (the error with a retry), else what its
 * data shows. Used by the console's panels and the client's tabs alike.
 */
export function QueryState<T>({
  query,
  loading,
  failed = MESSAGES.listLoadFailed,
  children,
}: {
  query: QueryRead<T>;
  /** "Loading the figures…" */
  loading: string;
  failed?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <p className="state" role="status">
        <span className="spinner" aria-hidden="true" />
        {loading}
      </p>
    );
  }
  if (query.isError || query.data === undefined) {
    return (
      <div className="state state--error" role="alert">
        <p>{failed}</p>
        <button type="button" className="btn btn--small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
