/**
 * German compound splitting: 'Hundenassfutter' is Hund + nass + Futter, so a shopper's 'Hund' finds
 * it and a query 'Hundesnack' finds 'Snack für Hunde'. Parts come from a hand list of pet-food
 * words plus every word the catalog itself uses, joined by the usual linking elements.
 */
import { GENERIC_HEADS, SIMPLE_PARTS } from './vocabulary.ts';

/** Linking elements between parts: Hund-e-futter, Lachs-öl, Pute-n-brust, Hühn-er-herz, Kalb-s-knochen. */
const LINKS = ['', 'e', 'n', 's', 'en', 'er', 'es', 'ens'];
/** Inflection after the last part: getreide-frei-es, Hunde-snack-s. */
const ENDINGS = ['', 'e', 'n', 's', 'en', 'er', 'es', 'em', 'ern', 'ens'];

/** Learned words must be this long to count as a part; shorter ones cause nonsense splits. */
const MIN_LEARNED_PART = 4;
const MIN_COMPOUND = 6;
const MAX_COMPOUND = 40;

export interface Split {
  /** Every part at every level: Hundenassfutter → hunde, nassfutter, nass, futter. */
  readonly parts: readonly string[];
  /** The smallest parts only: hunde, nass, futter. */
  readonly leaves: readonly string[];
}

const NO_SPLIT: Split = { parts: [], leaves: [] };

interface Step {
  parts: number;
  /** Letters spent on links and endings; fewer is the more plausible reading. */
  glue: number;
  from: number;
  part: string;
}

function commonStart(a: string, b: string): number {
  let n = 0;
  while (n < a.length && a[n] === b[n]) n++;
  return n;
}

const better = (a: Step, b: Step | undefined) =>
  b === undefined || a.parts < b.parts || (a.parts === b.parts && a.glue < b.glue);

export class CompoundSplitter {
  readonly #known = new Set<string>([...SIMPLE_PARTS, ...GENERIC_HEADS]);
  #cache = new Map<string, Split>();
  #tolerant = new Map<string, string[]>();

