import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { EmailLinkPanel, type EmailLinkAction } from '../../features/client/EmailLinkPanel';
import '../../features/booking/booking.css';

const TITLES: Record<EmailLinkAction, string> = {
  confirm: 'Confirm Your E-mail',
  'not-me': 'This Wasn’t Me',
};

/** The pages the links of the e-mail-ownership mails open: `?token=` names the link. */
export default function EmailLinkPage({ action }: { action: EmailLinkAction }) {
  const [query] = useSearchParams();
  return (
    <>
      <PageHeader eyebrow="Your account" title={TITLES[action]} />
      <section className="section">
        <EmailLinkPanel action={action} token={query.get('token') ?? ''} />
      </section>
    </>
  );
}
