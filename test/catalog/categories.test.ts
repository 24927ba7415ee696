import assert from 'node:assert/strict';
import { test } from 'node:test';
import { appWithToken } from '../helpers/app.ts';

const { t, key } = await appWithToken('read');

interface Node {
  slug: string;
  product_count: number;
  href: string;
  children: Node[];
}

test('the tree has hund, katze (a child per category) and produktlinien (a child per line)', async () => {
  const res = await t.app.inject({ url: '/api/v1/categories' });
  assert.equal(res.statusCode, 200);
  const { data } = res.json() as { data: Node[] };
  assert.deepEqual(
    data.map((n) => n.slug),
    ['hund', 'katze', 'produktlinien'],
  );
  assert.deepEqual(
    data[0]!.children.map((n) => n.slug),
    ['hund-nassfutter', 'hund-trockenfutter', 'hund-snacks', 'hund-nahrungsergaenzung', 'hund-pflege'],
  );
  assert.deepEqual(
    data[2]!.children.map((n) => n.slug),
    ['linie-pur', 'linie-sensitiv', 'linie-vital', 'linie-junior'],
  );
});

test('every node count equals meta.total of the list its href points to', async () => {
  const { data } = (await t.app.inject({ url: '/api/v1/categories' })).json() as { data: Node[] };
  const nodes = data.flatMap((n) => [n, ...n.children]);
  assert.equal(nodes.length, 3 + 5 + 5 + 4);
  for (const node of nodes) {
    assert.match(node.href, /^http:\/\/shop\.test\/api\/v1\/products/);
    const res = await t.app.inject({ url: node.href.replace('http://shop.test', ''), headers: { 'x-api-key': key } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().meta.total, node.product_count, node.slug);
  }
  assert.ok(nodes.every((n) => n.product_count > 0));
});
