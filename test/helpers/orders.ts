/**
 * Order helpers for tests: served addresses (the demo shop ships to DE and AT), catalog variants
 * picked by VAT rate, and the calls of the orders API a test makes again and again.
 */
import assert from 'node:assert/strict';
import { vatRateFor } from '../../src/catalog/vat.ts';
import { PRODUCTS } from '../../src/seed/data/products.ts';
import type { TestApp } from './app.ts';
import { callTool } from './tools.ts';

/** A German billing address that every order test can send (the shop ships to DE and AT). */
export const BILLING_ADDRESS = {
  name: 'Erika Mustermann',
  street: 'Heidestraße',
  house_number: '17',
  postal_code: '51147',
  city: 'Köln',
  country: 'DE',
} as const;

/** An Austrian address: shipping there costs 9.90 EUR whatever the goods cost. */
export const AUSTRIAN_ADDRESS = {
  name: 'Maria Huber',
  company: 'Huber KG',
  street: 'Mariahilfer Straße',
  house_number: '12a',
  address_extra: '3. Stock',
  postal_code: '1070',
  city: 'Wien',
  country: 'AT',
} as const;

export const CUSTOMER = { email: 'kunde@example.de', name: 'Erika Mustermann' } as const;

/** An active, counted variant of the demo catalog with its product's VAT rate. */
export interface Buyable {
  slug: string;
  size: string;
  price: number;
  vat_rate: number;
  stock: number;
}

/** Active variants counted IN_STOCK (20 units or more in the demo seed), by VAT rate. */
export function buyable(rate: 7 | 19): Buyable[] {
  return PRODUCTS.filter((p) => p.is_active && (p.vat_rate ?? vatRateFor(p.category)) === rate).flatMap((p) =>
    p.variants
      .filter((v) => v.stock_status === 'IN_STOCK' && typeof v.stock_quantity === 'number')
      .map((v) => ({
        slug: p.slug,
        size: v.size,
        price: v.price,
        vat_rate: rate,
        stock: v.stock_quantity as number,
      })),
  );
}

export type OrderBody = Record<string, unknown>;

/** A valid order body for these lines, to the billing address unless `extra` says otherwise. */
export const orderBody = (items: { slug: string; size: string; quantity: number }[], extra: OrderBody = {}) => ({
  items: items.map(({ slug, size, quantity }) => ({ slug, size, quantity })),
  customer: CUSTOMER,
  billing_address: BILLING_ADDRESS,
  ...extra,
});

export function postOrder(t: TestApp, key: string, body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { 'x-api-key': key, ...headers },
    payload: body as object,
  });
}

/** Places an order that must succeed; its wire form. */
export async function placeOrder(t: TestApp, key: string, body: unknown) {
  const res = await postOrder(t, key, body);
  assert.equal(res.statusCode, 201, res.body);
  return res.json().data;
}

export function changeStatus(t: TestApp, key: string, id: string, change: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${id}/status`,
    headers: { 'x-api-key': key },
    payload: change,
  });
}

export function cancelOrder(t: TestApp, key: string, id: string) {
  return t.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/cancel`, headers: { 'x-api-key': key } });
}

export const TRACKING = { carrier: 'DHL', number: '00340434161094042557' } as const;

/** Sets a variant's count through the update_product_stock tool (the admin token). */
export async function setStock(t: TestApp, admin: string, slug: string, size: string, quantity: number | null) {
  const res = await callTool(t, admin, 'update_product_stock', { slug, size, stock_quantity: quantity });
  assert.equal(res.statusCode, 200, res.body);
}

/** The stored count and status of a variant. */
export async function stockOf(t: TestApp, slug: string, size: string) {
  const row = await t.app.services.store.db
    .selectFrom('product_variants')
    .innerJoin('products', 'products.id', 'product_variants.product_id')
    .select(['product_variants.stock_quantity', 'product_variants.stock_status'])
    .where('products.slug', '=', slug)
    .where('product_variants.size', '=', size)
    .executeTakeFirstOrThrow();
  return { stock_quantity: row.stock_quantity, stock_status: row.stock_status };
}

/** Cents of a EUR amount of the wire (two decimals). */
export const cents = (eur: number) => Math.round(eur * 100);
