import { ContactSection } from '../features/contact/ContactSection';

/** /contact: the studio's contact details and the message form. */
export default function ContactPage() {
  return <ContactSection />;
}
