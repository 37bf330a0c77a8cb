import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be sent (the SSRF guard's rule): a public address; loopback, private, shared
 * (CGNAT) and unique-local ones only when WEBHOOK_ALLOW_PRIVATE_NETWORKS is on (development, tests);
 * link-local (169.254.0.0/16 holds cloud metadata), unspecified, multicast and reserved ones never.
 */
export type AddressKind = 'public' | 'private' | 'never';

const PRIVATE = new BlockList();
PRIVATE.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE.addSubnet('100.64.0.0', 10, 'ipv4');
PRIVATE.addAddress('::1', 'ipv6');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');

const NEVER = new BlockList();
NEVER.addSubnet('169.254.0.0', 16, 'ipv4');
NEVER.addSubnet('0.0.0.0', 8, 'ipv4');
NEVER.addSubnet('224.0.0.0', 4, 'ipv4');
NEVER.addSubnet('240.0.0.0', 4, 'ipv4');
NEVER.addSubnet('fe80::', 10, 'ipv6');
NEVER.addSubnet('ff00::', 8, 'ipv6');
NEVER.addAddress('::', 'ipv6');

/** `::ffff:127.0.0.1` (or `::ffff:7f00:1`) is 127.0.0.1: an IPv4-mapped address is judged as IPv4. */
function unmapped(address: string): string {
  const match = /^(?:0{0,4}:){0,5}:?ffff:(.+)$/i.exec(address);
  if (!match) return address;
  const rest = match[1];
  if (isIP(rest) === 4) return rest;
  const hex = /^([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(rest);
  if (!hex) return address;
  const [high, low] = [parseInt(hex[1], 16), parseInt(hex[2], 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** The kind of an IP address; anything that is not one is `never`. */
export function addressKind(raw: string): AddressKind {
  const address = unmapped(raw.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  const family = isIP(address);
  if (family === 0) return 'never';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (NEVER.check(address, type)) return 'never';
  if (PRIVATE.check(address, type)) return 'private';
  // IPv4-compatible and other IPv6 forms that embed an IPv4 address (::a.b.c.d, 64:ff9b::/96) are
  // left out rather than decoded: nothing legitimate sends a webhook to them.
  if (family === 6 && /^(::|64:ff9b::)/i.test(address)) return 'never';
  return 'public';
}

export const addressAllowed = (address: string, allowPrivate: boolean): boolean => {
  const kind = addressKind(address);
  return kind === 'public' || (kind === 'private' && allowPrivate);
};
