/**
 * The SSRF guard against the whole IANA IPv4 and IPv6 Special-Purpose Address Registries (and the
 * blocks refused beyond them): the first, a middle and the last address of every block is refused,
 * as a literal URL host and as a DNS answer; IPv6 forms embedding an IPv4 address are refused
 * whatever the IPv4 inside; public addresses pass.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import ipaddr from 'ipaddr.js';
import {
  IPV4_ALSO_REFUSED,
  IPV4_SPECIAL_PURPOSE,
  IPV6_ALSO_REFUSED,
  IPV6_SPECIAL_PURPOSE,
  type SpecialPurposeBlock,
} from '../../src/net/special-purpose.ts';
import { assertSafeUrl, parseAllowList, UnsafeUrlError } from '../../src/net/ssrf.ts';

const NO_ALLOW = parseAllowList([]);

const toBigInt = (bytes: number[]) => bytes.reduce((n, byte) => (n << 8n) | BigInt(byte), 0n);

function fromBigInt(value: bigint, length: number): string {
  const bytes: number[] = [];
  for (let i = 0, n = value; i < length; i++, n >>= 8n) bytes.unshift(Number(n & 255n));
  return ipaddr.fromByteArray(bytes).toString();
}

/** The first, a middle and the last address of a CIDR block (one address for a /32 or /128). */
function firstMiddleLast(prefix: string): string[] {
  const [address, bits] = ipaddr.parseCIDR(prefix);
  const bytes = address.toByteArray();
  const width = BigInt(bytes.length * 8);
  const hostMask = (1n << (width - BigInt(bits))) - 1n;
  const first = toBigInt(bytes) & ~hostMask;
  const last = first | hostMask;
  const middle = first + (last - first) / 2n;
  return [...new Set([first, middle, last])].map((n) => fromBigInt(n, bytes.length));
}

const urlFor = (address: string) => (address.includes(':') ? `https://[${address}]/hook` : `https://${address}/hook`);

/** A resolver that answers every name with the given addresses, as DNS would. */
const answering =
  (...addresses: string[]) =>
  async (_host: string) =>
    addresses;

async function assertRefused(address: string, label: string): Promise<void> {
  await assert.rejects(assertSafeUrl(urlFor(address), NO_ALLOW), UnsafeUrlError, `${label}: literal ${address}`);
  await assert.rejects(
    assertSafeUrl('https://receiver.example/hook', NO_ALLOW, answering(address)),
    (err: Error) => err instanceof UnsafeUrlError && err.message.includes(address) && /non-public/.test(err.message),
    `${label}: receiver.example resolving to ${address}`,
  );
}

async function assertAccepted(address: string): Promise<void> {
  await assertSafeUrl(urlFor(address), NO_ALLOW);
  await assertSafeUrl('https://receiver.example/hook', NO_ALLOW, answering(address));
}

const REGISTRIES: [string, readonly SpecialPurposeBlock[]][] = [
  ['IPv4 special-purpose registry', IPV4_SPECIAL_PURPOSE],
  ['IPv4, beyond the registry', IPV4_ALSO_REFUSED],
  ['IPv6 special-purpose registry', IPV6_SPECIAL_PURPOSE],
  ['IPv6, beyond the registry', IPV6_ALSO_REFUSED],
];

for (const [registry, blocks] of REGISTRIES) {
  describe(registry, () => {
    for (const block of blocks) {
      test(`${block.prefix} ${block.name} (${block.rfc}): first, middle and last address refused`, async () => {
        for (const address of firstMiddleLast(block.prefix)) await assertRefused(address, block.prefix);
      });
    }
  });
}

