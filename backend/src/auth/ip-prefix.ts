import { isIPv4, isIPv6 } from 'node:net';

/**
 * The caller's address cut to its network, as kept with an admin session: an IPv4 address to its
 * /24, an IPv6 one to its /48 (an IPv4-mapped IPv6 address as IPv4). Enough to tell "my office" from
 * "somewhere else" in the console, not enough to locate the owner; null for anything unreadable.
 */
export function ipPrefix(ip: string | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return null;
  const groups = expandIPv6(ip.split('%')[0]);
  return groups ? `${groups.slice(0, 3).join(':')}::/48` : null;
}

/** The eight groups of an IPv6 address, without leading zeros (a trailing dotted IPv4 counts two). */
function expandIPv6(ip: string): string[] | null {
  const [head, tail] = ip.includes('::') ? ip.split('::') : [ip, null];
  const part = (s: string | null) => (s ? s.split(':') : []);
  const withV4 = (groups: string[]) =>
    groups.flatMap((g) => {
      if (!g.includes('.')) return [g];
      const [a, b, c, d] = g.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = withV4(part(head));
  const right = withV4(part(tail));
  const missing = 8 - left.length - right.length;
  if (tail === null ? missing !== 0 : missing < 0) return null;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map((g) =>
    parseInt(g, 16).toString(16),
  );
}
