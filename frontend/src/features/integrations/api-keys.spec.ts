import { API_KEY_SCOPES, MESSAGES } from '@esthetics/domain';
import { keyTime, lastUsedText, SCOPE_CHOICES, toggleScope } from './api-keys';

describe('the API keys panel helpers', () => {
  it('describes every scope in plain words, in the domain order', () => {
    expect(SCOPE_CHOICES.map((c) => c.scope)).toEqual(API_KEY_SCOPES);
    expect(SCOPE_CHOICES[2].text).toBe(MESSAGES.apiKeyScopeClientsRead);
    expect(SCOPE_CHOICES.every((c) => c.text.length > 10)).toBe(true);
  });

  it('ticks and unticks a scope, keeping the form order and each scope once', () => {
    expect(toggleScope([], 'inquiries:read', true)).toEqual(['inquiries:read']);
    expect(toggleScope(['inquiries:read'], 'appointments:read', true)).toEqual([
      'appointments:read',
      'inquiries:read',
    ]);
    expect(toggleScope(['inquiries:read', 'appointments:read'], 'inquiries:read', true)).toEqual([
      'appointments:read',
      'inquiries:read',
    ]);
    expect(toggleScope(['inquiries:read', 'appointments:read'], 'inquiries:read', false)).toEqual([
      'appointments:read',
    ]);
  });

  it('says when a key was last used in the business time zone, or Never', () => {
    expect(lastUsedText({ last_used_at: null }, 'America/New_York')).toBe('Never');
    expect(lastUsedText({ last_used_at: '2026-11-23T19:10:00Z' }, 'America/New_York')).toBe(
      'Nov 23, 2026, 2:10 PM',
    );
    expect(keyTime('2026-11-23T19:10:00Z', 'UTC')).toBe('Nov 23, 2026, 7:10 PM');
  });
});