describe('the registries as data', () => {
  test('every entry is a valid CIDR block with its name, RFC and reachability flag', () => {
    for (const [, blocks] of REGISTRIES) {
      for (const block of blocks) {
        assert.ok(ipaddr.isValidCIDR(block.prefix), block.prefix);
        const [address, bits] = ipaddr.parseCIDR(block.prefix);
        assert.equal(address.toString(), firstMiddleLast(block.prefix)[0], `${block.prefix} is its network address`);
        assert.ok(bits >= 0 && block.name && /^RFC \d+/.test(block.rfc), block.prefix);
        assert.ok([true, false, null].includes(block.globallyReachable), block.prefix);
      }
    }
  });

  test('the recent registry entries are there', () => {
    const prefixes = new Set(REGISTRIES.flatMap(([, blocks]) => blocks.map((b) => b.prefix)));
    for (const prefix of [
      '3fff::/20',
      '5f00::/16',
      '2001:30::/28',
      '100:0:0:1::/64',
      '64:ff9b:1::/48',
      '192.0.0.9/32',
      '192.0.0.10/32',
      '192.31.196.0/24',
      '192.52.193.0/24',
      '192.175.48.0/24',
      '224.0.0.0/4',
      'ff00::/8',
      '::/96',
    ]) {
      assert.ok(prefixes.has(prefix), prefix);
    }
  });
});

describe('IPv6 forms of IPv4 addresses and unassigned IPv6', () => {
  test('IPv4-compatible addresses (::/96) are refused', async () => {
    for (const address of ['::127.0.0.1', '::7f00:1', '::a9fe:a9fe', '::10.0.0.1', '::8.8.8.8']) {
      await assertRefused(address, 'IPv4-compatible');
    }
  });

  test('embedded IPv4 forms are refused outright, even around a public IPv4 address', async () => {
    for (const address of [
      '::ffff:8.8.8.8', // IPv4-mapped
      '::8.8.8.8', // IPv4-compatible
      '64:ff9b::8.8.8.8', // NAT64
      '64:ff9b:1::808:808', // NAT64, local use
      '2002:808:808::1', // 6to4
      '2001:0:808:808::1', // Teredo
    ]) {
      await assertRefused(address, 'embedded IPv4');
    }
  });

  test('anything outside global unicast 2000::/3 is refused', async () => {
    for (const address of ['1::1', '200::1', '4000::1', '8000::1', 'c000::1', 'e000::1', 'fec0::1', 'feff::1']) {
      await assertRefused(address, 'outside 2000::/3');
    }
  });
});

describe('public addresses', () => {
  test('public unicast addresses pass, as literals and as DNS answers', async () => {
    for (const address of [
      '8.8.8.8',
      '1.1.1.1',
      '93.184.215.14',
      '2606:4700:4700::1111',
      '2001:4860:4860::8888',
      '2a00:1450:4001:80b::200e',
    ]) {
      await assertAccepted(address);
    }
  });

  test('one special-purpose answer among public ones refuses the name', async () => {
    await assert.rejects(
      assertSafeUrl('https://receiver.example/hook', NO_ALLOW, answering('8.8.8.8', '::7f00:1')),
      UnsafeUrlError,
    );
  });
});

describe('the explicit allow list', () => {
  test('an allowed host name passes whatever it resolves to', async () => {
    await assertSafeUrl(
      'https://erp.internal/hook',
      parseAllowList(['erp.internal']),
      answering('10.0.0.5', '::7f00:1'),
    );
  });

  test('an allowed network lets its addresses through, and an IPv4 network its IPv4-mapped form only', async () => {
    const allow = parseAllowList(['127.0.0.0/8', 'fd00::/8']);
    await assertSafeUrl('https://[fd00::1]/hook', allow);
    await assertSafeUrl('https://127.0.0.1/hook', allow);
    await assertSafeUrl('https://[::ffff:127.0.0.1]/hook', allow);
    // Other embeddings go through a translator or relay: only an IPv6 entry can allow them.
    await assert.rejects(assertSafeUrl('https://[::127.0.0.1]/hook', allow), UnsafeUrlError);
    await assert.rejects(assertSafeUrl('https://[64:ff9b::7f00:1]/hook', allow), UnsafeUrlError);
  });
});
