import { ContactLines } from '../components/ContactLines';
import { LegalPage, type LegalSection } from '../components/LegalPage';

const SECTIONS: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect the information you give us when you:</p>
        <ul>
          <li>
            book an appointment: your name, email, phone number, chosen services, date and time, and
            any notes;
          </li>
          <li>
            create a client account: your profile and, if you choose, your date of birth and an
            emergency contact;
          </li>
          <li>
            fill in the health and consultation form: your skin type, concerns, routine, allergies,
            medications and related health details;
          </li>
          <li>send us a message or a corporate event inquiry.</li>
        </ul>
        <p>
          Deposits are paid through our card payment provider&apos;s secure checkout; we never see
          or store your full card number.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <ul>
        <li>to schedule, confirm and remind you of your appointments;</li>
        <li>to choose safe, suitable treatments for your skin and health;</li>
        <li>to answer your messages and event inquiries;</li>
        <li>to process deposits and keep the records the law requires.</li>
      </ul>
    ),
  },
  {
    id: 'information-sharing',
    title: 'Information Sharing',
    body: (
      <p>
        We do not sell or rent your information. We share it only with the services that help us run
        the business (payment processing, email delivery, calendar invitations), only as far as they
        need it, or when the law requires it.
      </p>
    ),
  },
  {
    id: 'data-security',
    title: 'Data Security',
    body: (
      <p>
        Your information is sent over encrypted connections and kept on secured systems. Health and
        consultation answers are visible only to you and to our licensed staff.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Rights',
    body: (
      <p>
        You may ask to see, correct or delete the information we hold about you, and you can update
        your profile and health form at any time from your client dashboard. Ask us and we will
        answer promptly.
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
