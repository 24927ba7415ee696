/**
 * Every document the repository names must be in the repository: a reader of a clone has nothing
 * else. Comments, test names and docs state a rule themselves or point at a file here (usually a
 * section of docs/contract.md, such as docs/contract.md#errors); they never cite a paper the clone
 * does not hold, a section number of one (a public statute named on the line, PAngV, UStG, UStDV or
 * BGB, is fine), or a tracker issue. A link's heading must exist too.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';

const ROOT = resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'test', 'bench', 'scripts', 'docs', 'README.md', 'SECURITY.md'];
// A standard's own files, copied unchanged for the tests (see their README): their text is not ours.
const VENDORED = new Set(['test/ucp/schemas']);
const TEXT = new Set([
  '.ts',
  '.js',
  '.mjs',
  '.cjs',
  '.json',
  '.md',
  '.css',
  '.html',
  '.svg',
  '.sql',
  '.sh',
  '.txt',
  '.yml',
  '.yaml',
]);

// The names are assembled so that this file does not trip its own rules.
const UPPER_DOC_NAMES = ['CONT' + 'RACT', 'SP' + 'EC', 'COMM' + 'ERCE'];
const NAMED_DOC = new RegExp(`\\b(${UPPER_DOC_NAMES.join('|')})(\\.md)?\\b`);
const ISSUE = new RegExp('\\b' + 'iss' + 'ue[- ]#?\\d+', 'i');
const SECTION_NUMBER = /\u00a7\s?\d/;
// Public statutes every reader can look up (German price and VAT law) may be cited by section when
// the line names the statute: the shop's price rules say where they come from.
const STATUTE = /\b(PAngV|UStG|UStDV|BGB)\b/;
const MD_FILE = /(?:[\w./-]*\/)?[\w.-]+\.md(?:#[\w-]+)?\b/g;

function walk(path: string, out: string[]): void {
  const full = join(ROOT, path);
  if (!existsSync(full) || VENDORED.has(path)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full)) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      walk(join(path, name), out);
    }
  } else if (TEXT.has(extname(path))) {
    out.push(path);
  }
}

function markdownFiles(): Set<string> {
  const all: string[] = [];
  for (const top of readdirSync(ROOT)) {
    if (top === 'node_modules' || top.startsWith('.')) continue;
    walk(top, all);
  }
  return new Set(all.filter((f) => f.endsWith('.md')));
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
function anchors(file: string): Set<string> {
  const slugs = new Set<string>();
  for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    slugs.add(
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-'),
    );
  }
  return slugs;
}

/** The repository file a `*.md` mention names, or undefined when there is none. */
function findMarkdown(mention: string, from: string, known: Set<string>): string | undefined {
  if (mention.includes('/')) {
    const clean = mention.replace(/^\.?\//, '');
    const candidates = [clean, relative(ROOT, resolve(ROOT, dirname(from), clean))];
    return candidates.find((c) => known.has(c));
  }
  return [...known].find((k) => basename(k) === mention);
}

function problems(): string[] {
  const files: string[] = [];
  for (const path of SCANNED) walk(path, files);
  const known = markdownFiles();
  const found: string[] = [];
  for (const file of files) {
    const lines = readFileSync(join(ROOT, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      const where = `${file}:${i + 1}`;
      const named = NAMED_DOC.exec(line);
      if (named) found.push(`${where} names the document ${named[0]}: ${line.trim()}`);
      const issue = ISSUE.exec(line);
      if (issue) found.push(`${where} cites "${issue[0]}": ${line.trim()}`);
      if (SECTION_NUMBER.test(line) && !STATUTE.test(line))
        found.push(`${where} cites a numbered section: ${line.trim()}`);
      for (const m of line.matchAll(MD_FILE)) {
        const [mention = '', anchor] = m[0].split('#');
        // A file on another host (a URL) is not the repository's business.
        const before = line.slice(0, m.index);
        const start = Math.max(...[' ', '(', '"', "'", '`', '<'].map((c) => before.lastIndexOf(c))) + 1;
        if (before.slice(start).includes(':')) continue;
        const target = findMarkdown(mention, file, known);
        if (!target) {
          found.push(`${where} names ${mention}, which is not in the repository`);
        } else if (anchor && !anchors(target).has(anchor)) {
          found.push(`${where} links ${target}#${anchor}, a heading that does not exist`);
        }
      }
    });
  }
  return found;
}

test('files name only documents of the repository, and no tracker issues', () => {
  const found = problems();
  assert.deepEqual(found, [], `${found.length} references to documents outside the repository:\n${found.join('\n')}`);
});
