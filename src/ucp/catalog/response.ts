/** What every catalog response shares: the mapping context, filter warnings and the return policy. */
import type { UcpMessage } from '../errors.ts';
import type { UcpCall } from '../operation.ts';
import type { CatalogFilters } from './input.ts';
import type { MapContext } from './map.ts';

export function catalogContext(call: UcpCall): MapContext {
  const { deps } = call;
  return {
    language: call.language,
    // Without a storefront's product page the product's own resource is its page, as in the feeds.
    productUrlTemplate: deps.productUrlTemplate ?? `${deps.publicUrl}/api/v1/products/{slug}`,
    sellerName: deps.shop.name,
  };
}

/** A filter napf did not apply widens the result: the agent is told instead of left to assume. */
export function filterWarnings(filters: CatalogFilters): UcpMessage[] {
  return filters.ignored.map((entry) => ({
    type: 'warning',
    code: 'filter_ignored',
    content: `filters.${entry.name}: ${entry.reason}`,
  }));
}

/** The consumer's right of withdrawal, which covers every product the shop sells. */
export function returnPolicy(call: UcpCall): Record<string, unknown> {
  const { returns } = call.deps.shop;
  return {
    type: 'dev.ucp.shopping.policy.return',
    description: { plain: call.language === 'en' ? returns.policy_en : returns.policy },
  };
}
