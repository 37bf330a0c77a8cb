/**
 * Scoped API keys for integrators: what a key may be allowed to do. Each admin operation a
 * key may call needs one of these; everything else takes the owner's own login.
 */
export const API_KEY_SCOPES = [
  'appointments:read',
  'appointments:write',
  'clients:read',
  'inquiries:read',
  'webhooks:manage',
  'schedule:read',
  'schedule:write',
  'catalog:read',
  'catalog:write',
] as const;

export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const isApiKeyScope = (value: unknown): value is ApiKeyScope =>
  typeof value === 'string' && (API_KEY_SCOPES as readonly string[]).includes(value);

/** Every key starts with this, so it is recognisable (in a secret scanner, in a config file). */
export const API_KEY_PREFIX = 'esk_';

/** How many characters of a key are kept to show in the list (the prefix and a few more). */
export const API_KEY_VISIBLE_LENGTH = 12;

/** A key's name: what the owner calls it ("Zapier", "Accounting export"). */
export const API_KEY_NAME_MAX = 60;
