/**
 * Something made at its first use instead of at start: a part whose modules take a while to load
 * (the MCP SDK, nodemailer, the API reference's bundle), whose data takes a while to index (the
 * content), or a schema's validator or serializer (madeOnFirstUse: compiling them all took hundreds
 * of milliseconds of every start). Later calls share what the first made; after a failure the next
 * call makes it again.
 */
export interface OnFirstUse<T> {
  get(): Promise<T>;
  /** What a call has made (waiting for one in progress), else null: for closing it. */
  ifMade(): Promise<T | null>;
}

export function onFirstUse<T>(make: () => Promise<T>): OnFirstUse<T> {
  let made: Promise<T> | null = null;
  return {
    get() {
      made ??= make().catch((err: unknown) => {
        made = null;
        throw err;
      });
      return made;
    },
    async ifMade() {
      return made ? made.catch(() => null) : null;
    },
  };
}

/** The synchronous kind: `make` runs at the first call, and again after it threw. */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
