/**
 * Identifiers napf hands out in UCP. A catalog variant is a UCP item (a line's `item.id`) under
 * napf's own variant id (`var_…`), the same id the catalog operations give the variant: stable over
 * price, stock and text changes, and no second key to keep in step. A product is its `prd_…` id.
 */

/** The UCP item id of a napf variant. */
export function ucpVariantId(variantId: string): string {
  return variantId;
}

/** The napf variant id behind a UCP item id; null when the id cannot be one of ours. */
export function napfVariantId(itemId: string): string | null {
  return /^var_[0-9A-Za-z]{1,64}$/.test(itemId) ? itemId : null;
}

/** The UCP product id of a napf product. */
export function ucpProductId(productId: string): string {
  return productId;
}
