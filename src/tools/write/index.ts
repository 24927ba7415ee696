import type { Tool } from '../types.ts';
import { createWebhook } from './create-webhook.ts';
import { listWebhooks } from './list-webhooks.ts';
import { updateProductDetails } from './update-product-details.ts';
import { updateProductImage } from './update-product-image.ts';
import { updateProductPrice } from './update-product-price.ts';
import { updateProductStock } from './update-product-stock.ts';

/** Write tools in manifest order; list_webhooks sits among them, where the shop's tool table puts it. */
export const WRITE_TOOLS: Tool[] = [
  updateProductImage,
  updateProductPrice,
  updateProductStock,
  updateProductDetails,
  listWebhooks,
  createWebhook,
] as Tool[];