  /** Adds a folded catalog word to the part vocabulary; true if it was new. */
  learn(word: string): boolean {
    if (word.length < MIN_LEARNED_PART || this.#known.has(word)) return false;
    this.#known.add(word);
    // Splits computed without this word may now be wrong.
    if (this.#cache.size) this.#cache = new Map();
    this.#tolerant.clear();
    return true;
  }

  /** The parts learned from the catalog, beyond the built-in ones (for an index snapshot). */
  learnedWords(): string[] {
    return [...this.#known].filter((word) => !SIMPLE_PARTS.has(word) && !GENERIC_HEADS.has(word));
  }

  /** Splits a folded German word; a word that is not a compound gives empty lists. */
  split(word: string): Split {
    let split = this.#cache.get(word);
    if (split === undefined) {
      split = this.#compute(word);
      this.#cache.set(word, split);
    }
    return split;
  }

  /**
   * The leaves of a compound that may hold one typo in one part ('hundefuter' → hunde, futter),
   * for a query word the index does not know. A part may only be corrected to a known one within
   * one edit, and the other part must be known as typed.
   */
  tolerantLeaves(word: string): string[] {
    const exact = this.split(word).leaves;
    if (exact.length || word.length < MIN_COMPOUND || word.length > MAX_COMPOUND) return [...exact];
    let found = this.#tolerant.get(word);
    if (found === undefined) {
      found = this.#computeTolerant(word);
      if (this.#tolerant.size >= 10_000) this.#tolerant.clear();
      this.#tolerant.set(word, found);
    }
    return [...found];
  }

  /**
   * Every reading as head + link + tail with one part known as typed and the other within one
   * edit of a known part; the correction that keeps the longest start of what was typed wins
   * (typos rarely hit a word's first letters: 'hunde|futer' is Futter, not 'hund|efuter' Euter).
   */
  #computeTolerant(word: string): string[] {
    let best: string[] = [];
    let bestKept = -1;
    for (let k = 3; k <= word.length - 3; k++) {
      const head = word.slice(0, k);
      for (const link of LINKS) {
        if (!word.startsWith(link, k)) continue;
        const tail = word.slice(k + link.length);
        if (tail.length < 3) continue;
        const headKnown = this.#known.has(head);
        const tailKnown = this.#withEnding(tail);
        if (headKnown && tailKnown) return [...this.#leavesOf(head), ...this.#leavesOf(tailKnown)];
        const typed = headKnown ? tail : head;
        const fixed = headKnown ? this.#near(tail) : tailKnown && head.length >= 4 ? this.#near(head) : undefined;
        if (!fixed) continue;
        const kept = commonStart(typed, fixed);
        if (kept <= bestKept) continue;
        bestKept = kept;
        best = headKnown
          ? [...this.#leavesOf(head), ...this.#leavesOf(fixed)]
          : [...this.#leavesOf(fixed), ...this.#leavesOf(tailKnown!)];
      }
    }
    return best;
  }

  #leavesOf(part: string): readonly string[] {
    const inner = this.split(part).leaves;
    return inner.length ? inner : [part];
  }

  /** The part itself if known, possibly without an inflection ending. */
  #withEnding(part: string): string | undefined {
    for (const ending of ENDINGS) {
      if (!part.endsWith(ending)) continue;
      const stem = part.slice(0, part.length - ending.length);
      if (stem.length >= 2 && this.#known.has(stem)) return stem;
    }
    return undefined;
  }

  /**
   * A known part one edit (or a swap) from this one, with an inflection ending allowed; of several,
   * the one keeping most of the typed start.
   */
  #near(part: string): string | undefined {
    if (part.length < 4) return undefined;
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const candidates: string[] = [];
    for (let i = 0; i <= part.length; i++) {
      if (i < part.length) candidates.push(part.slice(0, i) + part.slice(i + 1));
      if (i + 1 < part.length) candidates.push(part.slice(0, i) + part[i + 1] + part[i] + part.slice(i + 2));
      for (const c of letters) {
        candidates.push(part.slice(0, i) + c + part.slice(i));
        if (i < part.length) candidates.push(part.slice(0, i) + c + part.slice(i + 1));
      }
    }
    let best: string | undefined;
    for (const candidate of candidates) {
      const known = this.#withEnding(candidate);
      if (!known || known.length < 4) continue;
      if (best === undefined || commonStart(part, known) > commonStart(part, best)) best = known;
    }
    return best;
  }

  #compute(word: string): Split {
    if (word.length < MIN_COMPOUND || word.length > MAX_COMPOUND || SIMPLE_PARTS.has(word)) return NO_SPLIT;
    const top = this.#segment(word);
    if (!top) return NO_SPLIT;
    const parts: string[] = [];
    const leaves: string[] = [];
    for (const part of top) {
      parts.push(part);
      const inner = this.split(part);
      parts.push(...inner.parts);
      leaves.push(...(inner.leaves.length ? inner.leaves : [part]));
    }
    return { parts: [...new Set(parts)], leaves: [...new Set(leaves)] };
  }

  /**
   * The reading with the fewest parts (then the least glue), at least two. Fewest parts keeps
   * 'Hundenassfutter' as Hunde + Nassfutter at the top level; the parts are split again.
   */
  #segment(word: string): string[] | null {
    const n = word.length;
    const best: (Step | undefined)[] = new Array(n + 1);
    best[0] = { parts: 0, glue: 0, from: -1, part: '' };
    let last: Step | undefined;
    for (let i = 0; i < n; i++) {
      const here = best[i];
      if (!here) continue;
      for (let j = i + 2; j <= n; j++) {
        const part = word.slice(i, j);
        if (!this.#known.has(part)) continue;
        const parts = here.parts + 1;
        for (const ending of ENDINGS) {
          if (j + ending.length !== n || !word.endsWith(ending)) continue;
          // The whole word as one part is no split.
          if (i === 0) continue;
          const step = { parts, glue: here.glue + ending.length, from: i, part };
          if (better(step, last)) last = step;
        }
        for (const link of LINKS) {
          const next = j + link.length;
          if (next >= n || !word.startsWith(link, j)) continue;
          const step = { parts, glue: here.glue + link.length, from: i, part };
          if (better(step, best[next])) best[next] = step;
        }
      }
    }
    if (!last) return null;
    const out: string[] = [];
    for (let step: Step | undefined = last; step && step.from >= 0; step = best[step.from]) out.push(step.part);
    return out.reverse();
  }
}
