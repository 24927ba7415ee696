/**
 * The SSRF guard for URLs the service will call or publish (webhook endpoints, product images):
 * https only, no credentials, and every address the host resolves to must be public unicast —
 * loopback, private, link-local (cloud metadata), CGNAT, multicast, reserved and IPv4-mapped tricks
 * are refused, unless WEBHOOK_ALLOW_HOSTS lists the host name or a CIDR holding the address.
 * The dispatcher checks again on the address it actually dials (DNS rebinding).
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

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

/** The address as a plain IPv4 when it is an IPv4-mapped IPv6 (::ffff:127.0.0.1). */
function normalize(address: string): ipaddr.IPv4 | ipaddr.IPv6 {
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed;
}

function inAllowList(address: ipaddr.IPv4 | ipaddr.IPv6, allow: AllowList): boolean {
  return allow.cidrs.some(([net, bits]) => net.kind() === address.kind() && address.match([net, bits] as never));
}

/** True when the address may be dialled: public unicast, or explicitly allowed. */
export function isAllowedAddress(address: string, allow: AllowList): boolean {
  const ip = normalize(address);
  if (inAllowList(ip, allow)) return true;
  return ip.range() === 'unicast';
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

/** Resolves the host and refuses the URL unless every address is allowed. */
export async function assertSafeUrl(raw: string, allow: AllowList): Promise<URL> {
  const url = parseSafeUrl(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (allow.hosts.has(host)) return url;
  let addresses: string[];
  if (ipaddr.isValid(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new UnsafeUrlError(`host ${host} does not resolve`);
    }
  }
  const refused = addresses.filter((a) => !isAllowedAddress(a, allow));
  if (addresses.length === 0 || refused.length > 0) {
    throw new UnsafeUrlError(`host ${host} resolves to a non-public address (${refused.join(', ') || 'none'})`);
  }
  return url;
}
