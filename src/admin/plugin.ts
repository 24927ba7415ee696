/**
 * The dashboard's server side as one Fastify plugin, registered with the prefix /admin: login and
 * sessions, its JSON API under /admin/api (tokens, products, audit trail, and the parts that live
 * with their features: orders, request log, webhooks, marketplace feeds), and the pages and assets.
 * Its hook (auth/session-guard.ts) lets the session cookie stand in for an API key on these routes
 * only: Fastify's encapsulation scopes it, no hook decides by URL.
 */
import type { CatalogRepo } from '../catalog/repo.ts';
import type { CatalogService } from '../catalog/service.ts';
import type { CatalogWriteService } from '../catalog/write-service.ts';
import type { AuditRepo } from '../events/audit-repo.ts';
import { feedAdminRoutes } from '../feeds/routes.ts';
import type { FeedService } from '../feeds/service.ts';
import type { App } from '../http/types.ts';
import type { AllowList } from '../net/ssrf.ts';
import { orderAdminRoutes } from '../orders/routes.ts';
import type { OrderService } from '../orders/service.ts';
import type { RequestLogRepo } from '../requestlog/repo.ts';
import { requestLogRoutes } from '../requestlog/routes.ts';
import type { RequestLogWriter } from '../requestlog/writer.ts';
import type { TokenService } from '../tokens/service.ts';
import { webhookAdminRoutes } from '../webhooks/routes.ts';
import type { WebhookService } from '../webhooks/service.ts';
import { adminAuditRoutes } from './api/audit.ts';
import { adminProductRoutes } from './api/products.ts';
import type { AdminProductRepo } from './api/products-repo.ts';
import { adminTokenRoutes } from './api/tokens.ts';
import { adminAuthRoutes } from './auth/routes.ts';
import type { AdminAuthService } from './auth/service.ts';
import { registerSessionGuard } from './auth/session-guard.ts';
import { adminUiRoutes } from './ui/routes.ts';

export const ADMIN_PREFIX = '/admin';

export interface AdminDeps {
  auth: AdminAuthService;
  tokens: TokenService;
  catalog: CatalogService;
  catalogRepo: CatalogRepo;
  productRepo: AdminProductRepo;
  /** The audit trail the dashboard's tracking tab pages through. */
  audit: AuditRepo;
  writes: CatalogWriteService;
  feeds: FeedService;
  orders: OrderService;
  webhooks: WebhookService;
  requestLog: { repo: RequestLogRepo; writer: RequestLogWriter };
  /** Hosts an image URL may use although not public (WEBHOOK_ALLOW_HOSTS). */
  allowList: AllowList;
}

/** Register with `app.register((admin) => adminPlugin(admin, deps), { prefix: ADMIN_PREFIX })`. */
export async function adminPlugin(admin: App, deps: AdminDeps): Promise<void> {
  // First: the session hook and its request decorator must be in place before any route is added.
  registerSessionGuard(admin, deps.auth);
  // Answers here are never cached: see http/security-headers.ts (personal-data routes).
  adminAuthRoutes(admin, deps.auth);
  adminTokenRoutes(admin, deps.tokens);
  adminProductRoutes(admin, deps);
  adminAuditRoutes(admin, deps.audit);
  feedAdminRoutes(admin, deps.feeds);
  orderAdminRoutes(admin, deps.orders);
  requestLogRoutes(admin, deps.requestLog);
  webhookAdminRoutes(admin, deps.webhooks);
  adminUiRoutes(admin);
}
