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

  it('renders the change, limit, notice and take-over templates with what they are given', () => {
    expect(EMAIL_MESSAGES.emailChangeMailBody('654321')).toContain(
      'If it was you, enter the code 654321 in your account',
    );
    expect(EMAIL_MESSAGES.emailChangeAlertBody('n***w@example.com')).toContain(
      'change its e-mail address to n***w@example.com. If that was you',
    );
    expect(EMAIL_MESSAGES.emailChangeSent('n***w@example.com')).toBe(
      'Profile updated. To change your e-mail, use the code or the link we sent to n***w@example.com; until then your account keeps its current address.',
    );
    expect(EMAIL_MESSAGES.emailProofRequestLimited(1)).toContain('try again in 1 minute.');
    expect(EMAIL_MESSAGES.emailProofRequestLimited(12)).toContain('try again in 12 minutes.');
    expect(EMAIL_MESSAGES.emailPendingNotice('n***w@example.com')).toBe(
      'Waiting for confirmation from n***w@example.com: your account keeps its current address until then.',
    );
    expect(EMAIL_MESSAGES.emailUnverifiedNotice('a***a@example.com')).toContain(
      'we sent a code to a***a@example.com.',
    );
    expect(EMAIL_MESSAGES.emailUnconfirmedNoCode('a***a@example.com')).toContain(
      'Please confirm your e-mail address a***a@example.com: we will e-mail you a code.',
    );
    expect(EMAIL_MESSAGES.emailClaimSent('o***r@example.com')).toBe(
      'If an account with o***r@example.com was never confirmed, we have e-mailed a link to that address to take it over. It works for 24 hours.',
    );
  });
});
