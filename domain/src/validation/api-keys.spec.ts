import { MESSAGES } from '../messages';
import { validateApiKey } from './api-keys';

describe('validateApiKey', () => {
  it('keeps a trimmed name and each scope once', () => {
    expect(
      validateApiKey({
        name: '  Zapier ',
        scopes: ['clients:read', 'clients:read', 'inquiries:read'],
      }),
    ).toEqual({ ok: true, value: { name: 'Zapier', scopes: ['clients:read', 'inquiries:read'] } });
  });

  it.each([
    [{ scopes: ['clients:read'] }, 'apiKeyNameRequired', MESSAGES.apiKeyNameRequired],
    [
      { name: 'x'.repeat(61), scopes: ['clients:read'] },
      'apiKeyNameTooLong',
      MESSAGES.apiKeyNameTooLong(60),
    ],
    [{ name: 'A' }, 'apiKeyScopesRequired', MESSAGES.apiKeyScopesRequired],
    [{ name: 'A', scopes: [] }, 'apiKeyScopesRequired', MESSAGES.apiKeyScopesRequired],
    [{ name: 'A', scopes: 'clients:read' }, 'apiKeyScopesRequired', MESSAGES.apiKeyScopesRequired],
    [
      { name: 'A', scopes: ['health:read'] },
      'apiKeyScopeUnknown',
      MESSAGES.apiKeyScopeUnknown('health:read'),
    ],
  ])('refuses %j', (raw, code, message) => {
    expect(validateApiKey(raw)).toMatchObject({ ok: false, code, message });
  });
});
