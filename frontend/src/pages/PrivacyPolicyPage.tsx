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
      <>
        <p>
          Your client account is reached only with a sign-in token that expires; our admin console
          is protected by a password kept only as a secure hash. Health and consultation answers are
          encrypted when stored, shown only to you and to our esthetician (the owner), and are never
          written to our logs or put in an email.
        </p>
        <p>
          A phone number is no secret, so signing in is not enough to open your health form,
          download your data or delete your account: the first time you do one of these in a
          browser, we email you a one-time code to type in.
        </p>
        <p>
          From your health answers and the services you book, the site prepares short notes for our
          esthetician about what to review with you before a treatment (for example, a medication
          that does not go with waxing). They are shown only in our admin console, never to other
          systems connected to it, and they never stop you from booking.
        </p>
        <p>
          Every time our esthetician opens your health answers (on an appointment, on your client
          file, or in an export), we record who opened them and when. You can see that list in your
          client dashboard, under &ldquo;Who viewed my health answers&rdquo;.
        </p>
        <h3>How long we keep your information</h3>
        <ul>
          <li>
            Your account, profile, health answers and the list of who viewed them: until you delete
            your account (or ask us to).
          </li>
          <li>
            Appointments and deposits: kept for our accounts. When your account is deleted, they
            stay in our books without your name, email, phone, address or notes: only the services,
            dates, prices and payments remain.
          </li>
          <li>
            Messages, event inquiries, waitlist places and the emails we sent you: until you delete
            your account (or ask us to); deleting your account erases them.
          </li>
          <li>
            Sign-in attempt counters: a few minutes (they only slow down repeated wrong attempts).
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <>
        <p>
          You can see and correct your profile and your health form at any time from your client
          dashboard.
        </p>
        <ul>
          <li>
            <strong>Get a copy:</strong> in your dashboard&apos;s Profile tab, &ldquo;Download my
            data&rdquo; saves everything we hold about you as one file (JSON): your profile,
            appointments with their prices and changes, payments (amounts and dates; we never hold
            card numbers), health answers, messages and event inquiries you sent, waitlist places,
            the list of who viewed your health answers, and the emails we sent you.
          </li>
          <li>
            <strong>Delete your account:</strong> in the same place, &ldquo;Delete my
            account&rdquo;, confirmed by typing your email. Your profile, health answers and sign-in
            are erased at once, with your messages, inquiries, waitlist places and emails. Upcoming
            appointments are cancelled under our cancellation policy, and any deposit it refunds
            goes back to your card. Past appointments are kept for our books without your personal
            details. We email you a confirmation, and keep no copy of its address once it has been
            sent.
          </li>
        </ul>
        <p>
          You can also ask us by phone or email for a copy of your information or for its deletion:
          we do the same for you on request.
        </p>
      </>
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
