import { BOOKING_ADVICE, SESSION_STORAGE_KEYS } from '@esthetics/domain';
import { ContactLines } from '../components/ContactLines';
import { LegalPage, type LegalSection } from '../components/LegalPage';

/**
 * What the site really collects and does with it, checked against the product: no cookies, trackers,
 * newsletter or text messages; card details stay with the payment provider.
 */
const SECTIONS: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only the information you give us when you:</p>
        <ul>
          <li>
            book an appointment: your name, email, phone number, chosen services and add-ons, date
            and time, where the service takes place (with the address for a mobile or corporate
            visit, the company and the group size), your notes, and the email for a calendar
            invitation if you ask for one;
          </li>
          <li>
            create a client account: your name, email and phone number (you sign in with your email
            and phone), and, if you choose, your date of birth and an emergency contact;
          </li>
          <li>
            fill in the health and consultation form: your skin type, concerns, routine, products,
            allergies, medications, medical conditions and related health details;
          </li>
          <li>
            send us a message, or a corporate event inquiry with your company and event details.
          </li>
        </ul>
        <p>
          Deposits are paid on our card payment provider&apos;s (Stripe&apos;s) secure checkout
          page. Your card details go to them, never to us: we only learn whether the deposit was
          paid, and how much.
        </p>
        <h3>Cookies and browser storage</h3>
        <p>
          This site sets no cookies and uses no analytics, advertising or tracking tools; its pages,
          fonts and pictures all come from our own server. When you sign in to your client account,
          your browser keeps your session (your profile and a sign-in token that expires) in its
          local storage under &ldquo;{SESSION_STORAGE_KEYS.client}&rdquo; until you log out. The
          Skin Care Assistant answers from a script inside your browser: what you ask it is not sent
          to us or kept.
        </p>
        <p>
          Our server&apos;s logs record which addresses of the site were requested and when, not
          what you type into a form. Your network (IP) address is counted for a few minutes to limit
          repeated sign-in attempts and form submissions.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <>
        <ul>
          <li>
            to schedule and confirm your appointments: we email you a confirmation with a calendar
            invitation, a payment link if a deposit is still due, and reminders.{' '}
            {BOOKING_ADVICE.reminders}
          </li>
          <li>to choose safe, suitable treatments for your skin and health;</li>
          <li>to answer your messages and event inquiries, by email or by phone;</li>
          <li>to take deposits and keep the records the law requires.</li>
        </ul>
        <p>
          We send no newsletters, marketing emails or text messages: every email we send is about a
          booking you made or a message you sent.
        </p>
      </>
    ),
  },
  {
    id: 'information-sharing',
    title: 'Information Sharing',
    body: (
      <>
        <p>We do not sell or rent your information. We share it only, and only as far as needed:</p>
        <ul>
          <li>with our payment provider (Stripe), for your deposit;</li>
          <li>with the email service that delivers our emails to you;</li>
          <li>
            with the calendar app in which our esthetician keeps her own agenda (appointment times,
            services and client names, through a private link);
          </li>
          <li>when the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <p>
        Your client account is reached only with a sign-in token that expires; our admin console is
        protected by a password kept only as a secure hash. Health and consultation answers are
        shown only to you and to our esthetician, and are never written to our logs.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <p>
        You can see and correct your profile and your health form at any time from your client
        dashboard. To get a copy of the information we hold about you, or to have it deleted, ask us
        by phone or email and we will answer promptly.
      </p>
    ),
  },
  { id: 'contact-us', title: 'Contact Us', body: <ContactLines /> },
];

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="How we collect, use and protect your personal information."
      sections={SECTIONS}
    />
  );
}
