/** `napf token create|list|revoke` (docs/contract.md#cli). */
import { parseArgs } from 'node:util';
import { DomainError } from '../core/errors.ts';
import type { TokenRecord } from '../tokens/repo.ts';
import { TOKEN_KINDS, type TokenKind } from '../tokens/scopes.ts';
import type { TokenService } from '../tokens/service.ts';

export class UsageError extends Error {}

/** The highest `--rate-limit` (requests per minute) the CLI takes: seven digits. */
const MAX_RATE_LIMIT = 9_999_999;

const status = (t: TokenRecord) =>
  t.revoked_at ? 'revoked' : t.expires_at && t.expires_at <= new Date().toISOString() ? 'expired' : 'active';

function table(tokens: TokenRecord[]): string {
  const rows = [
    ['ID', 'NAME', 'KIND', 'PREFIX', 'SCOPES', 'RATE', 'CREATED', 'LAST USED', 'STATUS'],
    ...tokens.map((t) => [
      t.id,
      t.name,
      t.kind,
      t.prefix,
      t.scopes.join(','),
      String(t.rate_limit_per_minute ?? 'default'),
      t.created_at,
      t.last_used_at ?? '-',
      status(t),
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

export async function tokenCommand(args: string[], tokens: TokenService, out: (line: string) => void): Promise<void> {
  const [sub, ...rest] = args;
  if (sub === 'create') {
    const { values } = parseArgs({
      args: rest,
      options: {
        kind: { type: 'string' },
        name: { type: 'string' },
        scopes: { type: 'string' },
        'rate-limit': { type: 'string' },
        'expires-at': { type: 'string' },
        json: { type: 'boolean', default: false },
      },
    });
    if (!values.kind || !(TOKEN_KINDS as readonly string[]).includes(values.kind)) {
      throw new UsageError('--kind must be read, write or admin');
    }
    if (!values.name) throw new UsageError('--name is required');
    const rate = values['rate-limit'];
    if (rate !== undefined && !(/^[1-9]\d*$/.test(rate) && Number(rate) <= MAX_RATE_LIMIT))
      throw new UsageError(`--rate-limit must be a whole number from 1 to ${MAX_RATE_LIMIT} (requests per minute)`);
    const expires = values['expires-at'];
    if (expires !== undefined && Number.isNaN(Date.parse(expires)))
      throw new UsageError('--expires-at must be an ISO date');
    try {
      const { record, token } = await tokens.create({
        name: values.name,
        kind: values.kind as TokenKind,
        scopes: values.scopes
          ?.split(',')
          .map((s) => s.trim())
          .filter(Boolean),
        rateLimitPerMinute: rate === undefined ? null : Number(rate),
        expiresAt: expires === undefined ? null : new Date(expires).toISOString(),
      });
      if (values.json) {
        out(JSON.stringify({ id: record.id, token, kind: record.kind, scopes: record.scopes }));
      } else {
        out(`Token ${record.id} (${record.kind}: ${record.scopes.join(', ')}) for "${record.name}":`);
        out(token);
        out('Store it now: it is shown only this once.');
      }
    } catch (err) {
      if (err instanceof DomainError) throw new UsageError(err.message);
      throw err;
    }
    return;
  }
  if (sub === 'list') {
    const { values } = parseArgs({ args: rest, options: { json: { type: 'boolean', default: false } } });
    const list = await tokens.list();
    out(values.json ? JSON.stringify(list) : list.length ? table(list) : 'No tokens yet.');
    return;
  }
  if (sub === 'revoke') {
    const id = rest[0];
    if (!id) throw new UsageError('usage: napf token revoke ID');
    try {
      const record = await tokens.revoke(id);
      out(`Token ${record.id} revoked at ${record.revoked_at}.`);
    } catch (err) {
      if (err instanceof DomainError) throw new UsageError(err.message);
      throw err;
    }
    return;
  }
  throw new UsageError('usage: napf token create|list|revoke');
}
