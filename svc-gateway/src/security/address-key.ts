import ipaddr from 'ipaddr.js';

/** Conversions kept, so a busy client's address is parsed once; cleared whole when full (a flood of new addresses). */
const MAX_KEPT = 10_000;
const kept = new Map<string, string>();

/**
 * Whose budget an address spends. An IPv6 client usually holds a whole /64 (SLAAC, privacy addresses) and can
 * rotate through it at will, so IPv6 addresses are counted by their /64 prefix; an IPv4-mapped IPv6 address
 * (`::ffff:203.0.113.7`, a dual-stack socket's view of an IPv4 client) is that IPv4 address. IPv4 passes as is.
 */
export function addressKey(address: string): string {
  if (!address.includes(':')) return address;
  let key = kept.get(address);
  if (key === undefined) {
    key = prefixOf(address);
    if (kept.size >= MAX_KEPT) kept.clear();
    kept.set(address, key);
  }
  return key;
}

function prefixOf(address: string): string {
  // A zone index (`fe80::1%eth0`) names the interface, not the client.
  const bare = address.split('%')[0]!;
  if (!ipaddr.IPv6.isValid(bare)) return address;
  const parsed = ipaddr.process(bare);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const groups = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${groups.join(':')}::/64`;
}
