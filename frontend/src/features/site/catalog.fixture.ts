import type { Service } from '@esthetics/domain';

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
