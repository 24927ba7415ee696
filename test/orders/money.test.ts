/**
 * The invoice money of an order (src/orders/money.ts, docs/orders.md#money): net amounts to the
 * cent, a half cent up; shipping split over the VAT rates in proportion to the goods, the largest
 * remainders taking the odd cents; and every total adding up exactly in integer cents.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { netOf, orderMoney, type PricedLine, splitProportionally } from '../../src/orders/money.ts';

describe('netOf', () => {
  test('divides by (1 + rate) and rounds a half cent up', () => {
    assert.equal(netOf(107, 7), 100);
    assert.equal(netOf(119, 19), 100);
    // 1.00 / 1.19 = 0.8403… → 0.84; 1.00 / 1.07 = 0.9345… → 0.93
    assert.equal(netOf(100, 19), 84);
    assert.equal(netOf(100, 7), 93);
    assert.equal(netOf(5757, 7), 5380); // 57.57 / 1.07 = 53.8037…
    assert.equal(netOf(11449, 7), 10700); // exact
    assert.equal(netOf(1190, 19), 1000);
    // At 7 % and 19 % no whole-cent gross has a net of exactly x.5 cents (107 and 119 are odd);
    // the tie rule shows at rates where it occurs: half a cent goes up, never to even.
    assert.equal(netOf(1, 100), 1, '0.5 cent rounds up to 1');
    assert.equal(netOf(3, 100), 2, '1.5 cents round up to 2');
    assert.equal(netOf(0, 19), 0);
  });

  test('agrees with the exact quotient rounded half up, for every gross amount up to 1000 EUR', () => {
    for (const rate of [7, 19]) {
      for (let gross = 0; gross <= 100_000; gross++) {
        // Exact rational comparison: net n is right iff |gross × 100 − n × (100 + rate)| ≤ (100 + rate) / 2,
        // with a tie going up.
        const n = netOf(gross, rate);
        const diff = gross * 100 - n * (100 + rate);
        assert.ok(2 * diff < 100 + rate && 2 * diff >= -(100 + rate), `${gross} at ${rate} % → ${n}`);
      }
    }
  });
});

describe('splitProportionally', () => {
  test('the largest remainders take the odd cents; ties go to the first', () => {
    assert.deepEqual(splitProportionally(490, [1000, 1000]), [245, 245]);
    assert.deepEqual(splitProportionally(490, [1, 2]), [163, 327]); // 163.33 / 326.67
    assert.deepEqual(splitProportionally(1, [1, 1]), [1, 0]);
    assert.deepEqual(splitProportionally(10, [1, 1, 1]), [4, 3, 3]);
    assert.deepEqual(splitProportionally(490, [0, 5000]), [0, 490]);
    assert.deepEqual(splitProportionally(0, [100, 200]), [0, 0]);
    assert.deepEqual(splitProportionally(490, [0, 0]), [490, 0], 'no weights: all to the first');
  });

  test('the parts add up to the amount and each is within a cent of its share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 4 }),
        (amount, weights) => {
          const parts = splitProportionally(amount, weights);
          assert.equal(
            parts.reduce((a, b) => a + b, 0),
            amount,
          );
          const total = weights.reduce((a, b) => a + b, 0);
          if (total === 0) return;
          parts.forEach((p, i) => {
            const share = (amount * (weights[i] as number)) / total;
            assert.ok(p >= Math.floor(share) && p <= Math.floor(share) + 1, `${p} for ${share}`);
          });
        },
      ),
      { seed: 20261125, numRuns: 500 },
    );
  });
});

/** Every rule of the invoice, checked on one result. */
function assertAddsUp(lines: PricedLine[], shipping: number) {
  const m = orderMoney(lines, shipping);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  lines.forEach((l, i) => {
    const line = m.lines[i]!;
    assert.equal(line.line_total_cents, l.unit_price_cents * l.quantity);
    assert.equal(line.line_net_cents, netOf(line.line_total_cents, l.vat_rate));
    assert.equal(line.line_net_cents + line.line_vat_cents, line.line_total_cents);
  });
  assert.equal(sum(m.lines.map((l) => l.line_total_cents)), m.subtotal_cents, 'Σ lines = subtotal');
  assert.equal(m.shipping_cents, shipping);
  assert.equal(m.subtotal_cents + m.shipping_cents, m.total_cents, 'subtotal + shipping = total');
  assert.equal(sum(m.vat.map((r) => r.net_cents + r.vat_cents)), m.total_cents, 'Σ(net + vat) = total');
  assert.deepEqual(
    m.vat.map((r) => r.rate),
    [...new Set(lines.map((l) => l.vat_rate))].sort((a, b) => a - b),
    'one row per rate, ascending',
  );
  // Each row's VAT is its gross times rate / (100 + rate), within the rounding of its parts
  // (half a cent per line and per shipping part).
  for (const row of m.vat) {
    const parts = lines.filter((l) => l.vat_rate === row.rate).length + 1;
    const gross = row.net_cents + row.vat_cents;
    const exact = (gross * row.rate) / (100 + row.rate);
    assert.ok(Math.abs(row.vat_cents - exact) <= parts / 2, `${row.rate} %: ${row.vat_cents} vs ${exact}`);
  }
  return m;
}

