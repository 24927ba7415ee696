/**
 * The IANA IPv4 and IPv6 Special-Purpose Address Registries, as data, plus the blocks beyond them
 * that the SSRF guard refuses too (multicast, IPv4-compatible IPv6, everything outside IPv6 global
 * unicast).
 *
 * The rule: a webhook or image URL may only resolve to an address in no special-purpose block at
 * all — whatever the registry's "globally reachable" flag says. Private, loopback and link-local
 * blocks reach the shop's own network and cloud metadata; the globally reachable ones are anycast
 * services (AS112, PCP, TURN, AMT, DNS-SD, NAT64) or identifiers (ORCHID, DRIP) where no legitimate
 * webhook receiver or image host lives. Only WEBHOOK_ALLOW_HOSTS can let such an address through.
 *
 * IPv6 forms that carry an IPv4 address (IPv4-mapped ::ffff:0:0/96, IPv4-compatible ::/96, NAT64
 * 64:ff9b::/96 and 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32) are blocks of their own here:
 * they are refused as they are, never judged by the IPv4 address inside, since a translator or
 * relay would deliver the packet to an address the guard did not check.
 *
 * Keep the tables in step with https://www.iana.org/assignments/iana-ipv4-special-registry and
 * https://www.iana.org/assignments/iana-ipv6-special-registry: a test checks the guard against
 * every entry (its first, middle and last address).
 */
import ipaddr from 'ipaddr.js';

export interface SpecialPurposeBlock {
  /** The block in CIDR notation. */
  prefix: string;
  name: string;
  /** The defining documents, as the registry lists them. */
  rfc: string;
  /** The registry's "Globally Reachable" attribute; null where it says N/A or where no registry lists the block. */
  globallyReachable: boolean | null;
}

