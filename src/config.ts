/**
 * Environment → typed, validated Config. Features never read process.env: they get this object.
 * A bad value stops the start with a message naming the variable (CONTRACT §10).
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
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  /** Body size limit in bytes (CONTRACT §1: 1 MiB → 413). */
  bodyLimit: number;
  /** Host names or CIDRs that webhook and image URLs may use although they are not public (tests). */
  webhookAllowHosts: string[];
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
    if (!/^[A-Za-z0-9.:\-/\[\]]+$/.test(item)) throw new ConfigError(name, `has an invalid entry "${item}"`);
  }
  return items;
}

function databaseUrl(env: Env): string {
  const value = str(env, 'DATABASE_URL', 'sqlite:./data/napf.db');
  if (/^sqlite:.+/.test(value) || /^postgres(ql)?:\/\/.+/.test(value)) return value;
  throw new ConfigError('DATABASE_URL', 'must be sqlite:<path>, sqlite::memory: or postgres://...');
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
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: str(env, 'MAIL_FROM', 'napf <newsletter@napf.example>'),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    bodyLimit: 1024 * 1024,
    webhookAllowHosts: list(env, 'WEBHOOK_ALLOW_HOSTS'),
  };
}

/** A config for tests and tools: defaults plus overrides, no environment. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ DATABASE_URL: 'sqlite::memory:', LOG_LEVEL: 'silent' }), ...overrides };
}
