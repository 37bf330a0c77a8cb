import { corporateGroupSizeNote, dateInZone, DEFAULT_TIME_ZONE } from '@esthetics/domain';
import { useMemo, useReducer, type FormEvent } from 'react';
import { api, type Catalog } from '../../api/client';
import { useSiteData } from '../../api/hooks';
import {
  formFields,
  FormOutcomeNotice,
  RequiredLegend,
  useFocusProblem,
} from '../../components/form-fields';
import { corporateFormReducer, initialCorporateForm } from './corporate-form-state';
import { corporatePayload, sendCorporateInquiry } from './corporate-inquiry';
import { catalogFromDto } from '../site/catalog';
import { PackageCard } from './PackageCard';
import { TitledSection } from '../../components/TitledSection';

const PREFIX = 'corp';
const GROUP_NOTE_ID = `${PREFIX}-groupSize-note`;

/** The packages to choose from and the inquiry form that sends the choice. */
export function CorporateInquiry({ catalog }: { catalog: Catalog }) {
  const site = useSiteData();
  const menu = useMemo(() => catalogFromDto(catalog), [catalog]);
  const timeZone = site?.time_zone ?? DEFAULT_TIME_ZONE;
  const [state, dispatch] = useReducer(corporateFormReducer, initialCorporateForm);
  const selected = catalog.corporate_packages.find((p) => p.id === state.selectedId) ?? null;
  const { outcome } = state;
  useFocusProblem(PREFIX, outcome);
  const today = dateInZone(new Date(), timeZone);
  const groupNote = corporateGroupSizeNote(selected, state.fields.groupSize);

  const field = formFields(PREFIX, outcome, state.fields, (name, value) =>
    dispatch({ type: 'edit', field: name, value }),
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (state.submitting) return;
    dispatch({ type: 'submit' });
    const payload = corporatePayload(state.fields, selected, new Date());
    const sent = await sendCorporateInquiry(api, payload, {
      phone: site?.phone,
      timeZone,
      catalog: menu,
    });
    dispatch(
      sent.ok
        ? { type: 'succeeded', message: sent.message }
        : { type: 'failed', problem: { text: sent.text, field: sent.field, fields: sent.fields } },
    );
  };

  return (
    <>
      <TitledSection id="packages-title" title="Event packages" tone="tint">
        <p className="lead">
          Choose a package to start from, or leave them all unselected and tell us what you have in
          mind.
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
      </TitledSection>

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
                  {/* Display only: a smaller group can still send its request (docs/spec.md). */}
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
