import { CORPORATE_PERFECT_FOR, CORPORATE_WHY_CHOOSE_US } from '@esthetics/domain';
import { useReducer, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api, type Catalog } from '../api/client';
import { useCatalog, useSiteData } from '../api/hooks';
import { FormNotice } from '../components/FormNotice';
import { LoadState } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { telHref } from '../components/tel';
import {
  corporateFormReducer,
  initialCorporateForm,
} from '../features/corporate/corporate-form-state';
import {
  corporatePayload,
  sendCorporateInquiry,
  type CorporateFields,
  type CorporatePackage,
} from '../features/corporate/corporate-inquiry';
import './corporate.css';

function PackageCard({
  pkg,
  selected,
  onToggle,
}: {
  pkg: CorporatePackage;
  selected: boolean;
  onToggle: () => void;
}) {
  return (
    <article
      className={selected ? 'card package is-selected' : 'card package'}
      aria-labelledby={`pkg-${pkg.id}`}
      onClick={(e) => {
        // The whole card selects; the button inside handles its own click.
        if (!(e.target as HTMLElement).closest('button')) onToggle();
      }}
    >
      {selected && <p className="badge">Selected Package</p>}
      <h3 id={`pkg-${pkg.id}`}>{pkg.name}</h3>
      <p>{pkg.description}</p>
      <p className="meta">
        <span>{pkg.duration}</span>
        <span>Min {pkg.minGuests} guests</span>
      </p>
      <p className="price package-price">{pkg.priceRange}</p>
      <h4>Services</h4>
      <ul className="check-list">
        {pkg.services.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <h4>Includes</h4>
      <ul className="tag-list">
        {pkg.includes.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <button
        type="button"
        className={selected ? 'btn btn--small' : 'btn btn--ghost btn--small'}
        aria-pressed={selected}
        onClick={onToggle}
      >
        {selected ? 'Selected: click to deselect' : 'Select this package'}
        <span className="visually-hidden"> ({pkg.name})</span>
      </button>
    </article>
  );
}

function InquirySection({ catalog }: { catalog: Catalog }) {
  const site = useSiteData();
  const [state, dispatch] = useReducer(corporateFormReducer, initialCorporateForm);
  const selected = catalog.corporate_packages.find((p) => p.id === state.selectedId) ?? null;

  const field = (name: keyof CorporateFields) => ({
    id: `corp-${name}`,
    name,
    value: state.fields[name],
    onChange: (e: { target: { value: string } }) =>
      dispatch({ type: 'edit', field: name, value: e.target.value }),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state.submitting) return;
    dispatch({ type: 'submit' });
    const payload = corporatePayload(state.fields, selected, new Date());
    const outcome = await sendCorporateInquiry(api, payload, site?.phone);
    dispatch(
      outcome.ok
        ? { type: 'succeeded', message: outcome.message }
        : { type: 'failed', message: outcome.message },
    );
  };

  return (
    <>
      <section className="section section--tint" aria-labelledby="packages-title">
        <div className="container">
          <h2 id="packages-title">Event packages</h2>
          <p className="lead">
            Choose a package to start from, or leave them all unselected and tell us what you have
            in mind.
          </p>
          <div className="grid package-grid">
            {catalog.corporate_packages.map((pkg) => (
              <PackageCard
                key={pkg.id}
                pkg={pkg}
                selected={pkg.id === state.selectedId}
                onToggle={() => dispatch({ type: 'togglePackage', id: pkg.id })}
              />
            ))}
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="inquiry-title">
        <div className="container inquiry">
          <form className="form card" onSubmit={submit} noValidate aria-labelledby="inquiry-title">
            <h2 id="inquiry-title">Request a corporate event</h2>
            <p className="package-note" aria-live="polite">
              {selected ? (
                <>
                  Selected package: <strong>{selected.name}</strong>.{' '}
                </>
              ) : (
                <>No package selected: we will shape the event around your needs. </>
              )}
              Our team will contact you with detailed pricing for your group.
            </p>
            <div className="form-row">
              <div className="field">
                <label htmlFor="corp-companyName">
                  Company name{' '}
                  <span className="required" aria-hidden="true">
                    *
                  </span>
                </label>
                <input {...field('companyName')} autoComplete="organization" aria-required="true" />
              </div>
              <div className="field">
                <label htmlFor="corp-contactName">
                  Contact name{' '}
                  <span className="required" aria-hidden="true">
                    *
                  </span>
                </label>
                <input {...field('contactName')} autoComplete="name" aria-required="true" />
              </div>
            </div>
            <div className="form-row">
              <div className="field">
                <label htmlFor="corp-email">
                  Email{' '}
                  <span className="required" aria-hidden="true">
                    *
                  </span>
                </label>
                <input {...field('email')} type="email" autoComplete="email" aria-required="true" />
              </div>
              <div className="field">
                <label htmlFor="corp-phone">
                  Phone{' '}
                  <span className="required" aria-hidden="true">
                    *
                  </span>
                </label>
                <input {...field('phone')} type="tel" autoComplete="tel" aria-required="true" />
              </div>
            </div>
            <div className="form-row">
              <div className="field">
                <label htmlFor="corp-eventType">Event type</label>
                <select {...field('eventType')}>
                  <option value="">Choose an event type</option>
                  {catalog.event_types.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="corp-groupSize">Group size</label>
                <input {...field('groupSize')} type="number" min={1} inputMode="numeric" />
              </div>
            </div>
            <div className="form-row">
              <div className="field">
                <label htmlFor="corp-preferredDate">Preferred date</label>
                <input {...field('preferredDate')} type="date" />
              </div>
              <div className="field">
                <label htmlFor="corp-eventDuration">Event duration</label>
                <input {...field('eventDuration')} placeholder="e.g. 3 hours" />
              </div>
            </div>
            <div className="field">
              <label htmlFor="corp-specialRequirements">Special requirements</label>
              <textarea {...field('specialRequirements')} rows={4} />
            </div>
            <p className="hint">Fields marked * are required.</p>
            <FormNotice notice={state.notice} />
            <button type="submit" className="btn btn--accent" disabled={state.submitting}>
              {state.submitting ? 'Submitting Request...' : 'Submit Request'}
            </button>
          </form>
        </div>
      </section>
    </>
  );
}

export default function CorporatePage() {
  const catalog = useCatalog();
  const site = useSiteData();
  return (
    <>
      <PageHeader eyebrow="Corporate events" title="Corporate Wellness Events">
        Bring professional skin care and relaxation to your workplace, retreat or celebration.
      </PageHeader>
      <section className="section">
        <div className="container split corporate-lists">
          <div>
            <h2>Why choose us</h2>
            <ul className="check-list">
              {CORPORATE_WHY_CHOOSE_US.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2>Perfect for</h2>
            <ul className="check-list">
              {CORPORATE_PERFECT_FOR.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <LoadState state={catalog} what="our event packages">
        {(data) => <InquirySection catalog={data} />}
      </LoadState>
      <section className="section section--sage" aria-labelledby="talk-title">
        <div className="container corporate-talk">
          <h2 id="talk-title">Prefer to talk it through?</h2>
          <p>Call us or send a message and we will help you plan the right event.</p>
          <div className="btn-row">
            {site && (
              <a className="btn" href={telHref(site.phone)}>
                Call {site.phone}
              </a>
            )}
            <Link to="/contact" className="btn btn--ghost">
              Send Message
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
