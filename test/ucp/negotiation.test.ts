/**
 * Negotiation: the UCP-Agent header parser, the intersection algorithm, the platform-profile
 * check (agreeing with the official schema), the profile cache, and every negotiation error of the
 * REST binding against a real HTTPS platform-profile server on loopback.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type ConfigError, loadConfig } from '../../src/config.ts';
import { parseAllowList } from '../../src/net/ssrf.ts';
import { AgentHeaderError, profileFromAgentHeader } from '../../src/ucp/agent-header.ts';
import type { CapabilityDeclaration } from '../../src/ucp/capabilities.ts';
import { intersect, type NegotiationError } from '../../src/ucp/negotiation.ts';
import { Negotiator, ttlSeconds } from '../../src/ucp/negotiator.ts';
import { checkPlatformProfile } from '../../src/ucp/platform-profile.ts';
import { ProfileFetcher } from '../../src/ucp/profile-fetch.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { HttpsReceiver, testCertificate } from '../helpers/https-receiver.ts';
import { assertUcp, ucpErrors } from '../helpers/ucp-schema.ts';
import { CHECKOUT, FIXTURE_PREFIX, FULFILLMENT, mountFixture, platformProfile, SEARCH } from './bindings-fixture.ts';
import { ucpRest } from './support.ts';

test('UCP_ALLOWED_PROFILE_HOSTS and STOREFRONT_CHECKOUT_URL are read and checked at start', () => {
  const defaults = loadConfig({});
  assert.deepEqual([defaults.ucpAllowedProfileHosts, defaults.storefrontCheckoutUrl], [[], null]);
  const set = loadConfig({
    UCP_ALLOWED_PROFILE_HOSTS: 'profiles.internal, 10.0.0.0/8',
    STOREFRONT_CHECKOUT_URL: 'https://shop.example/kasse',
  });
  assert.deepEqual(set.ucpAllowedProfileHosts, ['profiles.internal', '10.0.0.0/8']);
  assert.equal(set.storefrontCheckoutUrl, 'https://shop.example/kasse');
  assert.throws(
    () => loadConfig({ UCP_ALLOWED_PROFILE_HOSTS: 'a b' }),
    (e: ConfigError) => e.variable === 'UCP_ALLOWED_PROFILE_HOSTS',
  );
  assert.throws(
    () => loadConfig({ STOREFRONT_CHECKOUT_URL: 'ftp://x' }),
    (e: ConfigError) => e.variable === 'STOREFRONT_CHECKOUT_URL',
  );
});

describe('the UCP-Agent header', () => {
  test('reads the profile string of a Dictionary, whatever other members it has', () => {
    const cases: [string, string][] = [
      ['profile="https://agent.example/p.json"', 'https://agent.example/p.json'],
      ['  profile="https://a.example/x"  ', 'https://a.example/x'],
      ['a=1, b=?0, c=:aGk=:, d=(1 "x" tok);q=2, profile="https://a.example/x";v=1, e', 'https://a.example/x'],
      ['profile="https://old.example/", profile="https://new.example/"', 'https://new.example/'],
      ['x=1.5,profile="a\\"b\\\\c"', 'a"b\\c'],
      ['flag;p=1,\tprofile="u"', 'u'],
    ];
    for (const [header, profile] of cases) assert.equal(profileFromAgentHeader(header), profile, header);
  });

  test('a Dictionary without profile has none; a string that merely contains it does not count', () => {
    assert.equal(profileFromAgentHeader('x="profile=\\"https://evil.example\\""'), null);
    assert.equal(profileFromAgentHeader('version=2026'), null);
  });

  test('refuses anything that is not a valid Dictionary, or a profile that is not a string', () => {
    const invalid = [
      'profile=https://agent.example/p.json',
      'profile="https://agent.example/p.json',
      'profile="bad \\escape"',
      'profile="x",',
      'Profile="x"',
      'profile="x" junk',
      'profile="ümlaut"',
      'profile=(1 2)',
      'profile=?2',
      '=x',
      'a=1,,profile="x"',
    ];
    for (const header of invalid) assert.throws(() => profileFromAgentHeader(header), AgentHeaderError, header);
  });
});

const business = (entries: [string, string, string?][]): CapabilityDeclaration[] =>
  entries.map(([name, version, parent]) => ({
    name,
    version,
    spec: 'https://ucp.dev/x',
    schema: 'https://ucp.dev/x.json',
    ...(parent ? { extends: parent } : {}),
  }));

describe('the intersection algorithm', () => {
  test('keeps shared capabilities at the highest version both list, drops those without a shared version', () => {
    const mine = business([
      ['a.b.c', '2026-08-25'],
      ['a.b.c', '2026-01-11'],
      ['a.b.d', '2026-08-25'],
      ['a.b.e', '2026-08-25'],
    ]);
    const active = intersect(mine, {
      'a.b.c': [{ version: '2026-01-11' }, { version: '2026-08-25' }, { version: '2027-01-01' }],
      'a.b.d': [{ version: '2026-04-08' }],
      'x.y.z': [{ version: '2026-08-25' }],
    });
    assert.deepEqual([...active], [['a.b.c', { version: '2026-08-25', extends: [] }]]);
  });

  test('prunes extensions whose parents are gone, transitively; one parent of several suffices', () => {
    const mine = business([
      ['a.b.root', '1111-11-11'],
      ['a.b.ext', '1111-11-11', 'a.b.root'],
      ['a.b.ext2', '1111-11-11', 'a.b.ext'],
    ]);
    mine.push({ name: 'a.b.multi', version: '1111-11-11', spec: '', schema: '', extends: ['a.b.gone', 'a.b.root'] });
    const all = { version: '1111-11-11' };
    const platform = { 'a.b.ext': [all], 'a.b.ext2': [all], 'a.b.multi': [all] };
    assert.deepEqual([...intersect(mine, platform).keys()], []);
    assert.deepEqual(
      [...intersect(mine, { ...platform, 'a.b.root': [all] }).keys()],
      ['a.b.root', 'a.b.ext', 'a.b.ext2', 'a.b.multi'],
    );
  });
});

describe('the platform profile check', () => {
  const valid = platformProfile({ [CHECKOUT]: ['2026-08-25'], [FULFILLMENT]: ['2026-08-25'] });
  const variants: [string, unknown][] = [
    ['valid', valid],
    ['with keys', { ...valid, keys: [{ kid: 'k1', kty: 'EC', crv: 'P-256', x: 'a', y: 'b', alg: 'ES256' }] }],
    ['no ucp', { keys: [] }],
    ['no services', { ucp: { version: '2026-08-25', payment_handlers: {} } }],
    ['bad version', { ucp: { ...valid.ucp, version: 'draft' } }],
    ['bad capability name', { ucp: { ...valid.ucp, capabilities: { Checkout: [{ version: '2026-08-25' }] } } }],
    ['capability without spec', { ucp: { ...valid.ucp, capabilities: { 'a.b.c': [{ version: '2026-08-25' }] } } }],
    [
      'rest service without schema',
      {
        ucp: {
          ...valid.ucp,
          services: { 'dev.ucp.shopping': [{ version: '2026-08-25', spec: 'https://x.example/', transport: 'rest' }] },
        },
      },
    ],
    ['private key material', { ...valid, keys: [{ kid: 'k', kty: 'OKP', crv: 'Ed25519', x: 'a', d: 'secret' }] }],
    ['not an object', 'profile'],
  ];

  test('agrees with profile.json platform_schema on valid and invalid profiles', () => {
    for (const [what, profile] of variants) {
      const official = ucpErrors('profile.json#/$defs/platform_schema', profile).length === 0;
      const ours = !('problems' in checkPlatformProfile(profile));
      assert.equal(ours, official, what);
    }
    assert.ok(!('problems' in checkPlatformProfile(valid)));
  });
});

describe('the profile cache', () => {
  let receiver: HttpsReceiver;
  before(async () => {
    receiver = await HttpsReceiver.start();
  });
  after(() => receiver.stop());

  test('ttl: max-age within a floor of 60 s and a ceiling of a day', () => {
    assert.equal(ttlSeconds('public, max-age=300'), 300);
    assert.equal(ttlSeconds('max-age=5'), 60);
    assert.equal(ttlSeconds('no-store'), 60);
    assert.equal(ttlSeconds(null), 60);
    assert.equal(ttlSeconds('public, max-age=99999999'), 86_400);
  });

  test('a profile is fetched once while fresh, and again once its max-age has passed', async () => {
    let now = Date.parse('2026-09-01T10:00:00Z');
    const clock = { now: () => new Date(now) };
    const fetcher = new ProfileFetcher({
      allow: parseAllowList(['127.0.0.1']),
      timeoutMs: 2000,
      caFile: testCertificate().certFile,
    });
    const negotiator = new Negotiator(business([[CHECKOUT, '2026-08-25']]), fetcher, clock);
    receiver.respond('/cached.json', () => ({
      headers: { 'content-type': 'application/json', 'cache-control': 'public, max-age=120' },
      body: JSON.stringify(platformProfile({ [CHECKOUT]: ['2026-08-25'] })),
    }));
    const url = receiver.url('/cached.json');
    // Concurrent requests share one fetch.
    await Promise.all([negotiator.forProfile(url), negotiator.forProfile(url)]);
    assert.equal(receiver.on('/cached.json').length, 1);
    now += 119_000;
    assert.deepEqual([...(await negotiator.forProfile(url)).capabilities.keys()], [CHECKOUT]);
    assert.equal(receiver.on('/cached.json').length, 1);
    now += 2_000;
    await negotiator.forProfile(url);
    assert.equal(receiver.on('/cached.json').length, 2);
    assert.equal(negotiator.cached, 1);
    // A failed fetch is not cached: the next request tries again.
    receiver.respond('/flaky.json', (_r, count) =>
      count === 1 ? { status: 503 } : { body: JSON.stringify(platformProfile({})) },
    );
    await assert.rejects(
      negotiator.forProfile(receiver.url('/flaky.json')),
      (e: NegotiationError) => e.code === 'profile_unreachable',
    );
    await negotiator.forProfile(receiver.url('/flaky.json'));
  });
});

describe('negotiation errors over REST', () => {
  let t: TestApp;
  let key: string;
  let receiver: HttpsReceiver;
  const serve = (path: string, body: string, headers: Record<string, string> = {}, status = 200) =>
    receiver.respond(path, () => ({ status, headers: { 'content-type': 'application/json', ...headers }, body }));
  const search = (agent: string | undefined, headers: Record<string, string> = {}) =>
    ucpRest(
      t.app,
      '/things/search',
      { catalog: { query: 'x' } },
      { key, agent, headers, base: `${FIXTURE_PREFIX}/v1` },
    );

  before(async () => {
    receiver = await HttpsReceiver.start();
    t = await createTestApp();
    await mountFixture(t.app, 'https://store.example/checkout');
    key = await t.token('write');
    serve('/agent.json', JSON.stringify(platformProfile({ [SEARCH]: ['2026-08-25'], [CHECKOUT]: ['2026-08-25'] })));
    serve('/old.json', JSON.stringify(platformProfile({ [SEARCH]: ['2026-01-11'] }, '2026-01-11')));
    serve('/checkout-only.json', JSON.stringify(platformProfile({ [CHECKOUT]: ['2026-08-25'] })));
    serve('/not-json.json', '{"ucp": ');
    serve('/not-a-profile.json', JSON.stringify({ ucp: { version: '2026-08-25' } }));
    serve('/gone.json', 'gone', {}, 500);
    serve('/moved.json', '', { location: 'https://127.0.0.1/agent.json' }, 302);
    serve('/huge.json', JSON.stringify({ ...platformProfile({}), pad: 'x'.repeat(300 * 1024) }));
  });
  after(async () => {
    await t.close();
    await receiver.stop();
  });

  test('a good profile negotiates: the response declares the version and the operation’s capability', async () => {
    const res = await search(receiver.url('/agent.json'));
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.deepEqual(res.body.ucp, {
      version: '2026-08-25',
      status: 'success',
      capabilities: { [SEARCH]: [{ version: '2026-08-25' }] },
    });
    assertUcp('ucp.json#/$defs/response_catalog_schema', res.body.ucp);
  });

  const expectProtocolError = async (agentHeader: string, status: number, code: string) => {
    const res = await search(undefined, { 'ucp-agent': agentHeader });
    assert.equal(res.status, status, `${agentHeader}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.code, code, agentHeader);
    assert.equal(typeof res.body.content, 'string');
    assert.equal(res.body.continue_url, 'https://store.example/');
    assert.deepEqual(Object.keys(res.body).sort(), ['code', 'content', 'continue_url']);
    return res;
  };

  test('invalid_profile_url 400: not a Dictionary, not https, a host that is not public', async () => {
    await expectProtocolError('profile=https://x', 400, 'invalid_profile_url');
    await expectProtocolError('other="x"', 400, 'invalid_profile_url');
    await expectProtocolError('profile="not a url"', 400, 'invalid_profile_url');
    await expectProtocolError(
      `profile="${receiver.url('/agent.json').replace('https:', 'http:')}"`,
      400,
      'invalid_profile_url',
    );
    const res = await expectProtocolError('profile="https://10.1.2.3/agent.json"', 400, 'invalid_profile_url');
    assert.match(String(res.body.content), /non-public/);
  });

  test('profile_unreachable 424: an error status, a redirect, nobody listening, a profile too large', async () => {
    for (const path of ['/gone.json', '/moved.json', '/huge.json']) {
      await expectProtocolError(`profile="${receiver.url(path)}"`, 424, 'profile_unreachable');
    }
    const closed = await HttpsReceiver.start();
    const url = closed.url('/agent.json');
    await closed.stop();
    await expectProtocolError(`profile="${url}"`, 424, 'profile_unreachable');
  });

  test('profile_malformed 422: not JSON, or not a platform profile', async () => {
    await expectProtocolError(`profile="${receiver.url('/not-json.json')}"`, 422, 'profile_malformed');
    const res = await expectProtocolError(`profile="${receiver.url('/not-a-profile.json')}"`, 422, 'profile_malformed');
    assert.match(String(res.body.content), /services/);
  });

  test('version_unsupported 422: a platform on another protocol version', async () => {
    const res = await expectProtocolError(`profile="${receiver.url('/old.json')}"`, 422, 'version_unsupported');
    assert.match(String(res.body.content), /2026-01-11.*2026-08-25/);
  });

  test('capabilities_incompatible: 200 with ucp.status error when the operation’s capability is not shared', async () => {
    const res = await search(receiver.url('/checkout-only.json'));
    assert.equal(res.status, 200);
    assertUcp('common/types/error_response.json', res.body);
    assert.deepEqual(res.body.ucp, { version: '2026-08-25', status: 'error', capabilities: {} });
    const [message] = res.body.messages as { code: string; severity: string }[];
    assert.equal(message?.code, 'capabilities_incompatible');
    assert.equal(message?.severity, 'unrecoverable');
    assert.equal(res.body.continue_url, 'https://store.example/');
  });

  test('without a profile napf serves its own version and every capability it has', async () => {
    const res = await search(undefined);
    assert.equal(res.status, 200);
    const seen = res.body.seen as { version: string; capabilities: Record<string, string> };
    assert.equal(seen.version, '2026-08-25');
    assert.deepEqual(seen.capabilities, {
      [CHECKOUT]: '2026-08-25',
      [SEARCH]: '2026-08-25',
      [FULFILLMENT]: '2026-08-25',
    });
  });
});
