import { API_KEY_SCOPES, MESSAGES, type ApiKeyScope, formatStamp } from '@esthetics/domain';
import type { components } from '../../api/schema';

export type ApiKey = components['schemas']['ApiKeyDto'];
export type CreatedApiKey = components['schemas']['CreatedApiKeyDto'];

/** What each scope lets a key do, in plain words, in the order the form lists them. */
export const SCOPE_CHOICES: readonly { scope: ApiKeyScope; text: string }[] = API_KEY_SCOPES.map(
  (scope) => ({
    scope,
    text: {
      'appointments:read': MESSAGES.apiKeyScopeAppointmentsRead,
      'appointments:write': MESSAGES.apiKeyScopeAppointmentsWrite,
      'clients:read': MESSAGES.apiKeyScopeClientsRead,
      'inquiries:read': MESSAGES.apiKeyScopeInquiriesRead,
      'webhooks:manage': MESSAGES.apiKeyScopeWebhooksManage,
      'schedule:read': MESSAGES.apiKeyScopeScheduleRead,
      'schedule:write': MESSAGES.apiKeyScopeScheduleWrite,
      'catalog:read': MESSAGES.apiKeyScopeCatalogRead,
      'catalog:write': MESSAGES.apiKeyScopeCatalogWrite,
    }[scope],
  }),
);

/** The scopes ticked, in the form's order, with `scope` ticked or not. */
export function toggleScope(
  chosen: readonly ApiKeyScope[],
  scope: ApiKeyScope,
  on: boolean,
): ApiKeyScope[] {
  return API_KEY_SCOPES.filter((s) => (s === scope ? on : chosen.includes(s)));
}

/** "Nov 23, 2026, 2:10 PM" in the business's time zone. */
export const keyTime = (iso: string, timeZone: string): string =>
  formatStamp(new Date(iso), timeZone);

/** When a key was last used, as the list says it: "Never" until its first call. */
export const lastUsedText = (key: Pick<ApiKey, 'last_used_at'>, timeZone: string): string =>
  key.last_used_at ? keyTime(key.last_used_at, timeZone) : 'Never';
