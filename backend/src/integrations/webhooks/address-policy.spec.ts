import { addressAllowed, addressKind } from './address-policy';

describe('addressKind', () => {
  it.each([
    ['93.184.216.34', 'public'],
    ['2606:2800:220:1:248:1893:25c8:1946', 'public'],
    ['127.0.0.1', 'private'],
    ['127.8.9.10', 'private'],
    ['::1', 'private'],
    ['[::1]', 'private'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fd12:3456::1', 'private'],
    ['::ffff:127.0.0.1', 'private'],
    ['::ffff:7f00:1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['169.254.169.254', 'never'],
    ['::ffff:169.254.169.254', 'never'],
    ['::ffff:a9fe:a9fe', 'never'],
    ['fe80::1', 'never'],
    ['fe80::1%eth0', 'never'],
    ['0.0.0.0', 'never'],
    ['::', 'never'],
    ['224.0.0.1', 'never'],
    ['255.255.255.255', 'never'],
    ['ff02::1', 'never'],
    ['::127.0.0.1', 'never'],
    ['64:ff9b::a9fe:a9fe', 'never'],
    ['not-an-ip', 'never'],
    ['172.32.0.1', 'public'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
  });

  it('allows loopback and private ranges only with the flag, link-local never', () => {
    expect(addressAllowed('127.0.0.1', false)).toBe(false);
    expect(addressAllowed('127.0.0.1', true)).toBe(true);
    expect(addressAllowed('192.168.0.10', true)).toBe(true);
    expect(addressAllowed('169.254.169.254', true)).toBe(false);
    expect(addressAllowed('fe80::1', true)).toBe(false);
    expect(addressAllowed('8.8.8.8', false)).toBe(true);
  });
});
