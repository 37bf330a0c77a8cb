import type { ReactNode } from 'react';
import type { Loaded } from '../api/hooks';

/** Loading, error (with a retry) and ready states of an API read. */
export function LoadState<T>({
  state,
  what,
  children,
}: {
  state: Loaded<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
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
