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
    ['0:0:0:0:0:ffff:7f00:1', 'private'],
    ['::ffff:0:10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['::a00:1', 'never'],
    // NAT64: the well-known prefix carries the IPv4 address in its last 32 bits.
    ['64:ff9b::7f00:1', 'private'],
    ['64:ff9b::127.0.0.1', 'private'],
    ['64:ff9b:0:0:0:0:c0a8:101', 'private'],
    ['64:ff9b::808:808', 'public'],
    // NAT64 for a local network (64:ff9b:1::/48): private at best, whatever it carries.
    ['64:ff9b:1::a00:1', 'private'],
    ['64:ff9b:1::808:808', 'private'],
    ['64:ff9b:1::a9fe:a9fe', 'never'],
    ['64:ff9b:1:a9fe:a9:fe00::', 'never'],
    // 6to4: the IPv4 address in bits 16-48.
    ['2002:c0a8:0101::1', 'private'],
    ['2002:7f00:1::', 'private'],
    ['2002:a9fe:a9fe::1', 'never'],
    ['2002:0808:0808::1', 'public'],
    // Teredo: its server, and its client stored inverted.
    ['2001:0:a00:1::', 'never'],
    ['2001:0:a00:1:0:0:f7f7:f7f7', 'private'],
    ['2001:0:808:808:0:0:80ff:fffe', 'private'],
    ['2001:0:808:808:0:0:f7f7:f7f7', 'public'],
    ['2001:db8::1', 'never'],
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
