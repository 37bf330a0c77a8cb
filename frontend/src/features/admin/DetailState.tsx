import { MESSAGES } from '@esthetics/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../api/errors';
import { PageHeader } from '../../components/PageHeader';

/**
 * The loading and error states of a console detail page (one appointment, one client), else what its
 * record shows. A record that is not there says so; either way a link leads back to its list.
 */
export function DetailState<T>({
  query,
  what,
  children,
}: {
  query: {
    readonly isPending: boolean;
    readonly isError: boolean;
    readonly error: unknown;
    readonly data: T | undefined;
  };
  /** The record, as its console list is named without the "s": "appointment", "client". */
  what: 'appointment' | 'client';
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="container section" role="status">
        <span className="spinner" aria-hidden="true" />
        {`Loading the ${what}…`}
      </div>
    );
  }
  if (query.isError || query.data === undefined) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    const title = what.charAt(0).toUpperCase() + what.slice(1);
    return (
      <>
        <PageHeader eyebrow="Studio console" title={missing ? `${title} not found` : title} />
        <section className="section">
          <div className="container state state--error" role="alert">
            <p>{missing ? `There is no ${what} at this address.` : MESSAGES.listLoadFailed}</p>
            <Link className="btn btn--small" to={`/admin/dashboard?tab=${what}s`}>
              {`Back to ${what}s`}
            </Link>
          </div>
        </section>
      </>
    );
  }
  return <>{children(query.data)}</>;
}
