import { callHref, contactInfo, mailtoHref } from './contact-actions';
import { CopyButton } from './CopyButton';

/**
 * Reply by e-mail, copy the e-mail or the contact info, call (docs/spec.md#admin-dashboard), for
 * one person.
 */
export function ContactButtons({
  name,
  email,
  phone,
  subject,
}: {
  name: string;
  email: string;
  phone?: string | null;
  /** The reply's subject, if any. */
  subject?: string;
}) {
  return (
    <div className="btn-group" role="group" aria-label={`Contact ${name}`}>
      <a className="btn btn--small btn--ghost" href={mailtoHref(email, subject)}>
        Reply by email
      </a>
      <CopyButton text={email} label="Copy email" />
      <CopyButton text={contactInfo({ name, email, phone })} label="Copy contact info" />
      {phone && (
        <a className="btn btn--small btn--ghost" href={callHref(phone)}>
          Call
        </a>
      )}
    </div>
  );
}
