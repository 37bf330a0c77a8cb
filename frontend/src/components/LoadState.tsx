import type { ReactNode } from 'react';
import type { Loaded } from '../api/hooks';

/**
 * Loading, error (with a retry) and ready states of an API read. A `skeleton` reserves the space of
 * the content while it loads, so nothing below it is pushed down when it arrives.
 */
export function LoadState<T>({
  state,
  what,
  skeleton,
  children,
}: {
  state: Loaded<T>;
  what: string;
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (state.status === 'loading' && skeleton) {
    return (
      <div role="status" aria-busy="true">
        <span className="visually-hidden">Loading {what}…</span>
        <div aria-hidden="true">{skeleton}</div>
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <p className="state" role="status">
        <span className="spinner" aria-hidden="true" />
        Loading {what}…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="state state--error" role="alert">
        <p>We could not load {what}. Please check your connection and try again.</p>
        <button type="button" className="btn btn--small" onClick={state.retry}>
          Try again
        </button>
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
