import { formatPrice, SERVICE_LOCATION_LABELS, type ServiceLocation } from '@esthetics/domain';
import {
  offeredAddOns,
  offeredPackages,
  selectableServices,
  selectedPackage,
} from './booking-form';
import { Choice, ChoiceGroup, controlId, FieldError } from './form-controls';
import { ServiceChoices } from './ServiceChoices';
import type { Booking } from './useBooking';

const LOCATIONS: { id: ServiceLocation; hint: string }[] = [
  { id: 'clinic', hint: 'Facials and waxing in our studio' },
  { id: 'mobile', hint: 'We bring the spa to you' },
  { id: 'corporate', hint: 'Wellness for your team' },
];

const MODES = [
  ['services', 'Individual services'],
  ['package', 'Package deal'],
] as const;

/** Step 1: individual services (and where) or a package deal, the services, the add-ons. */
export function WhatStep({
  catalog,
  form,
  dispatch,
  problem,
}: Pick<Booking, 'catalog' | 'form' | 'dispatch' | 'problem'>) {
  const pkg = selectedPackage(catalog, form);
  return (
    <fieldset className="booking-step">
      <legend>1. What would you like?</legend>
      <div className="segmented" role="radiogroup" aria-label="Booking type">
        {MODES.map(([mode, label]) => (
          <label key={mode} className={form.mode === mode ? 'is-checked' : undefined}>
            <input
              type="radio"
              name="mode"
              value={mode}
              checked={form.mode === mode}
              onChange={() => dispatch({ type: 'mode', mode })}
            />
            {label}
          </label>
        ))}
      </div>

      {form.mode === 'services' ? (
        <fieldset className="choice-group" id={controlId('location')}>
          <legend>Where</legend>
          <div className="choice-grid choice-grid--3">
            {LOCATIONS.map((loc) => (
              <Choice
                key={loc.id}
                type="radio"
                name="location"
                value={loc.id}
                checked={form.location === loc.id}
                onChange={() => dispatch({ type: 'location', location: loc.id })}
                title={SERVICE_LOCATION_LABELS[loc.id]}
                detail={loc.hint}
              />
            ))}
          </div>
        </fieldset>
      ) : (
        <ChoiceGroup control="package" problem={problem} legend="Package deal">
          <p className="hint">Package deals are booked at our clinic and paid in full.</p>
          <div className="choice-grid">
            {offeredPackages(catalog).map((p) => (
              <Choice
                key={p.id}
                type="radio"
                name="package"
                value={p.id}
                checked={form.packageId === p.id}
                onChange={() => dispatch({ type: 'package', id: p.id })}
                title={
                  <>
                    {p.name} <span className="price">{formatPrice(p.budgetCents)}</span>
                  </>
                }
                detail={
                  <>
                    Save {formatPrice(p.savingsCents)} · valid {p.validMonths} months · up to{' '}
                    {p.maxServices} services
                  </>
                }
              />
            ))}
          </div>
          <FieldError control="package" problem={problem} />
          {pkg && (
            <button
              type="button"
              className="link-button"
              onClick={() => dispatch({ type: 'package', id: null })}
            >
              Cancel package
            </button>
          )}
        </ChoiceGroup>
      )}

      <ChoiceGroup
        control="services"
        problem={problem}
        legend={form.mode === 'package' ? 'Services for your package' : 'Services'}
      >
        {form.mode === 'package' && !pkg ? (
          <p className="hint">Choose a package deal to see its services.</p>
        ) : (
          <ServiceChoices
            services={selectableServices(catalog, form)}
            chosen={form.serviceIds}
            inPackage={form.mode === 'package'}
            onToggle={(id) => dispatch({ type: 'toggleService', id })}
          />
        )}
        {pkg && (
          <p className="hint">
            {pkg.name}: up to {pkg.maxServices} services over {pkg.validMonths} months.
          </p>
        )}
        <FieldError control="services" problem={problem} />
      </ChoiceGroup>

      <fieldset className="choice-group" id={controlId('addOns')}>
        <legend>Add-ons</legend>
        <div className="choice-grid choice-grid--compact">
          {offeredAddOns(catalog).map((a) => (
            <Choice
              key={a.id}
              type="checkbox"
              name="add_ons"
              value={a.id}
              checked={form.addOnIds.includes(a.id)}
              onChange={() => dispatch({ type: 'toggleAddOn', id: a.id })}
              title={a.name}
              detail={
                <>
                  {formatPrice(a.priceCents)} · {a.durationMinutes} min
                </>
              }
            />
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
