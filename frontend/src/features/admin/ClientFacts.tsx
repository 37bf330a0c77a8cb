import type { Schemas } from '../../api/client';

type Client = Pick<
  Schemas['ClientDto'],
  | 'email'
  | 'email_verified'
  | 'phone'
  | 'date_of_birth'
  | 'emergency_contact_name'
  | 'emergency_contact_phone'
>;

/**
 * A client's e-mail, phone, date of birth and emergency contact, as terms of a `<dl>` (the clients
 * list and the client's page). An optional fact not given shows `blank`, or is left out without it.
 */
export function ClientFacts({ client: c, blank }: { client: Client; blank?: string }) {
  return (
    <>
      <div>
        <dt>Email</dt>
        <dd>
          {c.email}
          {/* Nothing is linked to the account by an address its owner has not confirmed. */}
          {!c.email_verified && <span className="fact-note">not confirmed yet</span>}
        </dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>{c.phone}</dd>
      </div>
      {(c.date_of_birth || blank) && (
        <div>
          <dt>Date of birth</dt>
          <dd>{c.date_of_birth || blank}</dd>
        </div>
      )}
      {(c.emergency_contact_name || blank) && (
        <div>
          <dt>Emergency contact</dt>
          <dd>
            {c.emergency_contact_name || blank}
            {c.emergency_contact_phone && (
              <span className="fact-note">{c.emergency_contact_phone}</span>
            )}
          </dd>
        </div>
      )}
    </>
  );
}
