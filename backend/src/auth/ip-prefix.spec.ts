import { ipPrefix } from './ip-prefix';

describe('ipPrefix', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0/24'],
    ['::ffff:198.51.100.9', '198.51.100.0/24'],
    ['127.0.0.1', '127.0.0.0/24'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd::/48'],
    ['2001:0db8:0000:0042:0000:8a2e:0370:7334', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0::/48'],
  ])('cuts %s to %s', (ip, prefix) => {
    expect(ipPrefix(ip)).toBe(prefix);
  });

  it.each([[undefined], [''], ['not an address'], ['999.1.1.1']])('answers null for %p', (ip) => {
    expect(ipPrefix(ip)).toBeNull();
  });
});
