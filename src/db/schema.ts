/**
 * Table types for Kysely. Booleans are real booleans on PostgreSQL and 0/1 on SQLite: repositories
 * read them through `Boolean(...)`. Timestamps are ISO 8601 UTC strings on both databases so that
 * they compare and sort the same way everywhere. JSON columns are text, parsed by repositories.
 */
import type { Generated } from 'kysely';
import type {
  IdempotencyKeysTable,
  InvoiceCountersTable,
  OrderItemsTable,
  OrderStatusHistoryTable,
  OrdersTable,
} from './schema-orders.ts';
import type { UcpCartsTable, UcpCheckoutPageTokensTable, UcpCheckoutSessionsTable } from './schema-ucp.ts';

export type {
  IdempotencyKeysTable,
  InvoiceCountersTable,
  OrderItemsTable,
  OrderStatusHistoryTable,
  OrdersTable,
} from './schema-orders.ts';
export type { UcpCartsTable, UcpCheckoutPageTokensTable, UcpCheckoutSessionsTable } from './schema-ucp.ts';

export interface ProductsTable {
  id: string;
  slug: string;
  sku: string;
  name: string;
  name_en: string;
  /** Folded lowercase name: the same sort order on SQLite and PostgreSQL whatever their collation. */
  sort_key: string;
  brand: string;
  species: string;
  category: string;
  line: string;
  description: string;
  description_en: string;
  ingredients: string;
  analytical_constituents: string;
  feeding_guide: string | null;
  images: string;
  is_active: boolean;
  is_bestseller: boolean;
  first_activated_at: string | null;
  created_at: string;
  updated_at: string;
  /** VAT rate in per cent (7 for feed, 19 otherwise; src/catalog/vat.ts). */
  vat_rate: number;
  /** Feed labelling (src/catalog/labelling.ts); additives is a JSON list, null fields are not stated. */
  feed_type: string | null;
  dietetic_purpose: string | null;
  additives: string;
  operator_name: string | null;
  operator_address: string | null;
  operator_registration: string | null;
}

export interface ProductTagsTable {
  product_id: string;
  tag: string;
}

export interface ProductVariantsTable {
  id: string;
  product_id: string;
  size: string;
  price_cents: number;
  compare_price_cents: number | null;
  stock_status: string;
  ean: string;
  position: number;
  /** Whole g, ml or pieces of the whole pack; null only for rows whose old size label did not parse. */
  net_quantity_value: number | null;
  net_quantity_unit: string | null;
  /** Units on hand; null: not counted (untracked or DROPSHIP), stock_status is then set by hand. */
  stock_quantity: number | null;
  /** Below this many units a counted variant is LOW_STOCK. */
  low_stock_threshold: number;
}

export interface ReviewsTable {
  id: string;
  product_id: string;
  author: string;
  rating: number;
  title: string;
  body: string;
  created_at: string;
}

export interface ArticlesTable {
  id: string;
  slug: string;
  title: string;
  title_en: string;
  summary: string;
  summary_en: string;
  body: string;
  species: string;
  tags: string;
  published_at: string;
}

export interface GlossaryEntriesTable {
  id: string;
  slug: string;
  name: string;
  name_en: string;
  aliases: string;
  category: string;
  rating: string;
  explanation: string;
  explanation_en: string;
}

export interface NeverListTable {
  id: string;
  position: number;
  name: string;
  name_en: string;
  reason: string;
  reason_en: string;
}

export interface ApiTokensTable {
  id: string;
  name: string;
  kind: string;
  scopes: string;
  prefix: string;
  token_hash: string;
  created_at: string;
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
  rate_limit_per_minute: number | null;
}

