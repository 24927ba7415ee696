/**
 * buildApp(config, deps) builds the whole service; main.ts only listens and every test builds its
 * own app the same way. Nothing here reads process.env.
 */

import { type Logger, pino } from 'pino';
import { AdminProductRepo } from './admin/api/products-repo.ts';
import { AdminAuthService } from './admin/auth/service.ts';
import { ADMIN_PREFIX, adminPlugin } from './admin/plugin.ts';
import { CatalogChangeFollower } from './catalog/change-follower.ts';
import { CatalogRepo } from './catalog/repo.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { CatalogSearch } from './catalog/search-service.ts';
import { CatalogService } from './catalog/service.ts';
import { CatalogWriteService } from './catalog/write-service.ts';
import type { Config } from './config.ts';
import { ContentService } from './content/service.ts';
import { type Clock, systemClock } from './core/clock.ts';
import { CommitSignal } from './core/commit-signal.ts';
import { openStore, type Store } from './db/connect.ts';
import { optimizeDatabase } from './db/maintenance.ts';
import { migrateToLatest } from './db/migrate.ts';
import { registerOpenApi } from './docs/openapi.ts';
import { docsRoutes } from './docs/routes.ts';
import { AuditRepo } from './events/audit-repo.ts';
import { feedRoutes } from './feeds/routes.ts';
import { FeedService } from './feeds/service.ts';
import { registerGuard } from './http/auth.ts';
import type { Bookkeeping } from './http/bookkeeping.ts';
import { FastPath } from './http/fast-path.ts';
import { healthRoutes } from './http/health.ts';
import { registerProblemHandling } from './http/problem-handler.ts';
import { registerRouteConfig } from './http/route-config.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createApp } from './http/server.ts';
import type { App } from './http/types.ts';
import { MailSender } from './mail/outbox.ts';
import { type AllowList, parseAllowList } from './net/ssrf.ts';
import { pruneMailboxThrottle } from './newsletter/mailbox-throttle.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { NewsletterService } from './newsletter/service.ts';
import { orderRoutes } from './orders/routes.ts';
import { OrderService } from './orders/service.ts';
import { RateLimiter } from './ratelimit/limiter.ts';
import { RequestLogRepo } from './requestlog/repo.ts';
import { pruneRequestLog, RequestLogWriter } from './requestlog/writer.ts';
import { isEmptyShop, seedDemoShop } from './seed/demo.ts';
import { DEMO_SHOP_INFO } from './shop/info.ts';
import { shopRoutes } from './shop/routes.ts';
import { DEMO_SHIPPING_RULES } from './shop/shipping.ts';
import { TokenRepo } from './tokens/repo.ts';
import { TokenService } from './tokens/service.ts';
import { toolRoutes } from './tools/routes.ts';
import type { ToolDeps } from './tools/types.ts';
import { UcpCheckoutService } from './ucp/checkout/service.ts';
import type { UcpDeps } from './ucp/operation.ts';
import { checkoutPageRoutes } from './ucp/page/routes.ts';
import { ucpRoutes } from './ucp/routes.ts';
import { releaseMemory } from './util/release-memory.ts';
import { WebhookDispatcher } from './webhooks/dispatcher.ts';
import { WebhookHttpClient } from './webhooks/http-client.ts';
import { WebhookService } from './webhooks/service.ts';
import { every, Workers } from './workers.ts';

export interface AppDeps {
  /** An open store to use instead of opening config.databaseUrl (the app then does not close it). */
  store?: Store;
  clock?: Clock;
  logger?: Logger;
}

