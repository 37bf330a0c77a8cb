import type { AddOn, Service } from '@esthetics/domain';

/** The fields of a service that the public and the admin menu answers write alike (cents, snake_case). */
export const serviceOnTheWire = (s: Service) => ({
  id: s.id,
  name: s.name,
  category: s.category,
  location: s.location,
  description: s.description,
  notes: [...s.notes],
  duration: s.durationMinutes,
  price_cents: s.priceCents,
  per_person: s.perPerson,
  min_persons: s.minPersons,
  travel_fee_cents: s.travelFeeCents,
});

/** The fields of an add-on that both answers write alike. */
export const addOnOnTheWire = (a: AddOn) => ({
  id: a.id,
  name: a.name,
  duration: a.durationMinutes,
  price_cents: a.priceCents,
});
