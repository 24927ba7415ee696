import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { enumOf } from '../catalog/schema.ts';
import { DomainError, invalidParameters } from '../core/errors.ts';
import { escapeHtml, PAGE_CSP, page, wantsHtml } from '../http/html.ts';
import { toFieldPath } from '../http/problem-handler.ts';
import { jsonResponse, problemResponses } from '../http/schemas.ts';
import type { App } from '../http/types.ts';
import { CONSENT_TEXT } from './messages.ts';
import type { NewsletterService } from './service.ts';

export const NewsletterInputSchema = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: 254 }),
    first_name: Type.Optional(Type.String({ maxLength: 100 })),
    pet_types: Type.Optional(Type.Array(enumOf(['DOG', 'CAT', 'BOTH']), { maxItems: 3 })),
  },
  { additionalProperties: false },
);

const StatusResponse = (status: string) =>
  Type.Object({ data: Type.Object({ status: Type.Literal(status) }) }, { description: `status ${status}` });

const TokenQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

function meta(request: FastifyRequest) {
  return { ip: request.ip, user_agent: request.headers['user-agent'] };
}

function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  ok: boolean,
  status: 'confirmed' | 'unsubscribed',
  html: { title: string; text: string },
) {
  if (!ok) {
    const error = new DomainError('invalid_token', 'The link is unknown, already used or expired', {
      errors: [{ path: 'token', message: 'is unknown, already used or expired' }],
    });
    if (!wantsHtml(request.headers.accept)) throw error;
    return reply
      .code(400)
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', PAGE_CSP)
      .send(
        page(
          'Link ungültig',
          '<h1>Dieser Link ist ungültig oder abgelaufen.</h1><p>This link is invalid or has expired.</p>',
        ),
      );
  }
  if (wantsHtml(request.headers.accept)) {
    return reply
      .type('text/html; charset=utf-8')
      .header('Content-Security-Policy', PAGE_CSP)
      .send(page(html.title, `<h1>${escapeHtml(html.title)}</h1><p>${escapeHtml(html.text)}</p>`));
  }
  return { data: { status } };
}

export function newsletterRoutes(app: App, newsletter: NewsletterService): void {
  // One-click unsubscribe (RFC 8058) posts a form body.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.post(
    '/api/v1/newsletter',
    {
      attachValidation: true,
      schema: {
        operationId: 'subscribeNewsletter',
        tags: ['Newsletter'],
        summary: 'Subscribe an e-mail address (GDPR double opt-in)',
        description: `Always answers 201 pending for a well-formed address, subscribed or not (no address enumeration). A confirmation mail with a one-time link (48 h) follows, at most one per mailbox (sub-addresses and case variants count together) per 5 minutes and 3 per 24 hours. Consent text: "${CONSENT_TEXT}"`,
        security: [],
        body: NewsletterInputSchema,
        response: {
          201: jsonResponse('Pending until the link in the mail is opened', StatusResponse('pending')),
          ...problemResponses(400, 413, 415),
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) {
        const validation = (request.validationError.validation ?? []) as {
          instancePath: string;
          params: Record<string, unknown>;
          message?: string;
        }[];
        const errors = validation.map((v) => ({
          path: toFieldPath(v.instancePath, v.params) || 'body',
          message: v.message ?? 'is invalid',
        }));
        if (errors.some((e) => e.path === 'email')) {
          throw new DomainError('invalid_email', 'email is not a valid e-mail address', { errors });
        }
        throw invalidParameters(errors);
      }
      const result = await newsletter.subscribe({ ...request.body, source: 'rest', ...meta(request) });
      return reply.code(201).send({ data: result });
    },
  );

  app.get(
    '/api/v1/newsletter/confirm',
    {
      schema: {
        operationId: 'confirmNewsletter',
        tags: ['Newsletter'],
        summary: 'Confirm a subscription with the link from the mail (HTML for browsers, JSON otherwise)',
        description:
          'Public: the one-time token from the confirmation mail is the credential; an unknown, used or expired token answers 400.',
        security: [],
        querystring: TokenQuery,
        response: {
          200: jsonResponse('Confirmed', StatusResponse('confirmed')),
          ...problemResponses(400),
        },
      },
    },
    async (request, reply) =>
      answer(request, reply, await newsletter.confirm(request.query.token, meta(request)), 'confirmed', {
        title: 'Anmeldung bestätigt',
        text: 'Danke! Du erhältst ab jetzt den napf-Newsletter. Thank you, your subscription is confirmed.',
      }),
  );

  app.get(
    '/api/v1/newsletter/unsubscribe',
    {
      schema: {
        operationId: 'unsubscribePage',
        tags: ['Newsletter'],
        summary: 'The unsubscribe page of the mail link; it asks before it unsubscribes (link scanners open GETs)',
        description:
          'Public: the token from the mail link is the credential. The page changes nothing; its button posts the unsubscribe.',
        security: [],
        querystring: TokenQuery,
        response: {
          200: {
            description: 'An HTML page whose button posts the one-click unsubscribe',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
          ...problemResponses(400),
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', PAGE_CSP)
        .send(
          page(
            'Newsletter abmelden',
            `<h1>Newsletter abmelden / Unsubscribe</h1><form method="post" action="/api/v1/newsletter/unsubscribe?token=${encodeURIComponent(request.query.token)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Abmelden / Unsubscribe</button></form>`,
          ),
        ),
  );

  app.post(
    '/api/v1/newsletter/unsubscribe',
    {
      schema: {
        operationId: 'unsubscribeNewsletter',
        tags: ['Newsletter'],
        summary: 'Unsubscribe (RFC 8058 one-click POST, the page form, or an API call)',
        description: 'Public: the token from the mail link is the credential. Unsubscribing twice is not an error.',
        security: [],
        querystring: TokenQuery,
        response: {
          200: jsonResponse('Unsubscribed', StatusResponse('unsubscribed')),
          ...problemResponses(400),
        },
      },
    },
    async (request, reply) =>
      answer(request, reply, await newsletter.unsubscribe(request.query.token, meta(request)), 'unsubscribed', {
        title: 'Abgemeldet',
        text: 'Du erhältst keinen napf-Newsletter mehr. You have been unsubscribed.',
      }),
  );
}
