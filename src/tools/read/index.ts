import type { Tool } from '../types.ts';
import { getCategories } from './get-categories.ts';
import { getFeedingGuide } from './get-feeding-guide.ts';
import { getIngredientGlossary } from './get-ingredient-glossary.ts';
import { getProduct } from './get-product.ts';
import { recommendFoodTool } from './recommend-food.ts';
import { searchProducts } from './search-products.ts';
import { searchRatgeber } from './search-ratgeber.ts';
import { subscribeNewsletter } from './subscribe-newsletter.ts';

/** Read tools in manifest order (docs/contract.md#tools). */
export const READ_TOOLS: Tool[] = [
  searchProducts,
  getProduct,
  getFeedingGuide,
  getCategories,
  searchRatgeber,
  getIngredientGlossary,
  recommendFoodTool,
  subscribeNewsletter,
];
