/**
 * Environment → typed, validated Config. Features never read process.env: they get this object.
 * A bad value stops the start with a message naming the variable (docs/contract.md#environment).
 */
export interface Config {
  host: string;
  port: number;
  /** Absolute base URL used in links (pagination, images, mails). Defaults to http://HOST:PORT. */
  publicUrl: string;
  databaseUrl: string;
  seedDemo: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  rateLimitPerMinute: number;
  /** false: no rate limiting (e.g. behind a gateway that limits); true by default. */
  rateLimitEnabled: boolean;
  requestLogEnabled: boolean;
  requestLogRetentionDays: number;
  /** Request-log entries buffered per instance; beyond it the oldest are dropped (REQUEST_LOG_BUFFER). */
  requestLogBuffer: number;
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  /** Body size limit in bytes (1 MiB; larger bodies are 413, docs/contract.md#limits). */
  bodyLimit: number;
  /** Fastify trustProxy: false, true, or comma-separated proxy addresses/CIDRs (client IP from X-Forwarded-For). */
  trustProxy: boolean | string;
  /** Host names or CIDRs that webhook and image URLs may use although they are not public (tests). */
  webhookAllowHosts: string[];
  /** Seconds before retry 1, 2, ... of a failed delivery (WEBHOOK_RETRY_SCHEDULE, docs/contract.md#webhooks). */
  webhookRetrySchedule: number[];
  /** Deliveries in flight at once per instance (WEBHOOK_CONCURRENCY, default 16). */
  webhookConcurrency: number;
  /**
   * Time a receiver has to answer, connection and whole response included (default 10 s;
   * WEBHOOK_TIMEOUT_MS). A claim's lease is this plus 20 s.
   */
  webhookTimeoutMs: number;
  /** Fallback poll of the dispatcher; commits and PostgreSQL notifications wake it at once. */
  webhookPollMs: number;
  /** After a secret rotation, deliveries carry both signatures for this long (WEBHOOK_SECRET_GRACE_HOURS). */
  webhookSecretGraceHours: number;
  /**
   * A PEM file of CA certificates trusted for webhook deliveries in addition to Node's defaults
   * (WEBHOOK_CA_FILE). NODE_EXTRA_CA_CERTS works too, but Node reads it only at process start; this
   * setting lets a process trust a CA made after it started (the tests' loopback receiver).
   */
  webhookCaFile: string | null;
  /**
   * The first dashboard admin (ADMIN_EMAIL and ADMIN_PASSWORD, both or neither): created at start
   * when no admin with that e-mail exists; an existing admin's password is left as it is.
   */
  adminEmail: string | null;
  adminPassword: string | null;
  /**
   * log2 of scrypt's N for new password hashes (17, docs/contract.md#dashboard). Not an environment
   * setting; tests lower it.
   */
  adminPasswordCost: number;
  /**
   * The product link in marketplace feeds (FEED_PRODUCT_URL): an http(s) URL with `{slug}`, e.g. the
   * shop's product page. null: PUBLIC_URL + /api/v1/products/{slug}.
   */
  feedProductUrl: string | null;
  /**
   * Host names or CIDRs that UCP platform profiles may be fetched from although they are not public
   * (UCP_ALLOWED_PROFILE_HOSTS, docs/ucp.md#negotiation); public hosts need no entry.
   */
  ucpAllowedProfileHosts: string[];
  /** The shop's own checkout page for UCP escalation (STOREFRONT_CHECKOUT_URL); null: napf's hosted page. */
  storefrontCheckoutUrl: string | null;
}

export class ConfigError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(`Invalid configuration: ${variable} ${message}`);
    this.variable = variable;
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function str(env: Env, name: string, fallback: string): string {
  const value = env[name];
  return value === undefined || value === '' ? fallback : value;
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(true|1|yes)$/i.test(raw)) return true;
  if (/^(false|0|no)$/i.test(raw)) return false;
  throw new ConfigError(name, `must be true or false, got "${raw}"`);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'must be a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must use one of ${protocols.join(', ')}, got "${parsed.protocol}"`);
  }
  return raw;
}

function list(env: Env, name: string): string[] {
  const items = str(env, name, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of items) {
    if (!/^[A-Za-z0-9.:\-/[\]]+$/.test(item)) throw new ConfigError(name, `has an invalid entry "${item}"`);
  }
  return items;
}

/** The default retry delays, about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (docs/contract.md#webhooks). */
export const DEFAULT_RETRY_SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 36000];

