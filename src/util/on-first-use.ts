/**
 * Something made at its first use instead of at start, such as a part whose modules take a while
 * to load (the MCP SDK). A failed load is tried again at the next use.
 */
export interface OnFirstUse<T> {
  get(): Promise<T>;
  /** Closes it if it was made (waiting for a load in progress); nothing otherwise. */
  close(): Promise<void>;
}

export function onFirstUse<T extends { close(): Promise<void> }>(make: () => Promise<T>): OnFirstUse<T> {
  let made: Promise<T> | null = null;
  return {
    get() {
      made ??= make().catch((err: unknown) => {
        made = null;
        throw err;
      });
      return made;
    },
    async close() {
      const pending = made;
      if (!pending) return;
      const value = await pending.catch(() => null);
      await value?.close();
    },
  };
}
