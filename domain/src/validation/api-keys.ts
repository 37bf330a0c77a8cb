/** The owner's form creating an API key: a name and at least one scope. */
import { API_KEY_NAME_MAX, ApiKeyScope, isApiKeyScope } from '../api-keys';
import { fail, failWith, pass } from './checks';
import { text } from './fields';
import { Raw, Validation } from './result';

export interface ApiKeyForm {
  name: string;
  /** Each scope once, in the order given. */
  scopes: ApiKeyScope[];
}

export function validateApiKey(raw: Raw<ApiKeyForm>): Validation<ApiKeyForm> {
  const name = text(raw.name);
  if (!name) return fail('apiKeyNameRequired', 'name');
  if (name.length > API_KEY_NAME_MAX)
    return failWith('apiKeyNameTooLong', [API_KEY_NAME_MAX], 'name');
  if (!Array.isArray(raw.scopes) || raw.scopes.length === 0) {
    return fail('apiKeyScopesRequired', 'scopes');
  }
  const scopes: ApiKeyScope[] = [];
  for (const scope of raw.scopes as unknown[]) {
    if (!isApiKeyScope(scope)) {
      return failWith('apiKeyScopeUnknown', [String(scope).slice(0, 40)], 'scopes');
    }
    if (!scopes.includes(scope)) scopes.push(scope);
  }
  return pass({ name, scopes });
}
