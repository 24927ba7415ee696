/**
 * MCP prompts on POST /api/mcp with the official SDK client: the list with its arguments, German
 * and English texts naming the tools and the values given, and argument errors naming the argument
 * (docs/mcp.md#prompts).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client, ProtocolError, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { findTool } from '../../src/tools/index.ts';
import { type ListeningApp, listenTestApp } from '../helpers/listen.ts';

let t: ListeningApp;
let client: Client;
before(async () => {
  t = await listenTestApp();
  client = new Client({ name: 'napf-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${t.baseUrl}/api/mcp`), {
    requestInit: { headers: { 'X-Api-Key': await t.token('read') } },
  });
  await client.connect(transport);
});
after(async () => {
  await client.close();
  await t.close();
});

async function promptText(name: string, args: Record<string, string>): Promise<string> {
  const result = await client.getPrompt({ name, arguments: args });
  assert.equal(result.messages.length, 1);
  const message = result.messages[0]!;
  assert.equal(message.role, 'user');
  assert.equal(message.content.type, 'text');
  return (message.content as { text: string }).text;
}

async function rejectsNaming(name: string, args: Record<string, string>, ...named: RegExp[]): Promise<void> {
  await assert.rejects(client.getPrompt({ name, arguments: args }), (error: unknown) => {
    assert.ok(error instanceof ProtocolError, String(error));
    assert.equal(error.code, -32602);
    for (const pattern of named) assert.match(error.message, pattern);
    return true;
  });
}

test('prompts/list names both prompts with their arguments and which are required', async () => {
  const { prompts } = await client.listPrompts();
  const byName = new Map(prompts.map((prompt) => [prompt.name, prompt]));
  const required = (name: string) =>
    byName
      .get(name)
      ?.arguments?.filter((arg) => arg.required)
      .map((arg) => arg.name);
  const all = (name: string) => byName.get(name)?.arguments?.map((arg) => arg.name);
  assert.deepEqual(required('feeding_plan'), ['species', 'weight_kg']);
  assert.deepEqual(all('feeding_plan'), ['species', 'weight_kg', 'age_months', 'activity', 'product_slug', 'language']);
  assert.deepEqual(required('allergy_aware_recommendation'), ['species', 'allergies']);
  for (const prompt of prompts) assert.ok(prompt.description && prompt.title, prompt.name);
});

test('feeding_plan is German by default and names the tools and the values', async () => {
  const text = await promptText('feeding_plan', {
    species: 'DOG',
    weight_kg: '12.5',
    age_months: '30',
    activity: 'high',
  });
  assert.match(text, /Fütterungsplan/);
  for (const word of [
    'recommend_food',
    'get_feeding_guide',
    'weight_kg 12.5',
    'age_months 30',
    'activity high',
    'DOG',
  ]) {
    assert.ok(text.includes(word), `${word} missing in: ${text}`);
  }
  // The prompt must only name tools that exist.
  assert.ok(findTool('recommend_food') && findTool('get_feeding_guide'));
});

test('feeding_plan in English with a product goes straight to get_feeding_guide for it', async () => {
  const text = await promptText('feeding_plan', {
    species: 'CAT',
    weight_kg: '4',
    product_slug: 'some-cat-food',
    language: 'en',
  });
  assert.match(text, /feeding plan/);
  assert.ok(text.includes('get_feeding_guide with product_slug "some-cat-food"'), text);
  assert.ok(!text.includes('recommend_food'), text);
});

test('allergy_aware_recommendation passes the allergies on to recommend_food', async () => {
  const text = await promptText('allergy_aware_recommendation', {
    species: 'DOG',
    allergies: 'Huhn, Weizen ',
    language: 'en',
  });
  assert.ok(text.includes('allergies ["Huhn","Weizen"]'), text);
  assert.ok(text.includes('get_ingredient_glossary') && text.includes('Never List'), text);
  const german = await promptText('allergy_aware_recommendation', { species: 'CAT', allergies: 'fish' });
  assert.match(german, /Empfiehl Futter/);
  assert.ok(findTool('get_ingredient_glossary'), 'the prompt names a tool that does not exist');
});

test('a missing or invalid argument is a JSON-RPC error naming it', async () => {
  await rejectsNaming('feeding_plan', { species: 'DOG' }, /weight_kg: is required/);
  await rejectsNaming(
    'feeding_plan',
    { species: 'HAMSTER', weight_kg: 'heavy' },
    /species: must be one of DOG, CAT/,
    /weight_kg: must be a number/,
  );
  await rejectsNaming(
    'feeding_plan',
    { species: 'DOG', weight_kg: '10', language: 'fr' },
    /language: must be one of de, en/,
  );
  await rejectsNaming('allergy_aware_recommendation', { species: 'DOG' }, /allergies: is required/);
  await rejectsNaming(
    'allergy_aware_recommendation',
    { species: 'DOG', allergies: 'Huhn', colour: 'red' },
    /colour: is not an argument/,
  );
  await assert.rejects(client.getPrompt({ name: 'no_such_prompt' }), ProtocolError);
});
