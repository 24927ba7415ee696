/**
 * The shapes a planned query and the index meet in: the planner makes groups of alternatives, the
 * evaluator and the ranking read them against a corpus.
 */
import type { SlotOrder, TermIndex } from './term-index.ts';

/** One way a query word can match: one term, or all parts of a compound together. */
export interface Alternative {
  /** Term ids; for a compound, rarest first. */
  terms: number[];
  weight: number;
  tier: number;
}

/** A query word: a document matches it through its best alternative. */
export type Group = Alternative[];

/** What the evaluator needs from the index. */
export interface Corpus {
  terms: TermIndex;
  documentCount: number;
  /** Slots in use are below this. */
  slots: number;
  /** The document's weight for a term, 0 when it lacks it. */
  weight(slot: number, term: number): number;
  before: SlotOrder;
}
