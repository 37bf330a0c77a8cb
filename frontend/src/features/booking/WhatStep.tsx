import { formatPrice, SERVICE_LOCATION_LABELS, type ServiceLocation } from '@esthetics/domain';
import {
  offeredAddOns,
  offeredPackages,
  selectableServices,
  selectedPackage,
} from './booking-form';
import { ChoiceGroup, ChoiceGrid, controlId, FieldError } from './form-controls';
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
          <ChoiceGrid
            className="choice-grid--3"
            type="radio"
            name="location"
            items={LOCATIONS}
            checked={(loc) => form.location === loc.id}
            onPick={(loc) => dispatch({ type: 'location', location: loc.id })}
            title={(loc) => SERVICE_LOCATION_LABELS[loc.id]}
            detail={(loc) => loc.hint}
          />
        </fieldset>
      ) : (
        <ChoiceGroup control="package" problem={problem} legend="Package deal">
          <p className="hint">Package deals are booked at our clinic and paid in full.</p>
          <ChoiceGrid
            type="radio"
            name="package"
            items={offeredPackages(catalog)}
            checked={(p) => form.packageId === p.id}
            onPick={(p) => dispatch({ type: 'package', id: p.id })}
            title={(p) => (
              <>
                {p.name} <span className="price">{formatPrice(p.budgetCents)}</span>
              </>
            )}
            detail={(p) => (
              <>
                Save {formatPrice(p.savingsCents)} · valid {p.validMonths} months · up to{' '}
                {p.maxServices} services
              </>
            )}
          />
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
        <ChoiceGrid
          className="choice-grid--compact"
          type="checkbox"
          name="add_ons"
          items={offeredAddOns(catalog)}
          checked={(a) => form.addOnIds.includes(a.id)}
          onPick={(a) => dispatch({ type: 'toggleAddOn', id: a.id })}
          title={(a) => a.name}
          detail={(a) => (
            <>
              {formatPrice(a.priceCents)} · {a.durationMinutes} min
            </>
          )}
        />
      </fieldset>
    </fieldset>
  );
}
