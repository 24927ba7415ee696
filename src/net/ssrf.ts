/**
 * The SSRF guard for URLs the service will call or publish (webhook endpoints, product images):
 * https only, no credentials, and every address the host resolves to must lie in no special-purpose
 * block at all (the IANA registries and the blocks beyond them in special-purpose.ts: loopback,
 * private, link-local and cloud metadata, CGNAT, anycast services, multicast, IPv6 outside global
 * unicast, every IPv6 form embedding an IPv4 address), unless WEBHOOK_ALLOW_HOSTS lists the host
 * name or a CIDR holding the address. The dispatcher checks again on the address it actually dials
 * (DNS rebinding).
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { specialPurposeBlock } from './special-purpose.ts';

export class UnsafeUrlError extends Error {}

export interface AllowList {
  hosts: Set<string>;
  cidrs: [ipaddr.IPv4 | ipaddr.IPv6, number][];
}

export function parseAllowList(entries: string[]): AllowList {
  const hosts = new Set<string>();
  const cidrs: AllowList['cidrs'] = [];
  for (const entry of entries.map((e) => e.trim().toLowerCase()).filter(Boolean)) {
    if (entry.includes('/')) cidrs.push(ipaddr.parseCIDR(entry));
    else if (ipaddr.isValid(entry)) cidrs.push([ipaddr.parse(entry), ipaddr.parse(entry).kind() === 'ipv4' ? 32 : 128]);
    else hosts.add(entry);
  }
  return { hosts, cidrs };
}

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * Whether an allow-listed CIDR holds the address. An IPv4-mapped address (::ffff:a.b.c.d) is the
 * IPv4 address itself on the wire, so an IPv4 entry covers it too; the other embeddings (NAT64,
 * 6to4, Teredo, IPv4-compatible) reach a translator or relay and only an IPv6 entry covers them.
 */
function inAllowList(address: Address, allow: AllowList): boolean {
  const forms: Address[] = [address];
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()) {
    forms.push((address as ipaddr.IPv6).toIPv4Address());
  }
  return allow.cidrs.some(([net, bits]) => forms.some((ip) => ip.kind() === net.kind() && ip.match(net, bits)));
}

/** Why the address may not be dialled (its special-purpose block), or null when it may. */
export function addressRefusal(address: string, allow: AllowList): string | null {
  const ip = ipaddr.parse(address);
  if (inAllowList(ip, allow)) return null;
  const block = specialPurposeBlock(ip);
  return block ? `${block.prefix} ${block.name}` : null;
}

/** True when the address may be dialled: in no special-purpose block, or explicitly allowed. */
export function isAllowedAddress(address: string, allow: AllowList): boolean {
  return addressRefusal(address, allow) === null;
}

/** Checks a URL's form (https, no credentials) without resolving it. */
export function parseSafeUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError('is not a valid URL');
  }
  if (url.protocol !== 'https:') throw new UnsafeUrlError('must use https');
  if (url.username || url.password) throw new UnsafeUrlError('must not contain credentials');
  if (!url.hostname) throw new UnsafeUrlError('needs a host');
  return url;
}

/** A host's addresses, as a DNS lookup gives them (a seam for tests). */
export type Resolve = (host: string) => Promise<string[]>;

const resolveWithSystem: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** Resolves the host and refuses the URL unless every address is allowed. */
export async function assertSafeUrl(raw: string, allow: AllowList, resolve: Resolve = resolveWithSystem): Promise<URL> {
  const url = parseSafeUrl(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allow.hosts.has(host)) return url;
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new UnsafeUrlError(`host ${host} does not resolve`);
    }
  }
  const refused = addresses.flatMap((a) => {
    const reason = addressRefusal(a, allow);
    return reason ? [`${a} in ${reason}`] : [];
  });
  if (addresses.length === 0 || refused.length > 0) {
    throw new UnsafeUrlError(`host ${host} resolves to a non-public address (${refused.join(', ') || 'none'})`);
  }
  return url;
}