function retrySchedule(env: Env): number[] {
  const raw = str(env, 'WEBHOOK_RETRY_SCHEDULE', '');
  if (raw === '') return DEFAULT_RETRY_SCHEDULE;
  const parts = raw.split(',').map((s) => s.trim());
  if (parts.length > 20) throw new ConfigError('WEBHOOK_RETRY_SCHEDULE', 'may list at most 20 retries');
  return parts.map((part) => {
    const value = Number(part);
    if (!/^\d+(\.\d+)?$/.test(part) || !(value > 0) || value > 7 * 86_400) {
      throw new ConfigError(
        'WEBHOOK_RETRY_SCHEDULE',
        `must be comma-separated seconds, each > 0 and ≤ 604800, e.g. 5,300,1800; got "${part}"`,
      );
    }
    return value;
  });
}

function databaseUrl(env: Env): string {
  const value = str(env, 'DATABASE_URL', 'sqlite:./data/napf.db');
  if (/^sqlite:.+/.test(value) || /^postgres(ql)?:\/\/.+/.test(value)) return value;
  throw new ConfigError('DATABASE_URL', 'must be sqlite:<path>, sqlite::memory: or postgres://...');
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_ADMIN_PASSWORD_LENGTH = 12;

function adminAccount(env: Env): { adminEmail: string | null; adminPassword: string | null } {
  const email = str(env, 'ADMIN_EMAIL', '').trim();
  const password = env.ADMIN_PASSWORD ?? '';
  if (!email && !password) return { adminEmail: null, adminPassword: null };
  if (!email) throw new ConfigError('ADMIN_EMAIL', 'is required when ADMIN_PASSWORD is set');
  if (!password)
    throw new ConfigError('ADMIN_PASSWORD', 'is required when ADMIN_EMAIL is set (there is no default password)');
  if (email.length > 254 || !EMAIL.test(email)) throw new ConfigError('ADMIN_EMAIL', 'must be an e-mail address');
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH || password.length > 1024) {
    throw new ConfigError('ADMIN_PASSWORD', `must be ${MIN_ADMIN_PASSWORD_LENGTH} to 1024 characters long`);
  }
  return { adminEmail: email.toLowerCase(), adminPassword: password };
}

function feedProductUrl(env: Env): string | null {
  const raw = str(env, 'FEED_PRODUCT_URL', '');
  if (raw === '') return null;
  if (!raw.includes('{slug}')) throw new ConfigError('FEED_PRODUCT_URL', 'must contain {slug}');
  url({ FEED_PRODUCT_URL: raw.replaceAll('{slug}', 'slug') }, 'FEED_PRODUCT_URL', ['http:', 'https:']);
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const host = str(env, 'HOST', '127.0.0.1');
  const port = int(env, 'PORT', 3000, 0, 65535);
  const level = str(env, 'LOG_LEVEL', 'info');
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${level}"`);
  }
  const publicUrl = url(env, 'PUBLIC_URL', ['http:', 'https:']);
  return {
    host,
    port,
    publicUrl: (publicUrl ?? `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/+$/, ''),
    databaseUrl: databaseUrl(env),
    seedDemo: bool(env, 'SEED_DEMO', true),
    logLevel: level as Config['logLevel'],
    rateLimitPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 60, 1, 1_000_000_000),
    rateLimitEnabled: bool(env, 'RATE_LIMIT_ENABLED', true),
    requestLogEnabled: bool(env, 'REQUEST_LOG_ENABLED', true),
    requestLogRetentionDays: int(env, 'REQUEST_LOG_RETENTION_DAYS', 30, 1, 3650),
    requestLogBuffer: int(env, 'REQUEST_LOG_BUFFER', 50_000, 10, 10_000_000),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: str(env, 'MAIL_FROM', 'napf <newsletter@napf.example>'),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    bodyLimit: 1024 * 1024,
    webhookAllowHosts: list(env, 'WEBHOOK_ALLOW_HOSTS'),
    trustProxy: /^(true|false)?$/i.test(env.TRUST_PROXY ?? '')
      ? (env.TRUST_PROXY ?? '').toLowerCase() === 'true'
      : list(env, 'TRUST_PROXY').join(','),
    webhookRetrySchedule: retrySchedule(env),
    webhookConcurrency: int(env, 'WEBHOOK_CONCURRENCY', 16, 1, 256),
    webhookTimeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 60_000),
    webhookPollMs: 1000,
    webhookSecretGraceHours: int(env, 'WEBHOOK_SECRET_GRACE_HOURS', 24, 0, 24 * 30),
    webhookCaFile: str(env, 'WEBHOOK_CA_FILE', '') || null,
    ...adminAccount(env),
    adminPasswordCost: 17,
    feedProductUrl: feedProductUrl(env),
    ucpAllowedProfileHosts: list(env, 'UCP_ALLOWED_PROFILE_HOSTS'),
    storefrontCheckoutUrl: url(env, 'STOREFRONT_CHECKOUT_URL', ['https:', 'http:']),
  };
}

/** A config for tests and tools: defaults plus overrides, no environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent' }), ...overrides };
}
