import { BOOKING_ADVICE, DEPOSIT_PERCENT, HOLD_HOURS } from '@esthetics/domain';
import { ContactLines } from '../components/ContactLines';
import { LegalPage, type LegalSection } from '../components/LegalPage';
import { PolicyList } from '../components/PolicyList';

const SECTIONS: LegalSection[] = [
  {
    id: 'appointment-policies',
    title: 'Appointment Policies',
    body: (
      <>
        <PolicyList ids={['cancellation', 'no-show', 'arrival', 'confirmation']} />
        <p>{BOOKING_ADVICE.reminders}</p>
      </>
    ),
  },
  {
    id: 'payment-terms',
    title: 'Payment Terms',
    body: (
      <>
        <PolicyList ids={['deposit', 'payment', 'packages']} />
        <p>
          A time you book online is held for {HOLD_HOURS} hours. It is confirmed when the{' '}
          {DEPOSIT_PERCENT}% deposit is paid on our payment provider&apos;s (Stripe&apos;s) secure
          checkout page, and released if the deposit is not paid by then. We never see or store your
          card number.
        </p>
      </>
    ),
  },
  {
    id: 'health-and-safety',
    title: 'Health and Safety',
    body: (
      <>
        <p>
          Please tell us about allergies, medications, skin conditions, pregnancy or recent
          treatments before your appointment, through the health form or in person. We may adapt or
          decline a treatment when it would not be safe for you.
        </p>
        <p>Kids facials need the consent of a parent or guardian.</p>
      </>
    ),
  },
  {
    id: 'service-expectations',
    title: 'Service Expectations',
    body: (
      <>
        <p>
          Results differ from person to person and depend on your skin, your routine at home and how
          regularly you are treated. We will always give you honest advice about what to expect.
        </p>
        <PolicyList ids={['satisfaction']} />
        <p>
          The Skin Care Assistant on this site gives general, scripted answers. It is not a
          consultation: for advice about your own skin, ask our esthetician.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    body: (
      <p>
        Our services are given with professional care. We are not responsible for reactions caused
        by information that was withheld from us, or by aftercare advice that was not followed.
      </p>
    ),
  },
  {
    id: 'photography-and-marketing',
    title: 'Photography and Marketing',
    body: (
      <p>
        We take before and after photos only with your permission, and we use them in our gallery or
        social media only with your separate written consent. You may withdraw your consent at any
        time.
      </p>
    ),
  },
  { id: 'contact', title: 'Contact', body: <ContactLines /> },
];

export default function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="The terms that apply to our appointments, payments and services."
      sections={SECTIONS}
    />
  );
}
