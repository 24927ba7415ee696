/**
 * Dashboard login, logout and the session probe (docs/contract.md#dashboard). The login body is JSON only (the
 * app has no form or text parser), so a cross-site form cannot post it.
 */
import { Type } from 'typebox';
import { DomainError } from '../../core/errors.ts';
import { jsonResponse, ProblemSchema, problemResponses } from '../../http/schemas.ts';
import type { App } from '../../http/types.ts';
import { clearSessionCookie, readCookie, setSessionCookie } from './cookies.ts';
import { LOGIN_LIMITS } from './login-throttle.ts';
import { type AdminAuthService, MAX_PASSWORD_LENGTH } from './service.ts';

const UserSchema = Type.Object({ id: Type.String(), email: Type.String() });
const SessionSchema = Type.Object({
  user: UserSchema,
  csrf_token: Type.String({ description: 'Send it as X-CSRF-Token with every request that changes something' }),
});

// The probe's answer without a live session: 200, so that asking is not an error (a browser logs
// every 4xx as one on the login page).
const SignedOutSchema = Type.Object({ user: Type.Null(), csrf_token: Type.Null() });

const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ProblemSchema } },
});

const THROTTLE_DESCRIPTION =
  `Within 15 minutes, after ${LOGIN_LIMITS.account_address} failed logins for an account from one IP address, ` +
  `${LOGIN_LIMITS.address} from one IP address or ${LOGIN_LIMITS.account} for an account from all addresses, ` +
  'those logins are refused with 429 login_throttled (with Retry-After), the right password too.';

const SESSION_DESCRIPTION =
  'The session cookie is napf_session (__Host-napf_session over https): HttpOnly, SameSite=Strict, Path=/. ' +
  'A session ends after 30 idle minutes or 12 hours.';

export function adminAuthRoutes(admin: App, auth: AdminAuthService): void {
  admin.post(
    '/login',
    {
      // JSON only: the app parses forms for the newsletter, and a cross-site form must not log a
      // browser in (login CSRF). A JSON post from another site needs a CORS preflight, which fails.
      preValidation: async (request) => {
        if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
          throw new DomainError('unsupported_media_type', 'Send the body as application/json');
        }
      },
      schema: {
        operationId: 'adminLogin',
        tags: ['Admin'],
        summary: 'Log in to the dashboard: starts a new session and sets its cookie',
        description: `${SESSION_DESCRIPTION} ${THROTTLE_DESCRIPTION}`,
        security: [],
        body: Type.Object(
          {
            email: Type.String({ minLength: 1, maxLength: 254 }),
            password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: jsonResponse('Logged in; Set-Cookie carries the new session', SessionSchema),
          ...problemResponses(400, 415),
          401: problem('Wrong e-mail or password (code invalid_credentials)'),
          429: problem('Too many failed logins (code login_throttled, with Retry-After)'),
        },
      },
    },
    async (request, reply) => {
      const result = await auth.login(request.body.email, request.body.password, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        previousSessionId: readCookie(request, auth.cookie.name),
      });
      setSessionCookie(reply, auth.cookie, result.sessionId);
      return { user: result.user, csrf_token: result.csrfToken };
    },
  );

  admin.post(
    '/logout',
    {
      config: { session: 'optional' },
      schema: {
        operationId: 'adminLogout',
        tags: ['Admin'],
        summary: 'End the dashboard session and clear its cookie (X-CSRF-Token required with a live session)',
        description:
          'Without a session it only clears the cookie, so it needs no credential; with one, the CSRF token must match.',
        security: [],
        // type null: a 204 has no body (without it the document would promise JSON content).
        response: { 204: { description: 'Logged out', type: 'null' }, ...problemResponses(403) },
      },
    },
    async (request, reply) => {
      const sessionId = readCookie(request, auth.cookie.name);
      if (sessionId) await auth.logout(sessionId);
      clearSessionCookie(reply, auth.cookie);
      return reply.code(204).send(null);
    },
  );

  admin.get(
    '/api/session',
    {
      config: { session: 'optional' },
      schema: {
        operationId: 'adminSession',
        tags: ['Admin'],
        summary: 'The logged-in admin and the CSRF token of the session, or nulls without one',
        description: SESSION_DESCRIPTION,
        response: {
          200: jsonResponse(
            'The live session; `user` and `csrf_token` are null when not logged in or the session has ended',
            Type.Union([SessionSchema, SignedOutSchema]),
          ),
          ...problemResponses(401),
        },
      },
    },
    async (request, reply) => {
      const session = request.adminSession;
      if (!session) {
        if (readCookie(request, auth.cookie.name) !== null) clearSessionCookie(reply, auth.cookie);
        return { user: null, csrf_token: null };
      }
      return { user: session.user, csrf_token: session.csrfToken };
    },
  );
}
