/**
 * One data-access rule (docs/data-access.md): only repositories and src/db/ build queries. A plain
 * scan of the source for Kysely's query builders, raw SQL and transactions; a file outside the
 * allowed places that uses one fails the test with the line, so the query moves to a repository.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { test } from 'node:test';

const ROOT = resolve(import.meta.dirname, '../..');

/** Where queries may be built: the database layer and each module's repositories. */
const ALLOWED: RegExp[] = [
  /^src\/db\//,
  /(^|\/)repo\.ts$/,
  /(^|\/)repository\.ts$/,
  /-repo\.ts$/,
  // The demo data and bulk loaders write tables wholesale, like migrations do.
  /^src\/seed\//,
];

/**
 * Files that still build queries themselves. Each is to move its SQL into a repository of its
 * module; the list only shrinks, and a file that no longer needs its entry makes this test fail.
 */
const KNOWN_EXCEPTIONS = new Set<string>([]);

/** Kysely's query builders, raw SQL (sql`…`, sql<T>`…`, sql.raw/ref/…) and opening a transaction. */
const QUERY = [
  /\.(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(/,
  /\bsql(<[^`]*>)?`/,
  /\bsql\.(raw|ref|table|id|lit|val|join)\(/,
  /\.transaction\(\)/,
];

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) sources(path, out);
    else if (/\.(ts|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The first line of `text` that builds a query, or null. */
function firstQuery(text: string): string | null {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => QUERY.some((re) => re.test(line)));
  return at < 0 ? null : `${at + 1}: ${lines[at]?.trim()}`;
}

const files = sources('src').map((f) => relative(ROOT, join(ROOT, f)));
const querying = new Map<string, string>();
for (const file of files) {
  const hit = firstQuery(readFileSync(join(ROOT, file), 'utf8'));
  if (hit) querying.set(file, hit);
}
const allowed = (file: string) => ALLOWED.some((re) => re.test(file));

test('only repositories and src/db/ build queries', () => {
  const offenders = [...querying]
    .filter(([file]) => !allowed(file) && !KNOWN_EXCEPTIONS.has(file))
    .map(([file, hit]) => `${file}:${hit}`);
  assert.deepEqual(offenders, [], 'move these queries into a repository of the module (docs/data-access.md)');
});

test('every known exception still exists and still queries (the list only shrinks)', () => {
  const stale = [...KNOWN_EXCEPTIONS].filter((file) => !querying.has(file));
  assert.deepEqual(stale, [], 'remove these from KNOWN_EXCEPTIONS: they no longer build queries');
});

test('the scan sees queries where they are allowed', () => {
  assert.ok(querying.has('src/catalog/repo.ts'), 'the catalog repository builds queries');
  assert.ok(
    [...querying.keys()].some((f) => f.startsWith('src/db/')),
    'src/db/ builds queries',
  );
});
