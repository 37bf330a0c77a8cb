import { telHref } from './tel';

describe('telHref', () => {
  it('keeps the digits and a leading plus', () => {
    expect(telHref('(301) 555-0142')).toBe('tel:3015550142');
    expect(telHref('+1 301 555 0142')).toBe('tel:+13015550142');
  });
});
