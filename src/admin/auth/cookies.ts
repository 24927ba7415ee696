/**
 * The dashboard's session cookie, read and written without a cookie plugin. Over https the name
 * carries the `__Host-` prefix (the browser then insists on Secure, Path=/ and no Domain); it is
 * always HttpOnly and SameSite=Strict. It is a browser-session cookie: the server ends the session
 * after 30 idle minutes or 12 hours (see service.ts).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface CookieSettings {
  name: string;
  secure: boolean;
}

export function cookieSettings(publicUrl: string): CookieSettings {
  const secure = publicUrl.startsWith('https:');
  return { name: secure ? '__Host-napf_session' : 'napf_session', secure };
}

/** The value of one cookie of the request, or null. */
export function readCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

function serialize(settings: CookieSettings, value: string, extra: string[]): string {
  return [
    `${settings.name}=${encodeURIComponent(value)}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    ...(settings.secure ? ['Secure'] : []),
    ...extra,
  ].join('; ');
}

export function setSessionCookie(reply: FastifyReply, settings: CookieSettings, sessionId: string): void {
  reply.header('Set-Cookie', serialize(settings, sessionId, []));
}

export function clearSessionCookie(reply: FastifyReply, settings: CookieSettings): void {
  reply.header('Set-Cookie', serialize(settings, '', ['Max-Age=0', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT']));
}
