import {
  CORPORATE_PERFECT_FOR,
  CORPORATE_WHY_CHOOSE_US,
  corporateGroupSizeNote,
  dateInZone,
  DEFAULT_TIME_ZONE,
} from '@esthetics/domain';
import { useReducer, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { api, type Catalog } from '../api/client';
import { useCatalog, useSiteData } from '../api/hooks';
import {
  Field,
  FormOutcomeNotice,
  RequiredLegend,
  useFocusProblem,
  type ControlProps,
} from '../components/form-fields';
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

type OnChange = (
  e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
) => void;

const GROUP_NOTE_ID = 'corp-groupSize-note';

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
      {selected && <p className="package-badge">Selected Package</p>}
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

const PREFIX = 'corp';

function InquirySection({ catalog }: { catalog: Catalog }) {
  const site = useSiteData();
  const timeZone = site?.time_zone ?? DEFAULT_TIME_ZONE;
  const [state, dispatch] = useReducer(corporateFormReducer, initialCorporateForm);
  const selected = catalog.corporate_packages.find((p) => p.id === state.selectedId) ?? null;
  const { outcome } = state;
  useFocusProblem(PREFIX, outcome);
  const today = dateInZone(new Date(), timeZone);
  const groupNote = corporateGroupSizeNote(selected, state.fields.groupSize);

  /** A field of the form, wired to its label, hint, error and value. */
  const field = (
    name: keyof CorporateFields,
    label: string,
    control: (props: ControlProps & { value: string; onChange: OnChange }) => ReactNode,
    options: { required?: boolean } = {},
  ) => (
    <Field prefix={PREFIX} name={name} label={label} outcome={outcome} required={options.required}>
      {(props) =>
        control({
          ...props,
          value: state.fields[name],
          onChange: (e) => dispatch({ type: 'edit', field: name, value: e.target.value }),
        })
      }
    </Field>
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state.submitting) return;
    dispatch({ type: 'submit' });
    const payload = corporatePayload(state.fields, selected, new Date());
    const sent = await sendCorporateInquiry(api, payload, { phone: site?.phone, timeZone });
    dispatch(
      sent.ok
        ? { type: 'succeeded', message: sent.message }
        : { type: 'failed', problem: { text: sent.text, field: sent.field, fields: sent.fields } },
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
            <RequiredLegend />
            <div className="form-row">
              {field(
                'companyName',
                'Company name',
                (p) => (
                  <input {...p} autoComplete="organization" />
                ),
                {
                  required: true,
                },
              )}
              {field(
                'contactName',
                'Contact name',
                (p) => (
                  <input {...p} autoComplete="name" />
                ),
                {
                  required: true,
                },
              )}
            </div>
            <div className="form-row">
              {field(
                'email',
                'Email',
                (p) => (
                  <input {...p} type="email" autoComplete="email" />
                ),
                {
                  required: true,
                },
              )}
              {field(
                'phone',
                'Phone',
                (p) => (
                  <input {...p} type="tel" autoComplete="tel" />
                ),
                {
                  required: true,
                },
              )}
            </div>
            <div className="form-row">
              {field('eventType', 'Event type', (p) => (
                <select {...p}>
                  <option value="">Choose an event type</option>
                  {catalog.event_types.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.label}
                    </option>
                  ))}
                </select>
              ))}
              {field('groupSize', 'Group size', (p) => (
                <>
                  <input
                    {...p}
                    type="number"
                    min={1}
                    inputMode="numeric"
                    aria-describedby={
                      [p['aria-describedby'], groupNote && GROUP_NOTE_ID]
                        .filter(Boolean)
                        .join(' ') || undefined
                    }
                  />
                  {/* Display only: a smaller group can still send its request (spec section 5). */}
                  <p id={GROUP_NOTE_ID} className="hint group-note" aria-live="polite">
                    {groupNote}
                  </p>
                </>
              ))}
            </div>
            <div className="form-row">
              {field('preferredDate', 'Preferred date', (p) => (
                <input {...p} type="date" min={today} />
              ))}
              {field('eventDuration', 'Event duration', (p) => (
                <input {...p} placeholder="e.g. 3 hours" />
              ))}
            </div>
            {field('specialRequirements', 'Special requirements', (p) => (
              <textarea {...p} rows={4} />
            ))}
            <FormOutcomeNotice outcome={outcome} focusOnSuccess />
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