export interface Services {
  store: Store;
  tokens: TokenService;
  catalog: CatalogService;
  /** Product full-text search of the tools; call refresh(productId) after every committed product write. */
  search: CatalogSearch;
  /** Ratgeber articles, ingredient glossary and Never List (read at their first use). */
  content: ContentService;
  newsletter: NewsletterService;
  mail: MailSender;
  requestLog: RequestLogWriter;
  /** Dashboard admins, sessions and the login throttle. */
  admins: AdminAuthService;
  /** Marketplace feed connections. */
  feeds: FeedService;
  writes: CatalogWriteService;
  webhooks: WebhookService;
  /** Delivers the webhook outbox; woken by the services' afterCommit. */
  dispatcher: WebhookDispatcher;
  orders: OrderService;
  /** Hosts that webhook and image URLs may use although not public (WEBHOOK_ALLOW_HOSTS). */
  allowList: AllowList;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

const MAIL_RETRY_MS = 30_000;
const RELEASE_MEMORY_AFTER_MS = 500;
/** A platform profile must arrive within this (connection and whole body). */
const UCP_PROFILE_TIMEOUT_MS = 5_000;

/** Opens (or takes) the store, migrates it and seeds the demo shop into an empty database. */
async function prepareStore(config: Config, deps: AppDeps, log: Logger, clock: Clock): Promise<Store> {
  const backgroundCheckpoints = {
    onError: (err: Error) =>
      log.error({ err }, 'WAL checkpoint thread failed: SQLite checkpoints in its commits again'),
  };
  const store = deps.store ?? (await openStore(config.databaseUrl, { backgroundCheckpoints }));
  const applied = await migrateToLatest(store);
  if (applied.length) log.info({ migrations: applied }, 'database migrated');
  if (config.seedDemo && (await isEmptyShop(store.db))) {
    await seedDemoShop(store.db, clock.now().toISOString());
    log.info('demo shop seeded');
  }
  return store;
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const logger = deps.logger ?? pino({ level: config.logLevel, base: { service: 'napf' } });
  const store = await prepareStore(config, deps, logger, clock);

  const mail = new MailSender(store.db, config.smtpUrl, config.mailFrom, logger);
  const limiter = config.rateLimitEnabled ? await RateLimiter.open(config.redisUrl, logger) : null;
  const catalogRepo = new CatalogRepo(store.db, clock);
  const catalog = new CatalogService(catalogRepo, config.publicUrl, clock);
  // A large catalog's index loads in the background (searches use the database meanwhile).
  const search = new CatalogSearch(store.db, catalogRepo, catalog, {
    log: logger,
    // After the requests that came while the index loaded are answered: the full collection holds
    // the event loop for ~150 ms (two compacting passes of ~100 and ~55 ms in --trace-gc at 100k).
    onLoaded: () => setTimeout(releaseMemory, RELEASE_MEMORY_AFTER_MS).unref(),
  });
  await search.start();
  const content = new ContentService(store.db);
  const allowList = parseAllowList(config.webhookAllowHosts);
  const dispatcher = new WebhookDispatcher({
    store,
    clock,
    logger,
    client: new WebhookHttpClient({
      allow: allowList,
      timeoutMs: config.webhookTimeoutMs,
      maxSockets: config.webhookConcurrency,
      caFile: config.webhookCaFile,
    }),
    schedule: config.webhookRetrySchedule,
    concurrency: config.webhookConcurrency,
    pollMs: config.webhookPollMs,
    leaseMs: config.webhookTimeoutMs + 20_000,
    // LISTEN needs a connection of its own: only when the store was opened from DATABASE_URL's PostgreSQL.
    listenUrl: store.dialect === 'postgres' && /^postgres(ql)?:/.test(config.databaseUrl) ? config.databaseUrl : null,
  });
  // One notification after every commit: one that queued webhook deliveries wakes the dispatcher; a
  // product change also clears the response cache and refreshes the product's search entry before
  // the write answers.
  const commits = new CommitSignal();
  commits.subscribe(({ deliveries }) => {
    if (typeof deliveries === 'object') dispatcher.accept(deliveries);
    else if (deliveries) dispatcher.kick();
  });
  commits.subscribe(async ({ productId, stockOnly }) => {
    if (productId === undefined) return;
    catalog.invalidate();
    if (!stockOnly) await search.refresh(productId);
  });
  const services: Services = {
    store,
    tokens: new TokenService(new TokenRepo(store.db), clock),
    catalog,
    search,
    content,
    allowList,
    webhooks: new WebhookService(store.db, allowList, clock, {
      secretGraceHours: config.webhookSecretGraceHours,
      afterCommit: commits.notify,
      store,
    }),
    dispatcher,
    orders: new OrderService({
      db: store.db,
      clock,
      afterCommit: commits.notify,
      store,
      shippingRules: DEMO_SHIPPING_RULES,
      absolute: (p) => catalog.absolute(p),
      desk: dispatcher,
    }),
    writes: new CatalogWriteService({
      db: store.db,
      dialect: store.dialect,
      clock,
      absolute: (p) => catalog.absolute(p),
      afterCommit: commits.notify,
      desk: dispatcher,
    }),
    newsletter: new NewsletterService(store.db, mail, config.publicUrl, clock),
    mail,
    requestLog: new RequestLogWriter(store, logger, { capacity: config.requestLogBuffer }),
    admins: new AdminAuthService({
      db: store.db,
      clock,
      publicUrl: config.publicUrl,
      passwordCost: config.adminPasswordCost,
    }),
    feeds: new FeedService({
      db: store.db,
      clock,
      publicUrl: config.publicUrl,
      productUrlTemplate: config.feedProductUrl,
      shippingRules: DEMO_SHIPPING_RULES,
    }),
  };
  // The limit and the log of every API request, on the guard's path and the fast path alike.
  const bookkeeping: Bookkeeping = {
    tokens: services.tokens,
    limiter,
    defaultLimit: config.rateLimitPerMinute,
    requestLog: config.requestLogEnabled ? services.requestLog : null,
  };
  const fastPath = new FastPath({
    ...bookkeeping,
    isCurrent: (body) => catalog.holdsBody(body),
    trustProxy: config.trustProxy,
  });
  const app = createApp(config, logger, fastPath);
  app.decorate('services', services);
  if (config.adminEmail && config.adminPassword) {
    if (await services.admins.ensureUser(config.adminEmail, config.adminPassword)) {
      logger.info({ email: config.adminEmail }, 'admin user created from ADMIN_EMAIL');
    }
  }

  registerRouteConfig(app);
  registerSecurityHeaders(app, { sessionCookie: services.admins.cookie.name });
  registerProblemHandling(app);
  await registerOpenApi(app, config.publicUrl);
  registerGuard(app, bookkeeping);

  const toolDeps: ToolDeps = {
    catalog,
    search,
    content,
    newsletter: services.newsletter,
    writes: services.writes,
    webhooks: services.webhooks,
    allowList,
  };
  healthRoutes(app, store);
  catalogRoutes(app, services.catalog, catalogRepo);
  newsletterRoutes(app, services.newsletter);
  toolRoutes(app, toolDeps, { publicUrl: config.publicUrl });
  orderRoutes(app, services.orders);
  feedRoutes(app, services.feeds);
  shopRoutes(app, DEMO_SHOP_INFO);
  const ucpDeps: UcpDeps = {
    store,
    clock,
    catalog,
    search,
    orders: services.orders,
    shop: DEMO_SHOP_INFO,
    shippingRules: DEMO_SHIPPING_RULES,
    publicUrl: config.publicUrl,
    storefrontCheckoutUrl: config.storefrontCheckoutUrl,
    productUrlTemplate: config.feedProductUrl,
    afterCommit: commits.notify,
    desk: dispatcher,
  };
  await ucpRoutes(app, ucpDeps, {
    profiles: {
      allow: parseAllowList(config.ucpAllowedProfileHosts),
      timeoutMs: UCP_PROFILE_TIMEOUT_MS,
      caFile: config.webhookCaFile,
    },
  });
  // The hosted page where a buyer confirms a UCP checkout (docs/ucp.md#escalation).
  checkoutPageRoutes(app, new UcpCheckoutService(ucpDeps), { shop: DEMO_SHOP_INFO, publicUrl: config.publicUrl });
  const adminDeps = {
    auth: services.admins,
    tokens: services.tokens,
    catalog,
    catalogRepo,
    productRepo: new AdminProductRepo(store.db),
    audit: new AuditRepo(store.db),
    writes: services.writes,
    feeds: services.feeds,
    orders: services.orders,
    webhooks: services.webhooks,
    requestLog: { repo: new RequestLogRepo(store.db), writer: services.requestLog },
    allowList,
  };
  // The dashboard and its API, in a plugin of their own: the session hook applies there only.
  await app.register((admin) => adminPlugin(admin, adminDeps), { prefix: ADMIN_PREFIX });
  docsRoutes(app, config.publicUrl);

  // Writes made by other instances reach this one's cache and search index within a second.
  const follower = new CatalogChangeFollower(
    store.db,
    async (productIds) => {
      catalog.invalidate();
      for (const id of productIds) await search.refresh(id);
    },
    logger,
  );
  // Mail queued while SMTP was down (or before a restart) goes out without waiting for new mail.
  const mailRetry = every('mail retry', MAIL_RETRY_MS, () => mail.kick());
  // Started in this order, stopped in the reverse order on close.
  const workers = new Workers([
    { name: 'request log', start: () => {}, stop: () => services.requestLog.close() },
    {
      name: 'mail',
      start: () => mailRetry.start(),
      stop: async () => {
        await mailRetry.stop();
        await mail.close();
      },
    },
    // Deliveries due (from before a restart, too) start now.
    { name: 'webhook dispatcher', start: () => dispatcher.start(), stop: () => dispatcher.stop() },
    // Retention and upkeep, now and hourly: old log rows, spent mail-throttle rows, planner statistics.
    every('database upkeep', 3_600_000, () =>
      pruneRequestLog(store.db, config.requestLogRetentionDays)
        .then(() => pruneMailboxThrottle(store.db, clock.now()))
        .then(() => optimizeDatabase(store))
        .catch((err: unknown) => logger.warn({ err }, 'database upkeep failed')),
    ),
    { name: 'catalog change follower', start: () => follower.start(clock.now()), stop: () => follower.stop() },
    // Saved on a normal stop, so the next start loads the index instead of building it.
    { name: 'search index', start: () => {}, stop: () => search.close(clock.now()) },
  ]);
  await workers.start();

  app.addHook('onClose', async () => {
    await workers.stop();
    await limiter?.close();
    if (!deps.store) await store.close();
  });
  return app;
}
