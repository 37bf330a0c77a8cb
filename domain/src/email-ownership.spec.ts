import { EMAIL_MESSAGES, healthCodeAddress, MESSAGES } from './index';

const HOUR = 3_600_000;
const now = new Date('2026-11-23T14:00:00Z');
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

describe('healthCodeAddress', () => {
  const account = {
    email: 'new@example.com',
    verifiedAt: ago(1),
    since: ago(1),
    changed: true,
    previousEmail: 'old@example.com',
  };

  it('refuses an unconfirmed address', () => {
    expect(healthCodeAddress({ ...account, verifiedAt: null, changed: false }, now)).toEqual({
      ok: false,
      reason: 'unverified',
    });
  });

  it('sends to the confirmed address the account was registered with, at once', () => {
    expect(healthCodeAddress({ ...account, changed: false, previousEmail: null }, now)).toEqual({
      ok: true,
      email: 'new@example.com',
    });
  });

  it('sends to the address before a change made less than 24 hours ago', () => {
    expect(healthCodeAddress(account, now)).toEqual({ ok: true, email: 'old@example.com' });
    expect(healthCodeAddress({ ...account, since: ago(23.9) }, now)).toEqual({
      ok: true,
      email: 'old@example.com',
    });
  });

  it('sends to the new address once it has been on the account for 24 hours', () => {
    expect(healthCodeAddress({ ...account, since: ago(24) }, now)).toEqual({
      ok: true,
      email: 'new@example.com',
    });
  });

  it('refuses a new address with no confirmed one before it', () => {
    expect(healthCodeAddress({ ...account, previousEmail: null }, now)).toEqual({
      ok: false,
      reason: 'too_new',
    });
  });
});

describe('EMAIL_MESSAGES', () => {
  it('are part of the catalogue', () => {
    for (const [key, value] of Object.entries(EMAIL_MESSAGES)) {
      expect(MESSAGES[key as keyof typeof MESSAGES]).toBe(value);
    }
  });

  it.each([
    [
      'emailNotVerified',
      'Please confirm your e-mail address first: use the code or the link we e-mailed you.',
    ],
    ['emailVerified', 'Thank you: your e-mail address is confirmed.'],
    ['emailProofFormat', 'Please enter the 6-digit code from the e-mail.'],
    [
      'emailProofTriesUsed',
      'That code is not right, and after 5 tries it no longer works. Please ask for a new code.',
    ],
  ] as const)('%s is %p', (key, text) => {
    expect(EMAIL_MESSAGES[key]).toBe(text);
  });

  it('renders its templates', () => {
    expect(EMAIL_MESSAGES.emailVerificationSent('j***e@example.com')).toBe(
      'We e-mailed a code to j***e@example.com to confirm the address. It works for 24 hours.',
    );
    expect(EMAIL_MESSAGES.emailProofWrong(1)).toBe('That code is not right. You have 1 try left.');
    expect(EMAIL_MESSAGES.emailProofWrong(3)).toBe(
      'That code is not right. You have 3 tries left.',
    );
    expect(EMAIL_MESSAGES.emailVerifyMailBody('123456')).toContain(
      'the code 123456 in your account',
    );
    expect(EMAIL_MESSAGES.healthCodeAddressTooNew(24)).toContain('on your account for 24 hours');
  });
});
