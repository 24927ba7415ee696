/**
 * Something made at its first use instead of at start: a part whose modules take a while to load
 * (the MCP SDK, nodemailer, the API reference's bundle) or whose data takes a while to index (the
 * content). Later calls share what the first made; after a failure the next call makes it again.
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
