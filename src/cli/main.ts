/**
 * The napf command line: serve, migrate, seed [--products N], token create|list|revoke, admin create.
 * Run as `npm run --silent napf -- <command>` or `npx napf <command>`.
 */
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { adminCommand, readPassword } from '../admin/auth/cli.ts';
import { AdminAuthService } from '../admin/auth/service.ts';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openStore, type Store } from '../db/connect.ts';
import { analyzeAfterBulkLoad } from '../db/maintenance.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { isEmptyShop, seedDemoShop } from '../seed/demo.ts';
import { seedGeneratedProducts } from '../seed/generate-run.ts';
import { TokenRepo } from '../tokens/repo.ts';
import { TokenService } from '../tokens/service.ts';
import { tokenCommand, UsageError } from './token.ts';

const USAGE = `usage: napf <command>
  serve                       start the HTTP server (default)
  migrate                     apply database migrations
  seed [--products N]         seed the demo shop into an empty database, or add N generated products
  token create --kind read|write|admin --name NAME [--scopes a,b] [--rate-limit N] [--expires-at ISO] [--json]
  token list [--json]
  token revoke ID
  admin create --email E      create a dashboard admin (or replace its password); password on stdin`;

const SHUTDOWN_GRACE_MS = 10_000;

async function serve(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  const address = await app.listen({ host: config.host, port: config.port });
  // openStore's own choice: a sqlite: URL is SQLite, anything else PostgreSQL.
  const database = config.databaseUrl.startsWith('sqlite:') ? 'sqlite' : 'postgres';
  app.log.info({ address, public_url: config.publicUrl, database }, 'napf is serving');
}

async function withStore(run: (store: Store) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const store = await openStore(config.databaseUrl);
  try {
    await migrateToLatest(store);
    await run(store);
  } finally {
    await store.close();
  }
}

async function seed(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { products: { type: 'string' } } });
  const count = values.products;
  if (count !== undefined && !/^[1-9]\d{0,6}$/.test(count))
    throw new UsageError('--products must be a whole number ≥ 1');
  await withStore(async (store) => {
    const now = new Date().toISOString();
    if (count === undefined) {
      if (!(await isEmptyShop(store.db))) return console.log('The shop already has data; nothing seeded.');
      await seedDemoShop(store.db, now);
      return console.log('Demo shop seeded.');
    }
    const bar = new cliProgress.SingleBar(
      { format: 'seeding [{bar}] {value}/{total} products | {eta_formatted} left', stream: process.stderr },
      cliProgress.Presets.shades_classic,
    );
    bar.start(Number(count), 0);
    await seedGeneratedProducts(store.db, Number(count), now, (done) => bar.update(done));
    bar.stop();
    await analyzeAfterBulkLoad(store);
    console.log(`Added ${count} generated products.`);
  });
}

async function main(argv: string[]): Promise<void> {
  const [command = 'serve', ...rest] = argv;
  switch (command) {
    case 'serve':
      return serve();
    case 'migrate':
      return withStore(async (store) => {
        const applied = await migrateToLatest(store);
        console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database is up to date.');
      });
    case 'seed':
      return seed(rest);
    case 'token':
      return withStore((store) => tokenCommand(rest, new TokenService(new TokenRepo(store.db)), console.log));
    case 'admin':
      return withStore((store) =>
        adminCommand(
          rest,
          new AdminAuthService({ db: store.db, publicUrl: loadConfig().publicUrl }),
          readPassword,
          console.log,
        ),
      );
    case 'help':
    case '--help':
      console.log(USAGE);
      return;
    default:
      throw new UsageError(`unknown command "${command}"\n${USAGE}`);
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof UsageError) {
    console.error(`napf: ${err.message}`);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});
