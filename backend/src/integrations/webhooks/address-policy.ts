import { BlockList, isIP } from 'node:net';

/**
 * Where a webhook may be sent (the SSRF guard's rule): a public address; loopback, private, shared
 * (CGNAT) and unique-local ones only when WEBHOOK_ALLOW_PRIVATE_NETWORKS is on (development, tests);
 * link-local (169.254.0.0/16 holds cloud metadata), unspecified, multicast and reserved ones never.
 * An IPv6 address that carries an IPv4 one (mapped, NAT64, 6to4, Teredo) is judged by that IPv4
 * address too: it is where the packets end up.
 */
export type AddressKind = 'public' | 'private' | 'never';

/** A list of ranges written as CIDR (`10.0.0.0/8`) or as one address (`::1`). */
function blockListOf(ranges: readonly string[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) {
    const [address, prefix] = range.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const PRIVATE = blockListOf([
  '127.0.0.0/8',
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '100.64.0.0/10',
  '::1',
  'fc00::/7',
  // NAT64 for a local network only (RFC 8215): its IPv4 addresses are the operator's to choose.
  '64:ff9b:1::/48',
]);

const NEVER = blockListOf([
  '169.254.0.0/16',
  '0.0.0.0/8',
  '224.0.0.0/4',
  '240.0.0.0/4',
  'fe80::/10',
  'ff00::/8',
  '::',
  // The discard prefix and the documentation prefix.
  '100::/64',
  '2001:db8::/32',
]);

const COMPATIBLE = blockListOf(['::/96']);

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included); null if it is not one. */
function groupsOf(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, null];
  const part = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
  const start = part(head);
  const end = tail === null ? [] : part(tail);
  const zeros = tail === null ? 0 : 8 - start.length - end.length;
  return [...start, ...Array<number>(zeros).fill(0), ...end];
}

const ipv4 = (high: number, low: number): string =>
  [high >> 8, high & 255, low >> 8, low & 255].join('.');

/**
 * The IPv4 addresses an IPv6 one carries: IPv4-mapped `::ffff:a.b.c.d` and translated
 * `::ffff:0:a.b.c.d`, NAT64 `64:ff9b::/96` and `64:ff9b:1::/48` (as /96 and as RFC 6052's /48
 * layout), 6to4 `2002:AABB:CCDD::/48`, Teredo `2001:0:SSSS:SSSS::` (its server, and its client
 * stored inverted in the last 32 bits).
 */
export function embeddedIpv4(address: string): string[] {
  const g = groupsOf(address);
  if (!g) return [];
  const zero = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zero(0, 5) && g[5] === 0xffff) return [ipv4(g[6], g[7])];
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return [ipv4(g[6], g[7])];
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return [ipv4(g[6], g[7])];
  if (g[0] === 0x64 && g[1] === 0xff9b && g[2] === 1) {
    // Either layout may be the operator's: zeros where one of them would put the address mean not it.
    const layouts = [ipv4(g[6], g[7]), ipv4(g[3], ((g[4] & 0xff) << 8) | (g[5] >> 8))];
    return layouts.filter((a) => a !== '0.0.0.0');
  }
  if (g[0] === 0x2002) return [ipv4(g[1], g[2])];
  if (g[0] === 0x2001 && g[1] === 0)
    return [ipv4(g[2], g[3]), ipv4(~g[6] & 0xffff, ~g[7] & 0xffff)];
  return [];
}

const RANK: Record<AddressKind, number> = { public: 0, private: 1, never: 2 };

/** The kind of one address by the lists alone. */
function listedKind(address: string): AddressKind {
  const family = isIP(address);
  if (family === 0) return 'never';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (NEVER.check(address, type)) return 'never';
  if (PRIVATE.check(address, type)) return 'private';
  // IPv4-compatible (::a.b.c.d, deprecated; ::1 is loopback above): nothing sends webhooks there.
  if (COMPATIBLE.check(address, type)) return 'never';
  return 'public';
}

/** The kind of an IP address (the strictest of it and the IPv4 ones it carries); not one: `never`. */
export function addressKind(raw: string): AddressKind {
  const address = raw.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (isIP(address) === 0) return 'never';
  return [address, ...embeddedIpv4(address)]
    .map(listedKind)
    .reduce((worst, k) => (RANK[k] > RANK[worst] ? k : worst));
}

export const addressAllowed = (address: string, allowPrivate: boolean): boolean => {
  const kind = addressKind(address);
  return kind === 'public' || (kind === 'private' && allowPrivate);
};
