import { endpointFailedTooLong, WEBHOOK_RETRY_WINDOW_MS, webhookRetryAt } from './retry-schedule';

const T0 = new Date('2026-11-23T14:00:00Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe('webhookRetryAt', () => {
  it('retries 5 s after the first failure, then backs off exponentially, at most 8 h apart', () => {
    expect(webhookRetryAt(1, T0, T0)).toEqual(at(5_000));
    expect(webhookRetryAt(2, T0, at(5_000))).toEqual(at(20_000));
    expect(webhookRetryAt(3, T0, at(20_000))).toEqual(at(65_000));
    expect(webhookRetryAt(20, T0, at(60_000))).toEqual(at(60_000 + 8 * 3600_000));
  });

  it('retries for a day: the last attempt at 24 h, then gives up', () => {
    let now = T0;
    const attempts: Date[] = [now];
    for (let n = 1; ; n += 1) {
      const next = webhookRetryAt(n, T0, now);
      if (!next) break;
      attempts.push(next);
      now = next;
    }
    expect(attempts).toHaveLength(12);
    expect(attempts[attempts.length - 1]).toEqual(at(WEBHOOK_RETRY_WINDOW_MS));
    expect(webhookRetryAt(12, T0, at(WEBHOOK_RETRY_WINDOW_MS))).toBeNull();
  });

  it('disables an endpoint failing for a day', () => {
    expect(endpointFailedTooLong(null, T0)).toBe(false);
    expect(endpointFailedTooLong(T0, at(WEBHOOK_RETRY_WINDOW_MS - 1))).toBe(false);
    expect(endpointFailedTooLong(T0, at(WEBHOOK_RETRY_WINDOW_MS))).toBe(true);
  });
});
