/**
 * The lines an agent's create or update asks for, checked against the catalog: what a cart and a
 * checkout session both store.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { UcpItemsRepo } from './items-repo.ts';
import { requestProblems } from './lines.ts';
import { assignLineIds, type Language, type ParsedRequest, type SessionState } from './state.ts';

/** The requested lines as the session's new lines; what could not be taken, as messages. */
export async function requestedLines(
  trx: Transaction<Database>,
  parsed: ParsedRequest,
  previous: SessionState | null,
  language: Language,
) {
  const ids = parsed.lines.flatMap((l) => (l.variant_id ? [l.variant_id] : []));
  const items = await new UcpItemsRepo(trx).byVariantIds(ids);
  const { usable, messages } = requestProblems(parsed.lines, items, language);
  // A line refused for its sale basis stays as it was (the protocol forbids reinterpreting it).
  const kept = parsed.lines.filter((r) => !usable.includes(r) && r.variant_id !== null && items.has(r.variant_id));
  const keptPrevious = (previous?.lines ?? []).filter((l) => kept.some((r) => r.variant_id === l.variant_id));
  const { lines, next } = assignLineIds(usable, previous);
  return { lines: [...keptPrevious, ...lines.map(({ index: _i, ...l }) => l)], next, messages };
}
