/**
 * The product search index as bytes, so a restart loads it instead of analysing every product
 * again (at 100 000 products analysis took seconds and most of the start-up memory peak). The
 * snapshot holds the index's own arrays in their final order (postings ranked, facets as document
 * lists), so a load fills memory without sorting or analysing anything.
 *
 * Layout (then gzip): "NAPFIDX2", u32 length of a JSON header, the header, padding to 4 bytes, then
 * the typed arrays the header lists, each 4-byte aligned.
 */
import { promisify } from 'node:util';
import { gunzip, gzipSync } from 'node:zlib';

const MAGIC = 'NAPFIDX2';
/** Inflated on libuv's thread pool: a restart's requests are served meanwhile. */
const inflate = promisify(gunzip);
const MAX_ONE_CHUNK = 1 << 30;

type Arrays = Int32Array<ArrayBufferLike> | Float32Array<ArrayBufferLike>;

export interface IndexSnapshot {
  /** Learned compound parts, beyond the built-in ones. */
  vocabulary: string[];
  /** Document ids, ascending; documents are referred to by their position here. */
  ids: string[];
  /** The term dictionary; with postingCounts[i] entries of postingDocs/Weights for terms[i], in order. */
  terms: string[];
  postingCounts: Int32Array<ArrayBufferLike>;
  /** Every term's documents in ranking order (weight descending, then id). */
  postingDocs: Int32Array<ArrayBufferLike>;
  postingWeights: Float32Array<ArrayBufferLike>;
  /** Facet values ([key, value]); with facetCounts[i] entries of facetDocs for facets[i]. */
  facets: [key: string, value: string][];
  facetCounts: Int32Array<ArrayBufferLike>;
  facetDocs: Int32Array<ArrayBufferLike>;
}

const ARRAYS = ['postingCounts', 'postingDocs', 'postingWeights', 'facetCounts', 'facetDocs'] as const;
const FLOATS = new Set<string>(['postingWeights']);

type Header = Pick<IndexSnapshot, 'vocabulary' | 'ids' | 'terms' | 'facets'> & { lengths: number[] };

export function encodeSnapshot(snapshot: IndexSnapshot): Buffer {
  const { vocabulary, ids, terms, facets } = snapshot;
  const header: Header = { vocabulary, ids, terms, facets, lengths: ARRAYS.map((name) => snapshot[name].length) };
  const json = Buffer.from(JSON.stringify(header));
  const prefix = Buffer.alloc(align(MAGIC.length + 4 + json.length));
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(json.length, MAGIC.length);
  json.copy(prefix, MAGIC.length + 4);
  const parts = ARRAYS.map((name) => snapshot[name]).map((a) => Buffer.from(a.buffer, a.byteOffset, a.byteLength));
  // Level 1: the arrays compress about as well as at higher levels, several times faster.
  return gzipSync(Buffer.concat([prefix, ...parts]), { level: 1 });
}

export async function decodeSnapshot(bytes: Uint8Array): Promise<IndexSnapshot> {
  // Inflated into one buffer of the size gzip's trailer gives (modulo 2^32): in default chunks, the
  // 25 MB of a 100 000-product index were joined afterwards on the main thread.
  const size =
    bytes.length >= 4 ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).readUInt32LE(bytes.length - 4) : 0;
  const raw = await inflate(bytes, size > 64 && size <= MAX_ONE_CHUNK ? { chunkSize: size } : {});
  if (raw.toString('latin1', 0, MAGIC.length) !== MAGIC) throw new Error('not a search index snapshot');
  const jsonLength = raw.readUInt32LE(MAGIC.length);
  const header = JSON.parse(raw.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + jsonLength)) as Header;
  let at = align(MAGIC.length + 4 + jsonLength);
  const arrays = {} as Record<(typeof ARRAYS)[number], Arrays>;
  ARRAYS.forEach((name, i) => {
    const length = header.lengths[i]!;
    // Read in place where gunzip's buffer allows (4-byte aligned), else copied once.
    const aligned = (raw.byteOffset + at) % 4 === 0;
    const buffer = aligned ? raw.buffer : new Uint8Array(raw.subarray(at, at + length * 4)).buffer;
    const offset = aligned ? raw.byteOffset + at : 0;
    arrays[name] = FLOATS.has(name) ? new Float32Array(buffer, offset, length) : new Int32Array(buffer, offset, length);
    at += length * 4;
  });
  const { vocabulary, ids, terms, facets } = header;
  return { vocabulary, ids, terms, facets, ...(arrays as Pick<IndexSnapshot, (typeof ARRAYS)[number]>) };
}

const align = (n: number) => (n + 3) & ~3;
