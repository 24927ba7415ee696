/**
 * The client's address as Fastify's `request.ip` gives it under the same TRUST_PROXY setting: the
 * socket's peer, or behind trusted proxies the address X-Forwarded-For names (the library Fastify
 * uses, with the trust list built as Fastify builds it). For the fast path, which has no Fastify
 * request to ask.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

export function clientAddressOf(trustProxy: boolean | string): (req: IncomingMessage) => string | undefined {
  if (!trustProxy) return (req) => req.socket.remoteAddress;
  const trust = trustProxy === true ? () => true : proxyAddr.compile(trustProxy.split(',').map((v) => v.trim()));
  return (req) => proxyAddr(req, trust);
}
