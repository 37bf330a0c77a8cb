/** How a service row of the catalogue is written: dollars and minutes, defaults left out. */
import { dollars } from '../money';
import { Service, ServiceCategory, ServiceLocation } from './types';

export interface ServiceSpec {
  id: string;
  name: string;
  minutes: number;
  price: number;
  description: string;
  perPerson?: boolean;
  minPersons?: number;
  travelFee?: number;
  /** Minutes after the service that stay blocked (the category's default when not given). */
  buffer?: number;
  notes?: string[];
}

export const define =
  (category: ServiceCategory, location: ServiceLocation, buffer = 0) =>
  (spec: ServiceSpec): Service => ({
    id: spec.id,
    name: spec.name,
    category,
    location,
    durationMinutes: spec.minutes,
    priceCents: dollars(spec.price),
    perPerson: spec.perPerson ?? false,
    minPersons: spec.minPersons ?? 1,
    travelFeeCents: dollars(spec.travelFee ?? 0),
    bufferMinutes: spec.buffer ?? buffer,
    description: spec.description,
    notes: spec.notes ?? [],
  });
