/**
 * The logger Fastify hands each request (request.log): a pino child with the request id bound,
 * made when the request first logs. Most requests log nothing (the request log records every API
 * call), and making a child for each cost a cached catalog answer a measurable share of its time.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

type LogMethod = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

class LazyRequestLogger {
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;
  #made: FastifyBaseLogger | null = null;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #child(): FastifyBaseLogger {
    this.#made ??= this.#parent.child(this.#bindings, this.#options);
    return this.#made;
  }

  get level(): string {
    return this.#made?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#child().level = level;
  }

  #call(method: LogMethod, args: unknown[]): void {
    // A level the parent does not log costs no child.
    if (!this.#made && !this.#options.level && !(this.#parent as Logger).isLevelEnabled(method)) return;
    (this.#child()[method] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]): void {
    this.#call('fatal', args);
  }
  error(...args: unknown[]): void {
    this.#call('error', args);
  }
  warn(...args: unknown[]): void {
    this.#call('warn', args);
  }
  info(...args: unknown[]): void {
    this.#call('info', args);
  }
  debug(...args: unknown[]): void {
    this.#call('debug', args);
  }
  trace(...args: unknown[]): void {
    this.#call('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

/** Fastify's childLoggerFactory: a request logger that becomes a child only when used. */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options) as unknown as FastifyBaseLogger;
}
