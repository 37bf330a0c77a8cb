import type { FormEvent, ReactNode } from 'react';
import { BusyButton } from '../../components/BusyButton';
import { FormOutcomeNotice } from '../../components/form-fields';
import type { FormOutcome } from '../../components/form-problem';
import { PageHeader } from '../../components/PageHeader';

/**
 * An area's login page (the client's and the admin's): the header, then one form with the area's
 * fields, the notice the area left (e.g. why it logged out) and the outcome of the last try.
 */
export function LoginPage({
  eyebrow,
  title,
  intro,
  className,
  formId,
  heading,
  notice,
  outcome,
  onSubmit,
  busy,
  children,
  after,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  className: string;
  /** The id of the form's heading (the form is labelled by it). */
  formId: string;
  heading: string;
  notice: string | null;
  outcome: FormOutcome | null;
  onSubmit: (e: FormEvent) => void;
  busy: boolean;
  /** The fields. */
  children: ReactNode;
  /** Below the button. */
  after?: ReactNode;
}) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title}>
        {intro}
      </PageHeader>
      <section className="section">
        <div className={className}>
          <form className="form card" onSubmit={onSubmit} noValidate aria-labelledby={formId}>
            <h2 id={formId}>{heading}</h2>
            {notice && (
              <p className="notice notice--info" role="status">
                {notice}
              </p>
            )}
            {children}
            <FormOutcomeNotice outcome={outcome} />
            <BusyButton className="btn" busy={busy && 'Logging in…'}>
              Log In
            </BusyButton>
            {after}
          </form>
        </div>
      </section>
    </>
  );
}
