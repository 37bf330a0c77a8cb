import type { ContactForm } from '@esthetics/domain';
import { useState, type FormEvent } from 'react';
import { api } from '../api/client';
import { useSite } from '../api/hooks';
import { FormNotice } from '../components/FormNotice';
import { LoadState } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { telHref } from '../components/tel';
import { EMPTY_CONTACT_FORM, sendContact } from '../features/contact/send-contact';
import './contact.css';

type Notice = { kind: 'success' | 'error'; text: string; field?: string } | null;

function ContactDetails() {
  const site = useSite();
  return (
    <LoadState state={site} what="our contact details">
      {(s) => (
        <div className="contact-details">
          <h2>Visit or call</h2>
          <dl>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(s.phone)}>{s.phone}</a>
            </dd>
            <dt>Social</dt>
            <dd>{s.social}</dd>
            <dt>Location</dt>
            <dd>{s.location}</dd>
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
      )}
    </LoadState>
  );
}

export default function ContactPage() {
  const [form, setForm] = useState<ContactForm>(EMPTY_CONTACT_FORM);
  const [notice, setNotice] = useState<Notice>(null);
  const [sending, setSending] = useState(false);

  const field = (name: keyof ContactForm) => ({
    id: `contact-${name}`,
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
    'aria-invalid': notice?.field === name || undefined,
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setNotice(null);
    setSending(true);
    const outcome = await sendContact(api, form);
    setSending(false);
    if (outcome.ok) {
      setForm(EMPTY_CONTACT_FORM);
      setNotice({ kind: 'success', text: outcome.message });
    } else {
      setNotice({ kind: 'error', text: outcome.message, field: outcome.field });
    }
  };

  return (
    <>
      <PageHeader eyebrow="Contact" title="Contact Us">
        Questions about a treatment, a gift or an event? Send us a message and we will get back to
        you.
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
            <div className="form-row">
              <div className="field">
                <label htmlFor="contact-name">Name</label>
                <input {...field('name')} autoComplete="name" />
              </div>
              <div className="field">
                <label htmlFor="contact-email">Email</label>
                <input {...field('email')} type="email" autoComplete="email" />
              </div>
            </div>
            <div className="field">
              <label htmlFor="contact-subject">Subject</label>
              <input {...field('subject')} />
            </div>
            <div className="field">
              <label htmlFor="contact-message">Message</label>
              <textarea {...field('message')} rows={5} />
            </div>
            <FormNotice notice={notice} />
            <button type="submit" className="btn" disabled={sending}>
              {sending ? 'Sending…' : 'Send Message'}
            </button>
          </form>
        </div>
      </section>
    </>
  );
}
