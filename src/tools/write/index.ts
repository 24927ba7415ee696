import type { Tool } from '../types.ts';
import { createWebhook } from './create-webhook.ts';
import { listWebhooks } from './list-webhooks.ts';
import { updateProductDetails } from './update-product-details.ts';
import { updateProductImage } from './update-product-image.ts';
import { updateProductPrice } from './update-product-price.ts';
import { updateProductStock } from './update-product-stock.ts';

/** Write tools in manifest order (SPEC.md §4); list_webhooks sits with them as there. */
export const WRITE_TOOLS: Tool[] = [
  updateProductImage,
  updateProductPrice,
  updateProductStock,
  updateProductDetails,
  listWebhooks,
  createWebhook,
] as Tool[];
