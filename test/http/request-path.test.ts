import assert from 'node:assert/strict';
import { test } from 'node:test';
import { normalisedPath } from '../../src/http/request-path.ts';

test('normalisedPath reads a request target the way the router does', () => {
  const cases: [target: string, path: string][] = [
    ['/api/v1/products?limit=1', '/api/v1/products'],
    ['/%61pi/v1/products', '/api/v1/products'],
    ['/%61%70%69/mcp#frag', '/api/mcp'],
    ['http://shop.test/api/v1/products?species=DOG', '/api/v1/products'],
    ['HTTPS://user@shop.test:8443/%61pi/mcp', '/api/mcp'],
    ['http://shop.test', '/'],
    ['http://shop.test?x=1', '/'],
    // Reserved characters stay escaped: %2F is part of a segment, not a separator; %25 stays %25.
    ['/api/v1/products/a%2Fb', '/api/v1/products/a%2Fb'],
    ['/api/v1/products/100%25', '/api/v1/products/100%25'],
    ['/api/v1/products/h%C3%BChnerherz', '/api/v1/products/hühnerherz'],
    // The router matches dot-segments and repeated slashes literally (and answers 404).
    ['/api//v1/../x', '/api//v1/../x'],
    // A target that does not decode keeps its escapes instead of failing.
    ['/api/%zz?x', '/api/%zz'],
    ['/api/%C3', '/api/%C3'],
    ['*', '*'],
  ];
  for (const [target, path] of cases) assert.equal(normalisedPath(target), path, target);
});
