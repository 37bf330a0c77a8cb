import type { ContactForm } from '@esthetics/domain';
import { useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { useSite } from '../../api/hooks';
import {
  formFields,
  FormOutcomeNotice,
  RequiredLegend,
  useFocusProblem,
} from '../../components/form-fields';
import type { FormOutcome } from '../../components/form-problem';
import { LoadState } from '../../components/LoadState';
import { PageHeader } from '../../components/PageHeader';
import { placeLine } from '../../components/Footer';
import { telHref } from '../../components/tel';
import { EMPTY_CONTACT_FORM, sendContact } from './send-contact';
import '../../pages/contact.css';
import { BusyButton } from '../../components/BusyButton';

const PREFIX = 'contact';

function ContactDetails() {
  const site = useSite();
  return (
    <LoadState state={site} what="our contact details">
      {(s) => {
        const address = s.address;
        const links = s.social_links;
        return (
          <div className="contact-details">
            <h2>{address ? 'Visit or call' : 'Call or write'}</h2>
            <dl>
              <dt>Phone</dt>
              <dd>
                <a href={telHref(s.phone)}>{s.phone}</a>
              </dd>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${s.email}`}>{s.email}</a>
              </dd>
              <dt>Social</dt>
              <dd>
                {links.length > 0
                  ? links.map((link, i) => (
                      <span key={link.url}>
                        {i > 0 && ', '}
                        <a href={link.url} rel="noopener">
                          {link.handle}
                          <span className="visually-hidden"> on {link.network}</span>
                        </a>
                      </span>
                    ))
                  : s.social}
              </dd>
              <dt>{address ? 'Address' : 'Location'}</dt>
              <dd>{placeLine(s)}</dd>
            </dl>
            <h3>Hours</h3>
            <table className="hours">
              <caption className="visually-hidden">Opening hours</caption>
              <tbody>
                {s.hours_text.map((h) => (
                  <tr key={h.days}>
                    <th scope="row">{h.days}</th>
                    <td>{h.hours}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      }}
    </LoadState>
  );
}

export function ContactSection() {
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [sending, setSending] = useState(false);
  useFocusProblem(PREFIX, outcome);

  const field = formFields(PREFIX, outcome, form, (name, value) =>
    setForm({ ...form, [name]: value }),
  );
  const required = { required: true };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setOutcome(null);
    setSending(true);
    const sent = await sendContact(api, form);
    setSending(false);
    if (sent.ok) {
      setForm(EMPTY_CONTACT_FORM);
      setOutcome({ kind: 'success', text: sent.message });
    } else {
      setOutcome({ kind: 'error', text: sent.text, field: sent.field, fields: sent.fields });
    }
  };

  return (
    <>
      <PageHeader eyebrow="Contact" title="Contact Us">
        Questions about a treatment, a booking or an event? Send us a message and we will get back
        to you.
      </PageHeader>
      <section className="section">
        <div className="container contact-grid">
          <ContactDetails />
          <form
            className="form card"
            onSubmit={submit}
            noValidate
            aria-labelledby="contact-form-title"
          >
            <h2 id="contact-form-title">Send us a message</h2>
            <RequiredLegend />
            <div className="form-row">
              {field(
                'name',
                'Name',
                (p) => (
                  <input {...p} autoComplete="name" />
                ),
                required,
              )}
              {field(
                'email',
                'Email',
                (p) => (
                  <input {...p} type="email" autoComplete="email" />
                ),
                required,
              )}
            </div>
            {field(
              'subject',
              'Subject',
              (p) => (
                <input {...p} />
              ),
              required,
            )}
            {field(
              'message',
              'Message',
              (p) => (
                <textarea {...p} rows={5} />
              ),
              required,
            )}
            <FormOutcomeNotice outcome={outcome} focusOnSuccess />
            <BusyButton className="btn" busy={sending && 'Sending…'}>
              Send Message
            </BusyButton>
          </form>
        </div>
      </section>
    </>
  );
}
