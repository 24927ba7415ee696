/**
 * What the recommend_food test files share: the result's shape and a call over POST /api/mcp
 * whose answer is checked against the tool's output schema.
 */
import assert from 'node:assert/strict';
import { bodyAjv } from '../../src/http/validation.ts';
import { findTool } from '../../src/tools/index.ts';
import type { TestApp } from '../helpers/app.ts';
import { callTool } from '../helpers/tools.ts';

const validateOutput = bodyAjv.compile(findTool('recommend_food')!.output);

interface Rec {
  product: { slug: string; category: string; ingredients: string; species: string; line: string; tags: string[] };
  reasons: { de: string; en: string; points: number }[];
  daily_grams: { min: number; max: number; recommended: number } | null;
  kcal_per_day: number | null;
  share: number;
  paired_with: string | null;
}
interface Result {
  life_stage: { stage: string; reason: string; reason_en: string } | null;
  recommendations: Rec[];
  excluded: { slug: string; reason: string; reason_en: string; allergens: { allergen: string }[] }[];
  unknown_allergies: string[];
}

export async function callRecommend(t: TestApp, apiKey: string, parameters: unknown) {
  const res = await callTool(t, apiKey, 'recommend_food', parameters);
  return { status: res.statusCode, body: res.json() };
}

/** A successful call: 200 and a result that matches the tool's output schema. */
export async function recommendWith(t: TestApp, apiKey: string, parameters: Record<string, unknown>): Promise<Result> {
  const { status, body } = await callRecommend(t, apiKey, parameters);
  assert.equal(status, 200, JSON.stringify(body));
  assert.ok(validateOutput(body.result), JSON.stringify(validateOutput.errors));
  return body.result;
}