export interface NewsletterSubscribersTable {
  id: string;
  email: string;
  first_name: string | null;
  pet_types: string;
  status: string;
  unsubscribe_token_hash: string;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface NewsletterConfirmationsTable {
  token_hash: string;
  subscriber_id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface NewsletterConsentsTable {
  id: string;
  subscriber_id: string;
  action: string;
  source: string;
  consent_text_version: string;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

/** The confirmation-mail throttle per mailbox (migration 008); see newsletter/mailbox-throttle.ts. */
export interface NewsletterMailboxesTable {
  /** SHA-256 (hex) of the mailbox key. */
  mailbox_hash: string;
  /** JSON array of the ISO times of the confirmation mails within the last 24 hours, oldest first. */
  recent_mails: string;
  last_mail_at: string | null;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  headers: string;
  /** queued (waiting for SMTP), sent, or stored (no SMTP configured: kept here for the dashboard). */
  status: string;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface EventsTable {
  id: string;
  type: string;
  data: string;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  created_at: string;
  actor_type: string;
  actor_id: string;
  actor_name: string;
  tool: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: string | null;
  after: string | null;
  request_id: string | null;
}

export interface WebhookSubscriptionsTable {
  id: string;
  name: string;
  url: string;
  events: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | null;
  status: string;
  disabled_reason: string | null;
  created_by: string;
  created_at: string;
  updated_at: string;
  /** Start of an unbroken run of failed attempts (null after any success); 5 days of it disable. */
  failing_since: string | null;
  /** The token that owns it (migration 006); null: the shop (admins only). */
  owner_token_id: string | null;
}

/** One row per event × subscription, written in the event's transaction (migration 004). */
export interface WebhookDeliveriesTable {
  id: string;
  event_id: string;
  subscription_id: string;
  event_type: string;
  /** pending | succeeded | failed */
  status: string;
  attempts: Generated<number>;
  auto_retry: boolean;
  next_attempt_at: string | null;
  claim_token: string | null;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  subscription_id: string;
  attempt: number;
  created_at: string;
  succeeded: boolean;
  response_status: number | null;
  duration_ms: number | null;
  response_excerpt: string | null;
  error: string | null;
  next_attempt_at: string | null;
}

export interface RequestLogTable {
  /** Epoch milliseconds: cheap range scans and buckets on both databases. */
  ts: number;
  request_id: string;
  token_id: string | null;
  token_name: string | null;
  method: string;
  route: string | null;
  path: string;
  tool: string | null;
  status: number;
  duration_ms: number;
  error_code: string | null;
  ip: string | null;
  user_agent: string | null;
}

/** Per minute (or hour) × token × tool: counts and a latency histogram (h00..h19, see requestlog/histogram.ts). */
export interface RequestLogMinutesTable {
  minute: number;
  token_id: string;
  tool: string;
  requests: number;
  errors: number;
  duration_sum_ms: number;
  [bucket: `h${number}`]: number;
}

export type RequestLogHoursTable = Omit<RequestLogMinutesTable, 'minute'> & { hour: number };

/** Dashboard users (migration 005). password_hash: scrypt$<log2 N>$<r>$<p>$<salt>$<key>. */
export interface AdminUsersTable {
  id: string;
  email: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  last_login_at: string | null;
}

/** Server-side dashboard sessions; only the SHA-256 of the cookie's session id is stored. */
export interface AdminSessionsTable {
  id_hash: string;
  user_id: string;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

/**
 * The login throttle's counters: attempts per scope ('address', 'account', 'account_address') and
 * key within a 15-minute window that opens with the first attempt counted.
 */
export interface AdminLoginAttemptsTable {
  scope: string;
  key: string;
  attempts: number;
  window_started_at: string;
}

/** Marketplace feed connections: a named secret feed URL (format google or csv). */
export interface FeedConnectionsTable {
  id: string;
  name: string;
  format: string;
  secret: string;
  created_at: string;
  last_fetched_at: string | null;
  last_item_count: number | null;
}

/** One price that came into force for a variant; see migration 010. */
export interface PriceHistoryTable {
  id: string;
  variant_id: string;
  price_cents: number;
  valid_from: string;
}

export interface Database {
  products: ProductsTable;
  product_tags: ProductTagsTable;
  product_variants: ProductVariantsTable;
  price_history: PriceHistoryTable;
  reviews: ReviewsTable;
  articles: ArticlesTable;
  glossary_entries: GlossaryEntriesTable;
  never_list: NeverListTable;
  api_tokens: ApiTokensTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  newsletter_confirmations: NewsletterConfirmationsTable;
  newsletter_consents: NewsletterConsentsTable;
  newsletter_mailboxes: NewsletterMailboxesTable;
  mail_outbox: MailOutboxTable;
  events: EventsTable;
  audit_log: AuditLogTable;
  webhook_subscriptions: WebhookSubscriptionsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  invoice_counters: InvoiceCountersTable;
  idempotency_keys: IdempotencyKeysTable;
  request_log: RequestLogTable;
  request_log_minutes: RequestLogMinutesTable;
  request_log_hours: RequestLogHoursTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_login_attempts: AdminLoginAttemptsTable;
  feed_connections: FeedConnectionsTable;
  ucp_carts: UcpCartsTable;
  ucp_checkout_sessions: UcpCheckoutSessionsTable;
  ucp_checkout_page_tokens: UcpCheckoutPageTokensTable;
  search_snapshots: SearchSnapshotsTable;
}

/** The search index as last built (see migration 014): one row per version of the search code. */
export interface SearchSnapshotsTable {
  code: string;
  catalog_stamp: string;
  products: number;
  data: Uint8Array;
  created_at: string;
}
