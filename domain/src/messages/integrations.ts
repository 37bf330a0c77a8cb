/** Idempotency keys, webhooks, safety flags and scoped API keys. */
export const INTEGRATION_MESSAGES = {
  // Idempotency-Key (backend/src/integrations/idempotency)
  idempotencyKeyInvalid:
    'The Idempotency-Key header must be 16 to 255 characters of letters, digits, "-", "_", ".", or ":" (a random UUID is best).',
  idempotencyKeyReused:
    'This Idempotency-Key was already used with a different request body. Use a new key for a different request.',
  idempotencyKeyInProgress:
    'A request with this Idempotency-Key is still in progress. Please retry in a moment.',
  // Webhooks (webhooks.ts, backend integrations/webhooks)
  webhookUrlRequired: 'Please enter the URL that will receive the events.',
  webhookUrlInvalid:
    'Please enter a full http:// or https:// URL, such as https://example.com/hooks.',
  webhookHttpsRequired: 'The URL must start with https://.',
  webhookEventsRequired: 'Please choose at least one event.',
  webhookEventUnknown: (name: string) => `Unknown event: ${name}.`,
  webhookAddressRefused:
    'This URL points to a local or private network address, which cannot receive webhooks.',
  webhookHostUnresolved: 'The host name of this URL could not be found.',
  webhookEndpointNotFound: 'Webhook endpoint not found.',
  webhookDeliveryNotFound: 'Delivery not found.',
  webhookCreated: 'Copy the signing secret now: it is shown only once.',
  webhookDeleted: 'The webhook endpoint was deleted. It receives no more events.',
  webhookRetried: 'The event is queued and will be sent again shortly.',
  webhookEventBeyondScopes: (event: string, scope: string) =>
    `This API key may not subscribe to ${event}: its data needs the "${scope}" scope, which the key does not have.`,
  webhookRefusedScope: (event: string, scope: string) =>
    `Not sent: the API key that registered this endpoint no longer has the "${scope}" scope that ${event} needs.`,
  webhookDeliveryErased:
    'This delivery told of a client whose account was deleted: its details were erased, so it cannot be sent again.',
  webhookRefusedKeyRevoked: 'Not sent: the API key that registered this endpoint was revoked.',
  webhookDeleteWarning:
    'It receives no more events, and its delivery log is deleted with it. This cannot be undone.',
  // Safety flags (health/safety-flags.ts)
  safetyHealthNote:
    'Based on your health form, please talk with your esthetician at the start of this appointment so we can tailor your treatment to you.',
  safetyNotMedicalAdvice: 'Not medical advice: a prompt to review with the client.',
  // Scoped API keys for integrators (integrations/api-keys, the console's Integrations tab)
  apiKeyInvalid: 'This API key is unknown or has been revoked.',
  apiKeyScopeMissing: (scope: string) =>
    `This API key does not have the "${scope}" scope needed here. Create a key with that scope in the admin console's Integrations tab.`,
  apiKeyOwnerOnly: "This needs the owner's own login: an API key cannot be used here.",
  apiKeyRateLimited: 'Too many requests with this API key. Please wait and try again.',
  apiKeyNotFound: 'API key not found.',
  apiKeyNameRequired: 'Please give the key a name.',
  apiKeyNameTooLong: (max: number) => `The name must be at most ${max} characters.`,
  apiKeyScopesRequired: 'Please choose at least one scope.',
  apiKeyScopeUnknown: (scope: string) => `"${scope}" is not a scope.`,
  apiKeyScopeAppointmentsRead:
    'See appointments: the list, one appointment, free times to move it to.',
  apiKeyScopeAppointmentsWrite:
    'Change appointments: confirm, complete or cancel them, move them, mark no-shows.',
  apiKeyScopeClientsRead:
    "See clients' contact details and appointments (never their health answers).",
  apiKeyScopeInquiriesRead: 'Read contact messages and corporate event inquiries.',
  apiKeyScopeWebhooksManage: 'Set up webhooks that tell another system when something happens.',
  apiKeysTitle: 'API keys',
  apiKeysIntro:
    'An API key lets another system (your accounting, a calendar tool, an automation) use the admin API on your behalf, only for what its scopes allow. Send it as "Authorization: Bearer <key>".',
  apiKeyCreated: 'Copy this key now: it will not be shown again.',
  apiKeyCreateFailed: 'We could not create the key. Please try again.',
  apiKeysLoadFailed: 'We could not load the API keys. Please try again.',
  apiKeyRevokeTitle: (name: string) => `Revoke the key "${name}"?`,
  apiKeyRevokeWarning:
    'Anything using this key stops working at once. This cannot be undone: you would create a new key instead.',
  apiKeyRevokeFailed: 'We could not revoke the key. Please try again.',
  apiKeyRevoked: (name: string) => `The key "${name}" was revoked.`,
  apiKeysNone: 'No API keys yet.',
} as const;
