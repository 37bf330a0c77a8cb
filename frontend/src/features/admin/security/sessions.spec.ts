import { deviceName, sessionsPage, sessionTime } from './sessions';

describe('deviceName', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    ['curl/8.5.0', 'curl/8.5.0'],
    [null, 'Unknown browser'],
  ])('names %p as %p', (ua, name) => {
    expect(deviceName(ua)).toBe(name);
  });

  it('cuts an unknown long text', () => {
    expect(deviceName('x'.repeat(60))).toBe(`${'x'.repeat(40)}…`);
  });
});

describe('sessionTime', () => {
  it('says the time in the business time zone', () => {
    expect(sessionTime('2026-11-23T19:10:00Z', 'America/New_York')).toBe('Nov 23, 2026, 2:10 PM');
  });
});

describe('sessionsPage', () => {
  it('pages by ten', () => {
    expect(sessionsPage(0, 10, 23)).toEqual({ label: '1–10 of 23', previous: null, next: 10 });
    expect(sessionsPage(20, 3, 23)).toEqual({ label: '21–23 of 23', previous: 10, next: null });
    expect(sessionsPage(0, 0, 0)).toEqual({ label: '', previous: null, next: null });
  });
});
