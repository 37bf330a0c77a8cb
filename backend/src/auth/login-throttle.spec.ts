import { loginDelayMs } from './login-throttle';

describe('loginDelayMs', () => {
  const delay = { stepMs: 250, maxMs: 10000 };

  it('is nothing before the first failure, then doubles from the step up to the cap', () => {
    const waits = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((failures) => loginDelayMs(failures, delay));
    expect(waits).toEqual([0, 250, 500, 1000, 2000, 4000, 8000, 10000, 10000]);
  });

  it('stays at the cap however many failures', () => {
    expect(loginDelayMs(1_000_000, delay)).toBe(10000);
  });

  it('is nothing when the step is 0 (waits turned off)', () => {
    expect(loginDelayMs(12, { stepMs: 0, maxMs: 10000 })).toBe(0);
  });
});
