/**
 * The tests' one way to call a tool over POST /api/mcp (the simple `{tool, parameters}` protocol):
 * callTool() gives the raw response, callOk() asserts a 200 whose result matches the tool's output
 * schema and returns the result, callProblem() asserts a problem+json answer and returns it.
 */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { bodyAjv } from '../../src/http/validation.ts';
import { findTool } from '../../src/tools/index.ts';
import type { TestApp } from './app.ts';

/** A test app, or any object holding an app (one built with its own clock, say). */
type HasApp = Pick<TestApp, 'app'>;

/** An RFC 9457 problem as the service writes it. */
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  request_id: string;
  errors?: { path: string; message: string }[];
}

interface CallOptions {
  /** Extra request headers (a user agent, a forwarded address). */
  headers?: Record<string, string>;
}

/** POST /api/mcp with the simple protocol. */
export function callTool(
  t: HasApp,
  key: string | undefined,
  tool: string,
  parameters?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/mcp',
    headers: { ...(key ? { 'x-api-key': key } : {}), ...options.headers },
    payload: parameters === undefined ? { tool } : { tool, parameters },
  });
}

const validators = new Map<string, ReturnType<typeof bodyAjv.compile>>();

function validatorOf(tool: string) {
  let validate = validators.get(tool);
  if (!validate) {
    const definition = findTool(tool);
    assert.ok(definition, `no tool ${tool}`);
    validate = bodyAjv.compile(definition.output);
    validators.set(tool, validate);
  }
  return validate;
}

/** Calls a tool, asserts 200 and a result that matches the tool's output schema, returns the result. */
// biome-ignore lint/suspicious/noExplicitAny: a tool's result is whatever its output schema says; tests read it freely.
export async function callOk<T = any>(
  t: HasApp,
  key: string | undefined,
  tool: string,
  parameters?: unknown,
  options?: CallOptions,
): Promise<T> {
  const res = await callTool(t, key, tool, parameters, options);
  assert.equal(res.statusCode, 200, `${tool} ${JSON.stringify(parameters)}: ${res.body}`);
  const body = res.json() as { tool: string; result: T };
  assert.equal(body.tool, tool);
  const validate = validatorOf(tool);
  assert.ok(validate(body.result), `${tool} result matches its output schema: ${JSON.stringify(validate.errors)}`);
  return body.result;
}

/** Calls a tool, asserts a problem+json answer with this status (and code), returns the problem. */
export async function callProblem(
  t: HasApp,
  key: string | undefined,
  tool: string,
  parameters: unknown,
  status: number,
  code?: string,
  options?: CallOptions,
): Promise<Problem> {
  const res = await callTool(t, key, tool, parameters, options);
  assert.equal(res.statusCode, status, `${tool} ${JSON.stringify(parameters)}: ${res.body}`);
  assert.match(String(res.headers['content-type']), /^application\/problem\+json/);
  const problem = res.json() as Problem;
  assert.equal(problem.status, status);
  if (code !== undefined) assert.equal(problem.code, code, res.body);
  return problem;
}

/** Calls a tool, asserts 400 invalid_parameters naming `path` among its errors, returns the problem. */
export async function callInvalid(
  t: HasApp,
  key: string | undefined,
  tool: string,
  parameters: unknown,
  path: string,
): Promise<Problem> {
  const problem = await callProblem(t, key, tool, parameters, 400, 'invalid_parameters');
  assert.ok(
    problem.errors?.some((e) => e.path === path),
    `${tool} ${JSON.stringify(parameters)}: ${JSON.stringify(problem.errors)} should name ${path}`,
  );
  return problem;
}
