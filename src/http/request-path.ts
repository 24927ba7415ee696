/**
 * Which path a request really addresses. The router answers one path under many spellings — the
 * absolute form of the request line (`GET http://host/api/… HTTP/1.1`, which HTTP/1.1 servers must
 * accept) and percent-escapes (`/%61pi/…`) reach the same handler as `/api/…` — so a decision by
 * path (rate limit, request log, cache headers) made on the raw `request.url` can be sidestepped.
 * Decide on isUnder() instead; record normalisedPath().
 */
import type { FastifyRequest } from 'fastify';
import { routeConfigOf } from './route-config.ts';

const ABSOLUTE_FORM = /^https?:\/\/[^/?#]*/i;

/** `http://host/x?q` → `/x?q`; `http://host?q` → `/?q`. Other targets are kept as they are. */
function stripAbsoluteForm(target: string): string {
  if (target.startsWith('/')) return target;
  const origin = ABSOLUTE_FORM.exec(target);
  if (!origin) return target;
  const rest = target.slice(origin[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The path of a request target as the router matches it: the absolute form reduced to its path, the
 * query string and fragment cut off, percent-escapes decoded the way the router decodes them.
 * Reserved characters (%2F, %3F, …) and %25 stay escaped, as in the router: `a%2Fb` is one segment.
 * Dot-segments and repeated slashes are kept, because the router matches them literally (so
 * `/api//x` is an unmatched path under /api/). A target that does not decode keeps its escapes (the
 * router refuses it with 400 before any hook runs), so callers never handle an error.
 */
export function normalisedPath(target: string): string {
  const origin = stripAbsoluteForm(target);
  const end = origin.search(/[?#]/);
  const path = end === -1 ? origin : origin.slice(0, end);
  if (!path.includes('%')) return path;
  try {
    // decodeURI leaves reserved characters escaped but turns %25 into '%'; keep %25 as the router does.
    return decodeURI(path.replaceAll('%25', '%2525'));
  } catch {
    return path;
  }
}

/**
 * Whether a request lies under `prefix` (`/api/`, `/admin/`): judged on the pattern of the route the
 * router matched (the same for every spelling) or, for an unmatched request, its normalised path.
 */
export function isUnder(request: FastifyRequest, prefix: string): boolean {
  // The route first: it answers for matched routes without decoding anything.
  return routeConfigOf(request).url?.startsWith(prefix) === true || normalisedPath(request.url).startsWith(prefix);
}