/** The IANA IPv4 Special-Purpose Address Registry. */
export const IPV4_SPECIAL_PURPOSE: readonly SpecialPurposeBlock[] = [
  { prefix: '0.0.0.0/8', name: '"This network"', rfc: 'RFC 791, Section 3.2', globallyReachable: false },
  {
    prefix: '0.0.0.0/32',
    name: '"This host on this network"',
    rfc: 'RFC 1122, Section 3.2.1.3',
    globallyReachable: false,
  },
  { prefix: '10.0.0.0/8', name: 'Private-Use', rfc: 'RFC 1918', globallyReachable: false },
  { prefix: '100.64.0.0/10', name: 'Shared Address Space', rfc: 'RFC 6598', globallyReachable: false },
  { prefix: '127.0.0.0/8', name: 'Loopback', rfc: 'RFC 1122, Section 3.2.1.3', globallyReachable: false },
  { prefix: '169.254.0.0/16', name: 'Link Local', rfc: 'RFC 3927', globallyReachable: false },
  { prefix: '172.16.0.0/12', name: 'Private-Use', rfc: 'RFC 1918', globallyReachable: false },
  {
    prefix: '192.0.0.0/24',
    name: 'IETF Protocol Assignments',
    rfc: 'RFC 6890, Section 2.1',
    globallyReachable: false,
  },
  { prefix: '192.0.0.0/29', name: 'IPv4 Service Continuity Prefix', rfc: 'RFC 7335', globallyReachable: false },
  { prefix: '192.0.0.8/32', name: 'IPv4 dummy address', rfc: 'RFC 7600', globallyReachable: false },
  { prefix: '192.0.0.9/32', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723', globallyReachable: true },
  {
    prefix: '192.0.0.10/32',
    name: 'Traversal Using Relays around NAT Anycast',
    rfc: 'RFC 8155',
    globallyReachable: true,
  },
  {
    prefix: '192.0.0.170/32',
    name: 'NAT64/DNS64 Discovery',
    rfc: 'RFC 8880, RFC 7050 Section 2.2',
    globallyReachable: false,
  },
  {
    prefix: '192.0.0.171/32',
    name: 'NAT64/DNS64 Discovery',
    rfc: 'RFC 8880, RFC 7050 Section 2.2',
    globallyReachable: false,
  },
  { prefix: '192.0.2.0/24', name: 'Documentation (TEST-NET-1)', rfc: 'RFC 5737', globallyReachable: false },
  { prefix: '192.31.196.0/24', name: 'AS112-v4', rfc: 'RFC 7535', globallyReachable: true },
  { prefix: '192.52.193.0/24', name: 'AMT', rfc: 'RFC 7450', globallyReachable: true },
  { prefix: '192.88.99.0/24', name: 'Deprecated (6to4 Relay Anycast)', rfc: 'RFC 7526', globallyReachable: null },
  { prefix: '192.88.99.2/32', name: '6a44-relay anycast address', rfc: 'RFC 6751', globallyReachable: false },
  { prefix: '192.168.0.0/16', name: 'Private-Use', rfc: 'RFC 1918', globallyReachable: false },
  { prefix: '192.175.48.0/24', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534', globallyReachable: true },
  { prefix: '198.18.0.0/15', name: 'Benchmarking', rfc: 'RFC 2544', globallyReachable: false },
  { prefix: '198.51.100.0/24', name: 'Documentation (TEST-NET-2)', rfc: 'RFC 5737', globallyReachable: false },
  { prefix: '203.0.113.0/24', name: 'Documentation (TEST-NET-3)', rfc: 'RFC 5737', globallyReachable: false },
  { prefix: '240.0.0.0/4', name: 'Reserved', rfc: 'RFC 1112, Section 4', globallyReachable: false },
  {
    prefix: '255.255.255.255/32',
    name: 'Limited Broadcast',
    rfc: 'RFC 8190, RFC 919 Section 7',
    globallyReachable: false,
  },
];

/** The IANA IPv6 Special-Purpose Address Registry. */
export const IPV6_SPECIAL_PURPOSE: readonly SpecialPurposeBlock[] = [
  { prefix: '::1/128', name: 'Loopback Address', rfc: 'RFC 4291', globallyReachable: false },
  { prefix: '::/128', name: 'Unspecified Address', rfc: 'RFC 4291', globallyReachable: false },
  { prefix: '::ffff:0:0/96', name: 'IPv4-mapped Address', rfc: 'RFC 4291', globallyReachable: false },
  { prefix: '64:ff9b::/96', name: 'IPv4-IPv6 Translation', rfc: 'RFC 6052', globallyReachable: true },
  { prefix: '64:ff9b:1::/48', name: 'IPv4-IPv6 Translation (local use)', rfc: 'RFC 8215', globallyReachable: false },
  { prefix: '100::/64', name: 'Discard-Only Address Block', rfc: 'RFC 6666', globallyReachable: false },
  { prefix: '100:0:0:1::/64', name: 'Dummy IPv6 Prefix', rfc: 'RFC 9780', globallyReachable: false },
  { prefix: '2001::/23', name: 'IETF Protocol Assignments', rfc: 'RFC 2928', globallyReachable: false },
  { prefix: '2001::/32', name: 'TEREDO', rfc: 'RFC 4380, RFC 8190', globallyReachable: null },
  { prefix: '2001:1::1/128', name: 'Port Control Protocol Anycast', rfc: 'RFC 7723', globallyReachable: true },
  {
    prefix: '2001:1::2/128',
    name: 'Traversal Using Relays around NAT Anycast',
    rfc: 'RFC 8155',
    globallyReachable: true,
  },
  {
    prefix: '2001:1::3/128',
    name: 'DNS-SD Service Registration Protocol Anycast',
    rfc: 'RFC 9665',
    globallyReachable: true,
  },
  { prefix: '2001:2::/48', name: 'Benchmarking', rfc: 'RFC 5180, RFC Errata 1752', globallyReachable: false },
  { prefix: '2001:3::/32', name: 'AMT', rfc: 'RFC 7450', globallyReachable: true },
  { prefix: '2001:4:112::/48', name: 'AS112-v6', rfc: 'RFC 7535', globallyReachable: true },
  { prefix: '2001:10::/28', name: 'Deprecated (previously ORCHID)', rfc: 'RFC 4843', globallyReachable: null },
  { prefix: '2001:20::/28', name: 'ORCHIDv2', rfc: 'RFC 7343', globallyReachable: true },
  {
    prefix: '2001:30::/28',
    name: 'Drone Remote ID Protocol Entity Tags (DETs) Prefix',
    rfc: 'RFC 9374',
    globallyReachable: true,
  },
  { prefix: '2001:db8::/32', name: 'Documentation', rfc: 'RFC 3849', globallyReachable: false },
  { prefix: '2002::/16', name: '6to4', rfc: 'RFC 3056', globallyReachable: null },
  { prefix: '2620:4f:8000::/48', name: 'Direct Delegation AS112 Service', rfc: 'RFC 7534', globallyReachable: true },
  { prefix: '3fff::/20', name: 'Documentation', rfc: 'RFC 9637', globallyReachable: false },
  { prefix: '5f00::/16', name: 'Segment Routing (SRv6) SIDs', rfc: 'RFC 9602', globallyReachable: false },
  { prefix: 'fc00::/7', name: 'Unique-Local', rfc: 'RFC 4193, RFC 8190', globallyReachable: false },
  { prefix: 'fe80::/10', name: 'Link-Local Unicast', rfc: 'RFC 4291', globallyReachable: false },
];

/** IPv4 blocks outside the special-purpose registry that are no webhook receiver either. */
export const IPV4_ALSO_REFUSED: readonly SpecialPurposeBlock[] = [
  { prefix: '224.0.0.0/4', name: 'Multicast', rfc: 'RFC 5771', globallyReachable: null },
];

/** IPv6 blocks outside the special-purpose registry that are no webhook receiver either. */
export const IPV6_ALSO_REFUSED: readonly SpecialPurposeBlock[] = [
  { prefix: 'ff00::/8', name: 'Multicast', rfc: 'RFC 4291', globallyReachable: null },
  // Deprecated, but stacks still route ::a.b.c.d to the IPv4 address inside (::127.0.0.1 is loopback).
  {
    prefix: '::/96',
    name: 'IPv4-compatible Address (deprecated)',
    rfc: 'RFC 4291, Section 2.5.5.1',
    globallyReachable: null,
  },
];

/** IPv6 global unicast: every IPv6 address outside it is unassigned or special. */
export const IPV6_GLOBAL_UNICAST = '2000::/3';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

interface ParsedBlock {
  block: SpecialPurposeBlock;
  range: [Address, number];
}

const parse = (blocks: readonly SpecialPurposeBlock[]): ParsedBlock[] =>
  blocks.map((block) => ({ block, range: ipaddr.parseCIDR(block.prefix) }));

const IPV4_BLOCKS = parse([...IPV4_SPECIAL_PURPOSE, ...IPV4_ALSO_REFUSED]);
const IPV6_BLOCKS = parse([...IPV6_SPECIAL_PURPOSE, ...IPV6_ALSO_REFUSED]);
const GLOBAL_UNICAST = ipaddr.parseCIDR(IPV6_GLOBAL_UNICAST);
const OUTSIDE_GLOBAL_UNICAST: SpecialPurposeBlock = {
  prefix: IPV6_GLOBAL_UNICAST,
  name: 'outside IPv6 global unicast',
  rfc: 'RFC 4291',
  globallyReachable: null,
};

/**
 * The most specific special-purpose block holding the address (so ::1 is "Loopback Address", not
 * IPv4-compatible), an IPv6 address outside global unicast as such, or null for an ordinary one.
 */
export function specialPurposeBlock(address: Address): SpecialPurposeBlock | null {
  const blocks = address.kind() === 'ipv4' ? IPV4_BLOCKS : IPV6_BLOCKS;
  let best: ParsedBlock | null = null;
  for (const candidate of blocks) {
    if (address.match(candidate.range) && (!best || candidate.range[1] > best.range[1])) best = candidate;
  }
  if (best) return best.block;
  if (address.kind() === 'ipv6' && !address.match(GLOBAL_UNICAST)) return OUTSIDE_GLOBAL_UNICAST;
  return null;
}
