import { BlockList, isIP } from 'node:net';

/*
 * Which IP addresses are public unicast, and why the others are not: the rules behind webhook destinations.
 *
 * IPv4: a block-list of the special-purpose ranges (IANA's IPv4 special-purpose registry, RFC 6890 and successors).
 *
 * IPv6: only global unicast (2000::/3) is public, less its special-purpose blocks; everything else (loopback,
 * unique-local, link-local, multicast, discard, the unassigned rest) is refused. Several IPv6 forms carry an IPv4
 * address inside them, and a host or a translator on the way may deliver to that IPv4 address, so they are decided
 * one by one:
 *   - checked by their embedded IPv4 address (it must pass the IPv4 block-list), because they have a legitimate public
 *     use: IPv4-mapped `::ffff:a.b.c.d` (a dual-stack socket's way to reach IPv4; the connection is made to the IPv4
 *     address itself), NAT64's well-known prefix `64:ff9b::a.b.c.d` (/96, RFC 6052: what DNS64 answers on IPv6-only
 *     networks for IPv4-only hosts) and 6to4 `2002:AABB:CCDD::/48` (RFC 3056: the IPv4 address in bits 16-48);
 *   - refused outright, having no public use: IPv4-compatible `::a.b.c.d` (the whole ::/96, deprecated by RFC 4291),
 *     IPv4-translated `::ffff:0:a.b.c.d` (RFC 2765's SIIT form, obsolete), NAT64's local-use prefix 64:ff9b:1::/48
 *     (RFC 8215: a site's own translators, where the IPv4 address sits at a site-chosen prefix length, so it cannot
 *     be read back) and Teredo 2001::/32 (RFC 4380: a client's IPv4 address obfuscated in the last 32 bits, a
 *     NAT-traversal scheme for end hosts that no webhook receiver uses; refused with all of 2001::/23).
 * An admin can still allow any of them with MONTAGE_WEBHOOK_ALLOWED_HOSTS.
 */

export type AddressVerdict = { public: true } | { public: false; why: string };

const IPV4_SPECIAL = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) IPV4_SPECIAL.addSubnet(net, prefix, 'ipv4');

const IPV4_WHY = 'a private, loopback, link-local or reserved address';

/** Global unicast blocks that are not public (IANA's IPv6 special-purpose registry); 2002::/16 is handled apart. */
const IPV6_GLOBAL_SPECIAL = new BlockList();
for (const [net, prefix] of [
  ['2001::', 23], // IETF protocol assignments: Teredo (2001::/32), benchmarking, ORCHID, ...
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation (RFC 9637)
] as const) IPV6_GLOBAL_SPECIAL.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (`isIP(address) === 6` already holds), its dotted-quad tail included. */
export function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? (text.split('::') as [string, string]) : [text, undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

const ipv4Of = (high: number, low: number) => `${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`;
const zero = (groups: number[], from: number, to: number) => groups.slice(from, to).every((g) => g === 0);

/** An IPv4 address embedded in an IPv6 one, in a form that is checked by it (see the comment on top). */
export function embeddedIpv4(groups: number[]): { ipv4: string; form: string } | undefined {
  if (zero(groups, 0, 5) && groups[5] === 0xffff) return { ipv4: ipv4Of(groups[6]!, groups[7]!), form: 'IPv4-mapped' };
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zero(groups, 2, 6)) return { ipv4: ipv4Of(groups[6]!, groups[7]!), form: 'NAT64' };
  if (groups[0] === 0x2002) return { ipv4: ipv4Of(groups[1]!, groups[2]!), form: '6to4' };
  return undefined;
}

/** IPv6 forms refused whatever they embed: no public use (see the comment on top). */
function refusedOutright(groups: number[]): string | undefined {
  if (zero(groups, 0, 6)) {
    if (groups[6] === 0 && groups[7]! <= 1) return groups[7] === 1 ? 'the loopback address' : 'the unspecified address';
    return `an IPv4-compatible IPv6 address (::/96, deprecated; it embeds ${ipv4Of(groups[6]!, groups[7]!)})`;
  }
  if (zero(groups, 0, 4) && groups[4] === 0xffff && groups[5] === 0) {
    return `an IPv4-translated IPv6 address (::ffff:0:0:0/96, obsolete; it embeds ${ipv4Of(groups[6]!, groups[7]!)})`;
  }
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups[2] === 1) return 'a local-use NAT64 address (64:ff9b:1::/48, for a site\'s own translators)';
  if (groups[0] === 0x2001 && groups[1] === 0) return 'a Teredo address (2001::/32, a tunnel for end hosts)';
  return undefined;
}

export function classifyAddress(address: string): AddressVerdict {
  const family = isIP(address);
  if (family === 4) return IPV4_SPECIAL.check(address, 'ipv4') ? { public: false, why: IPV4_WHY } : { public: true };
  if (family !== 6) return { public: false, why: 'not an IP address' };
  // A zone (fe80::1%eth0) names an interface: the address itself decides.
  const bare = address.replace(/%.*$/, '');
  const groups = ipv6Groups(bare);
  const outright = refusedOutright(groups);
  if (outright) return { public: false, why: outright };
  const embedded = embeddedIpv4(groups);
  if (embedded) {
    return IPV4_SPECIAL.check(embedded.ipv4, 'ipv4')
      ? { public: false, why: `${embedded.form} IPv6 for ${embedded.ipv4}, ${IPV4_WHY}` }
      : { public: true };
  }
  if (groups[0]! >> 13 !== 0b001) return { public: false, why: 'a loopback, unique-local, link-local, multicast or reserved IPv6 address (not in 2000::/3)' };
  if (IPV6_GLOBAL_SPECIAL.check(bare, 'ipv6')) return { public: false, why: 'a reserved IPv6 address (protocol assignments, Teredo, documentation)' };
  return { public: true };
}

/** IPv4-mapped IPv6 is connected to as the IPv4 address it maps: the socket then goes where the check looked. */
export function connectableAddress(address: string): { address: string; family: 4 | 6 } {
  if (isIP(address) !== 6) return { address, family: 4 };
  const groups = ipv6Groups(address);
  const embedded = embeddedIpv4(groups);
  return embedded?.form === 'IPv4-mapped' ? { address: embedded.ipv4, family: 4 } : { address, family: 6 };
}
