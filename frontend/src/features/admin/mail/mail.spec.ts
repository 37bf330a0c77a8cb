import { MESSAGES } from '@esthetics/domain';
import { ApiError } from '../../../api/errors';
import {
  canSendAgain,
  emptyMailText,
  kindLabel,
  mailQuery,
  mailState,
  mailTime,
  mailView,
  retryNotice,
  type OutboxMessage,
} from './mail';

const NOW = new Date('2026-11-23T19:00:00Z'); // 2:00 PM in New York
const ZONE = 'America/New_York';
const minutesAgo = (n: number) => new Date(NOW.getTime() - n * 60_000).toISOString();

function message(over: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: 'm1',
    kind: 'appointment_confirmed',
    to: ['maya@example.com'],
    subject: 'Your appointment is confirmed',
    status: 'sent',
    attempts: 1,
    last_error: null,
    created_at: minutesAgo(30),
    sent_at: minutesAgo(29),
    next_attempt_at: null,
    appointment_id: 'a1',
    has_invitation: true,
    ...over,
  };
}

describe('a page of the outbox', () => {
  it('asks for 20 at a time, failed ones only when filtered', () => {
    expect(mailQuery({ page: 1, status: '' })).toEqual({ limit: 20, offset: 0 });
    expect(mailQuery({ page: 3, status: 'failed' })).toEqual({
      limit: 20,
      offset: 40,
      status: 'failed',
    });
  });

  it('says why it is empty', () => {
    expect(emptyMailText(false)).toBe('No e-mails yet.');
    expect(emptyMailText(true)).toMatch(/^No failed e-mails/);
  });
});

describe('the state of an e-mail', () => {
  it('is sent, failed, waiting, retrying or stuck', () => {
    expect(mailState(message(), NOW)).toBe('sent');
    expect(mailState(message({ status: 'failed', sent_at: null }), NOW)).toBe('failed');
    const queued = { status: 'queued' as const, sent_at: null, attempts: 0 };
    expect(
      mailState(
        message({ ...queued, created_at: minutesAgo(1), next_attempt_at: minutesAgo(1) }),
        NOW,
      ),
    ).toBe('queued');
    // Failed once, tried again later (backoff): retrying, however long ago it was written.
    const retrying = message({
      ...queued,
      attempts: 3,
      last_error: 'ECONNREFUSED',
      created_at: minutesAgo(90),
      next_attempt_at: minutesAgo(-4),
    });
    expect(mailState(retrying, NOW)).toBe('retrying');
    // An attempt overdue by 15 minutes: nothing is sending it.
    expect(mailState(message({ ...queued, next_attempt_at: minutesAgo(15) }), NOW)).toBe('stuck');
    expect(
      mailState(message({ ...queued, next_attempt_at: null, created_at: minutesAgo(20) }), NOW),
    ).toBe('stuck');
  });

  it('can be sent again when failed, retrying or stuck, never when sent or just queued', () => {
    expect(canSendAgain(message(), NOW)).toBe(false);
    expect(canSendAgain(message({ status: 'failed' }), NOW)).toBe(true);
    expect(
      canSendAgain(message({ status: 'queued', attempts: 0, next_attempt_at: minutesAgo(2) }), NOW),
    ).toBe(false);
    expect(canSendAgain(message({ status: 'queued', next_attempt_at: minutesAgo(60) }), NOW)).toBe(
      true,
    );
  });
});

describe('a row', () => {
  it('shows a failed e-mail highlighted with its last error and attempts', () => {
    const view = mailView(
      message({
        status: 'failed',
        attempts: 8,
        last_error: '550 mailbox unavailable',
        sent_at: null,
        to: ['a@example.com', 'b@example.com'],
      }),
      NOW,
      ZONE,
    );
    expect(view).toEqual({
      id: 'm1',
      subject: 'Your appointment is confirmed',
      to: 'a@example.com, b@example.com',
      kind: 'Appointment confirmed',
      state: 'failed',
      stateLabel: 'Failed',
      needsAttention: true,
      written: 'Nov 23, 2026, 1:30 PM',
      sent: null,
      nextTry: null,
      attempts: '8 times',
      lastError: '550 mailbox unavailable',
      invitation: true,
      canSendAgain: true,
      appointmentHref: '/admin/appointments/a1',
    });
  });

  it('shows a sent e-mail plainly, without an old error', () => {
    const view = mailView(message({ last_error: 'timeout', attempts: 2 }), NOW, ZONE);
    expect(view).toMatchObject({
      stateLabel: 'Sent',
      needsAttention: false,
      sent: 'Nov 23, 2026, 1:31 PM',
      attempts: '2 times',
      lastError: null,
      canSendAgain: false,
    });
    expect(mailView(message({ attempts: 1 }), NOW, ZONE).attempts).toBe('Once');
    expect(mailView(message({ status: 'queued', attempts: 0 }), NOW, ZONE).attempts).toBe(
      'Not yet',
    );
  });

  it('names the kind and the time in the business zone', () => {
    expect(kindLabel('payment_link')).toBe('Payment link');
    expect(kindLabel('reminder-24h')).toBe('Reminder 24h');
    expect(mailTime('2026-07-01T16:05:00Z', ZONE)).toBe('Jul 1, 2026, 12:05 PM');
  });
});

describe('the notice after Send again', () => {
  it('says it is queued, or already sent (the server’s words), or that it failed', () => {
    expect(retryNotice({ ok: true })).toEqual({ kind: 'success', text: MESSAGES.outboxRetried });
    expect(
      retryNotice({ ok: false, error: new ApiError(409, MESSAGES.outboxAlreadySent) }),
    ).toEqual({ kind: 'error', text: MESSAGES.outboxAlreadySent });
    expect(retryNotice({ ok: false, error: new ApiError(409, '') })).toEqual({
      kind: 'error',
      text: MESSAGES.outboxAlreadySent,
    });
    expect(retryNotice({ ok: false, error: new ApiError(500, 'Internal') })).toEqual({
      kind: 'error',
      text: MESSAGES.outboxRetryFailed,
    });
    expect(retryNotice({ ok: false, error: new TypeError('Failed to fetch') })).toEqual({
      kind: 'error',
      text: MESSAGES.networkError,
    });
  });
});
