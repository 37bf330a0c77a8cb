import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { ClaimAccount } from '../../features/client/ClaimAccount';
import '../../features/booking/booking.css';

/** /client/claim-account: the page a take-over link opens. */
export default function ClaimAccountPage() {
  const [query] = useSearchParams();
  return (
    <>
      <PageHeader eyebrow="Your account" title="Take Over Your Account">
        An account was started with your e-mail address and never confirmed. Enter your own details:
        the account becomes yours, and anyone signed in to it is signed out.
      </PageHeader>
      <section className="section">
        <div className="container client-auth client-auth--wide">
          <ClaimAccount token={query.get('token') ?? ''} email={query.get('email') ?? ''} />
        </div>
      </section>
    </>
  );
}
