/**
 * The dashboard's two languages stay in step: German and English have the same keys, each string the
 * same `{placeholders}`, and every key the dashboard's code names literally exists.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const ASSETS = fileURLToPath(new URL('../../src/admin/ui/assets/', import.meta.url));

async function texts(lang: string): Promise<Record<string, string>> {
  const url = new URL(`i18n/${lang}.js`, `file://${ASSETS}`).href;
  return ((await import(url)) as { default: Record<string, string> }).default;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('German and English have the same keys', async () => {
  const de = await texts('de');
  const en = await texts('en');
  assert.ok(Object.keys(de).length > 100, 'the German texts are loaded');
  assert.deepEqual(
    Object.keys(en).filter((key) => !(key in de)),
    [],
    'keys only in English',
  );
  assert.deepEqual(
    Object.keys(de).filter((key) => !(key in en)),
    [],
    'keys only in German',
  );
});

test('each string has the same placeholders in both languages', async () => {
  const de = await texts('de');
  const en = await texts('en');
  const differing = Object.keys(de)
    .filter((key) => key in en)
    .filter((key) => placeholders(de[key] ?? '').join() !== placeholders(en[key] ?? '').join())
    .map(
      (key) => `${key}: de {${placeholders(de[key] ?? '').join(', ')}} en {${placeholders(en[key] ?? '').join(', ')}}`,
    );
  assert.deepEqual(differing, []);
});

test('every key the dashboard names literally exists', async () => {
  const de = await texts('de');
  const files = readdirSync(ASSETS, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.js') && !file.startsWith('i18n'),
  );
  const missing = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join(ASSETS, file), 'utf8');
    for (const match of source.matchAll(/\bt\('([\w.]+)'/g)) {
      const key = match[1] as string;
      if (!(key in de)) missing.add(`${file}: ${key}`);
    }
  }
  assert.deepEqual([...missing], []);
});