describe('orderMoney', () => {
  test('a mixed 7 %/19 % basket with shipping: the shipping split in proportion to the goods', () => {
    const m = assertAddsUp(
      [
        { unit_price_cents: 329, quantity: 3, vat_rate: 7 }, // 9.87
        { unit_price_cents: 1299, quantity: 1, vat_rate: 19 }, // 12.99
        { unit_price_cents: 199, quantity: 2, vat_rate: 7 }, // 3.98
      ],
      490,
    );
    assert.equal(m.subtotal_cents, 987 + 1299 + 398);
    assert.equal(m.total_cents, 2684 + 490);
    // Goods: 7 % 13.85, 19 % 12.99 → shipping 490 × 1385/2684 = 252.85 → 253, and 237.
    const [seven, nineteen] = m.vat;
    assert.equal(seven!.net_cents, netOf(987, 7) + netOf(398, 7) + netOf(253, 7));
    assert.equal(seven!.net_cents + seven!.vat_cents, 1385 + 253);
    assert.equal(nineteen!.net_cents, netOf(1299, 19) + netOf(237, 19));
    assert.equal(nineteen!.net_cents + nineteen!.vat_cents, 1299 + 237);
  });

  test('without shipping (free delivery) the table is the lines per rate', () => {
    const m = assertAddsUp(
      [
        { unit_price_cents: 2599, quantity: 1, vat_rate: 7 },
        { unit_price_cents: 2199, quantity: 1, vat_rate: 19 },
        { unit_price_cents: 119, quantity: 1, vat_rate: 19 },
      ],
      0,
    );
    assert.deepEqual(m.vat, [
      { rate: 7, net_cents: netOf(2599, 7), vat_cents: 2599 - netOf(2599, 7) },
      { rate: 19, net_cents: netOf(2199, 19) + 100, vat_cents: 2199 - netOf(2199, 19) + 19 },
    ]);
  });

  test('one rate only: shipping is taxed at that rate', () => {
    const m = assertAddsUp([{ unit_price_cents: 499, quantity: 2, vat_rate: 19 }], 990);
    assert.deepEqual(m.vat, [
      { rate: 19, net_cents: netOf(998, 19) + netOf(990, 19), vat_cents: 998 + 990 - netOf(998, 19) - netOf(990, 19) },
    ]);
  });

  test('random mixed baskets always add up exactly, with and without shipping', () => {
    const line = fc.record({
      unit_price_cents: fc.integer({ min: 1, max: 20_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
      vat_rate: fc.constantFrom(7, 19),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.constantFrom(0, 490, 990, 1),
        (lines, shipping) => {
          assertAddsUp(lines, shipping);
        },
      ),
      { seed: 20261125, numRuns: 1000 },
    );
  });
});
