/**
 * napf's hosted checkout page, where a UCP checkout that escalated (`continue_url`) is finished by
 * the buyer: `GET /checkout/{token}` shows the order with every price fact the law asks for before a
 * distance purchase, `POST /checkout/{token}` takes the payment choice from the button
 * "zahlungspflichtig bestellen" and places the napf order, then redirects (303) to the same URL,
 * which from then on shows the confirmation. Plain HTML forms: no script, no cookie.
 *
 * - The token in the URL is the only credential (unguessable, expiring; the checkout service checks
 *   it). No API key is asked for: the routes declare no `scope`, lie outside /api/, so the guard
 *   neither authenticates nor rate-limits them and the request log, which stores paths, never
 *   records a token.
 * - The token must not leak: `Referrer-Policy: no-referrer`, `Cache-Control: no-store`,
 *   `X-Robots-Tag: noindex`, and the page loads nothing from another host.
 * - Forged submits: the order button must be pressed on this page. A POST is refused (403) when the
 *   browser's Fetch Metadata (`Sec-Fetch-Site`) says it came from another site, or, from browsers
 *   that send no Fetch Metadata, when its `Origin` names another origin. A hidden form secret would
 *   add nothing: whoever knows the token can load the page and read it. Framing is forbidden
 *   (`frame-ancestors 'none'`), so no other site can overlay the button either.
 * - The English button reads "Order and pay": like "zahlungspflichtig bestellen" (§ 312j (3) BGB)
 *   it names the order and the duty to pay in its own words, with nothing else on the button.
 * - Double submits place one order: a session that has its order redirects to the confirmation,
 *   before and after the service refuses a second completion.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../core/errors.ts';
import { databaseUnavailableReason } from '../../db/errors.ts';
import { statusOf } from '../../http/errors.ts';
import type { App } from '../../http/types.ts';
import { DEMO_SHOP_INFO, type ShopInfo } from '../../shop/info.ts';
import { HOSTED_PAYMENT_METHODS, type HostedCheckoutPort, type HostedPaymentMethod } from '../checkout/hosted.ts';
import { UcpError } from '../errors.ts';
import { type PageLanguage, pageLanguage, TEXTS } from './i18n.ts';
import {
  type BankAccount,
  checkoutPage,
  confirmationPage,
  DEMO_BANK_ACCOUNT,
  type FormState,
  type NoticeKind,
  noticePage,
  type PageFrame,
} from './render.ts';

const CHECKOUT_PAGE_PREFIX = '/checkout';

export interface CheckoutPageOptions {
  /** Seller, contact and withdrawal texts; the demo shop's unless given. */
  shop?: ShopInfo;
  /** The account prepayment goes to. */
  bank?: BankAccount;
  /** PUBLIC_URL: its origin may post the form besides the Host the request names. */
  publicUrl?: string;
}

const STYLESHEET = readFileSync(new URL('./checkout.css', import.meta.url));
const STYLESHEET_VERSION = createHash('sha256').update(STYLESHEET).digest('base64url').slice(0, 12);

/** The tokens the checkout service hands out are URL-safe; anything else is not worth a lookup. */
const TOKEN = /^[A-Za-z0-9_-]{8,200}$/;
const FORM = 'application/x-www-form-urlencoded';
const FORM_LIMIT = 4096;

const PAGE_HEADERS: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'none'",
    "style-src 'self'",
    "img-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; '),
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Frame-Options': 'DENY',
};

const isPaymentMethod = (value: string): value is HostedPaymentMethod =>
  (HOSTED_PAYMENT_METHODS as readonly string[]).includes(value);

/** Sessions whose service-side state ended: a retry cannot help, the buyer starts again. */
const GONE = /expired|cancel|not_found/;

/** Whether a form post came from a page of this service (see the header comment). */
function postedFromHere(request: FastifyRequest, publicUrl: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  // No Origin: not a browser form post (browsers without Fetch Metadata still send Origin on POST).
  if (origin === undefined) return true;
  const own = new Set([`${request.protocol}://${request.host}`]);
  if (publicUrl) own.add(new URL(publicUrl).origin);
  return own.has(origin);
}

function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

