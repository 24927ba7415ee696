/**
 * Negated mentions are no mentions: "frei von Huhn", "ohne Getreide und Milch", "chicken-free"
 * must not make a product match 'Huhn' or 'chicken'. Which mentions are negated is decided by
 * the allergen reader of src/nutrition (findAllergens honours "ohne", "kein", "frei von",
 * "-frei", "free"); here its answer is only used to drop those words from the indexed text.
 */
import { findAllergens, resolveAllergen } from '../nutrition/index.ts';

/** Only text with one of these can hold a negation worth the allergen reader's time. */
const CUE = /ohne|kein|frei|free|without|\bno\b|\bnot\b/i;
const CLAUSE_END = /(?<=[.;:!?()\n])/;
const WORD = /\p{L}+/gu;

/** The text without its negated mentions of an ingredient (other words are kept as they are). */
export function withoutNegated(text: string): string {
  if (!CUE.test(text)) return text;
  let changed = false;
  const clauses = text.split(CLAUSE_END).map((clause) => {
    const stripped = stripClause(clause);
    if (stripped !== clause) changed = true;
    return stripped;
  });
  return changed ? clauses.join('') : text;
}

function stripClause(clause: string): string {
  if (!CUE.test(clause)) return clause;
  // Every ingredient the clause names, negated or not ...
  const named = resolveAllergen(clause);
  if (!named) return clause;
  // ... less those it names without a negation.
  const kept = new Set(findAllergens(clause).map((m) => m.allergen));
  const negated = named.filter((id) => !kept.has(id));
  if (negated.length === 0) return clause;
  return clause.replace(WORD, (word) =>
    findAllergens(word, negated).some((m) => m.certainty === 'contains') ? ' ' : word,
  );
}
