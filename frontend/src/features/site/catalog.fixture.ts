import type { AddOn, Service } from '@esthetics/domain';

/**
 * The API's names for the domain's fields: snake_case, and minutes named `duration`
 * (`durationMinutes` → `duration`, `priceCents` → `price_cents`).
 */
type WireName<K extends string> = K extends 'durationMinutes' ? 'duration' : SnakeCase<K>;
type SnakeCase<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeCase<Rest>}`
  : S;
/** A list is copied; anything else is written as it is. */
type Copied<V> = V extends readonly (infer E)[] ? E[] : V;
export type OnTheWire<T> = { -readonly [K in keyof T & string as WireName<K>]: Copied<T[K]> };

const wireName = (field: string): string =>
  field === 'durationMinutes' ? 'duration' : field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A catalogue item as the API writes it: every field but `omit`, under its API name. Derived by that
 * naming rule rather than field by field, so a test's expectations do not restate the server's mapper.
 */
export function onTheWire<T extends object, O extends keyof T & string = never>(
  item: T,
  omit: readonly O[] = [],
): OnTheWire<Omit<T, O>> {
  const fields = Object.entries(item).filter(
    ([field]) => !(omit as readonly string[]).includes(field),
  );
  return Object.fromEntries(
    fields.map(([field, value]) => [wireName(field), Array.isArray(value) ? [...value] : value]),
  ) as OnTheWire<Omit<T, O>>;
}

/**
 * The fields of a service that the public and the admin menu answers write alike (cents, snake_case):
 * all but the cleanup time and the admin's photo and hidden flag.
 */
export const serviceOnTheWire = (s: Service) => onTheWire(s, ['bufferMinutes', 'hidden', 'photo']);

/** The fields of an add-on that both answers write alike. */
export const addOnOnTheWire = (a: AddOn) => onTheWire(a, ['hidden']);