function pagePlugin(scope: App, port: HostedCheckoutPort, options: CheckoutPageOptions): void {
  const shop = options.shop ?? DEMO_SHOP_INFO;
  const bank = options.bank ?? DEMO_BANK_ACCOUNT;
  const prefix = scope.prefix;
  const stylesheet = `${prefix}/assets/checkout.css?v=${STYLESHEET_VERSION}`;
  const pathOf = (token: string) => `${prefix}/${encodeURIComponent(token)}`;
  const frameFor = (request: FastifyRequest, path: string): PageFrame => ({
    lang: pageLanguage(request.query, request.headers['accept-language']),
    shop,
    bank,
    stylesheet,
    path,
  });
  const notice = (reply: FastifyReply, frame: PageFrame, status: number, kind: NoticeKind) =>
    sendHtml(reply, status, noticePage(frame, kind));
  const seeConfirmation = (reply: FastifyReply, token: string, lang: PageLanguage) =>
    reply
      .code(303)
      .header('Location', `${pathOf(token)}?lang=${lang}`)
      .send();

  // This scope's own form parser: a URLSearchParams, small, whatever other scopes parse forms into.
  if (scope.hasContentTypeParser(FORM)) scope.removeContentTypeParser(FORM);
  scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, body, done) =>
    done(null, new URLSearchParams(String(body))),
  );

  scope.addHook('onSend', async (request, reply, payload) => {
    reply.headers(PAGE_HEADERS);
    if (request.routeOptions.url !== `${prefix}/assets/checkout.css`) reply.header('Cache-Control', 'no-store');
    return payload;
  });

  // Whatever fails here answers a page too, never problem+json, in the buyer's language.
  scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const frame = frameFor(request, prefix);
    // The app's guard runs first and throws napf's own errors (two different keys: 401).
    const status = error instanceof DomainError ? statusOf(error) : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) return notice(reply, frame, status, 'badRequest');
    const unavailable = status === 503 || databaseUnavailableReason(error) !== null;
    request.log.error({ err: error, request_id: request.id }, 'checkout page failed');
    if (unavailable) reply.header('Retry-After', '5');
    return notice(reply, frame, unavailable ? 503 : 500, 'failed');
  });
  scope.setNotFoundHandler((request, reply) => notice(reply, frameFor(request, prefix), 404, 'notFound'));

  scope.get('/assets/checkout.css', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      // The URL carries the content's hash: a new stylesheet is a new URL.
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(STYLESHEET),
  );

  scope.get<{ Params: { token: string } }>(
    '/:token',
    { config: { cache: 'no-store' }, schema: { hide: true } },
    async (request, reply) => {
      const { token } = request.params;
      const frame = frameFor(request, pathOf(token));
      const checkout = TOKEN.test(token) ? await port.forPage(token) : null;
      if (!checkout) return notice(reply, frame, 404, 'notFound');
      if (checkout.order) return sendHtml(reply, 200, confirmationPage(frame, checkout));
      if (checkout.status === 'canceled') return notice(reply, frame, 410, 'cancelled');
      return sendHtml(reply, 200, checkoutPage(frame, checkout, { error: null, chosen: null, paymentMissing: false }));
    },
  );

  scope.post<{ Params: { token: string }; Body: unknown }>(
    '/:token',
    { config: { cache: 'no-store' }, schema: { hide: true }, bodyLimit: FORM_LIMIT },
    async (request, reply) => {
      const { token } = request.params;
      const frame = frameFor(request, pathOf(token));
      const t = TEXTS[frame.lang];
      const checkout = TOKEN.test(token) ? await port.forPage(token) : null;
      if (!checkout) return notice(reply, frame, 404, 'notFound');
      const form = request.body instanceof URLSearchParams ? request.body : null;
      const chosen = form?.getAll('payment') ?? [];
      const method =
        chosen.length === 1 && isPaymentMethod(chosen[0] ?? '') ? (chosen[0] as HostedPaymentMethod) : null;
      const refuse = (status: number, state: FormState) =>
        sendHtml(reply, status, checkoutPage(frame, checkout, state));

      if (!postedFromHere(request, options.publicUrl)) {
        return refuse(403, { error: t.crossSite, chosen: method, paymentMissing: false });
      }
      if (checkout.order) return seeConfirmation(reply, token, frame.lang);
      if (checkout.status === 'canceled') return notice(reply, frame, 410, 'cancelled');
      if (!form) return notice(reply, frame, 415, 'badRequest');
      if (!method) return refuse(400, { error: t.choosePayment, chosen: null, paymentMissing: true });

      try {
        await port.completeFromPage(token, method);
      } catch (error) {
        if (!(error instanceof UcpError)) throw error;
        // A second submit racing the first: its order is the answer.
        const now = await port.forPage(token);
        if (now?.order) return seeConfirmation(reply, token, frame.lang);
        if (!now) return notice(reply, frame, 410, 'notFound');
        const status = GONE.test(error.code) || error.status === 410 ? 410 : 409;
        return sendHtml(
          reply,
          status,
          checkoutPage(frame, now, { error: error.message, chosen: method, paymentMissing: false }),
        );
      }
      return seeConfirmation(reply, token, frame.lang);
    },
  );
}

/**
 * Registers the page under /checkout in a scope of its own (form parser, error pages, headers).
 * Plugins load when the app gets ready, so call this before listen() or inject().
 */
export function checkoutPageRoutes(app: App, port: HostedCheckoutPort, options: CheckoutPageOptions = {}): void {
  void app.register(async (scope) => pagePlugin(scope as App, port, options), { prefix: CHECKOUT_PAGE_PREFIX });
}
