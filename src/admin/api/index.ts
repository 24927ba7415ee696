/**
 * The dashboard's server side: login and sessions, and its JSON API under /admin/api
 * (tokens, products, audit trail, marketplace feeds). The request log and webhook parts of that API
 * live with their features (requestlog/routes.ts, webhooks/routes.ts); the guard (http/auth.ts)
 * lets the session in on all of them.
 */
import type { CatalogRepo } from '../../catalog/repo.ts';
import type { CatalogService } from '../../catalog/service.ts';
import type { CatalogWriteService } from '../../catalog/write-service.ts';
import type { AuditRepo } from '../../events/audit-repo.ts';
import { feedRoutes } from '../../feeds/routes.ts';
import type { FeedService } from '../../feeds/service.ts';
import type { App } from '../../http/types.ts';
import type { AllowList } from '../../net/ssrf.ts';
import type { TokenService } from '../../tokens/service.ts';
import { adminAuthRoutes } from '../auth/routes.ts';
import type { AdminAuthService } from '../auth/service.ts';
import { adminAuditRoutes } from './audit.ts';
import { adminProductRoutes } from './products.ts';
import type { AdminProductRepo } from './products-repo.ts';
import { adminTokenRoutes } from './tokens.ts';

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
  /** Hosts an image URL may use although not public (WEBHOOK_ALLOW_HOSTS). */
  allowList: AllowList;
}

export function adminRoutes(app: App, deps: AdminDeps): void {
  // Answers here are never cached: see http/security-headers.ts (personal-data routes).
  adminAuthRoutes(app, deps.auth);
  adminTokenRoutes(app, deps.tokens);
  adminProductRoutes(app, deps);
  adminAuditRoutes(app, deps.audit);
  feedRoutes(app, deps.feeds);
}
