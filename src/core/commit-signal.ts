/**
 * The one notification after a committed change. Services call it once their transaction has
 * committed; whatever must follow a commit (the webhook dispatcher's wake-up, the catalog cache and
 * search index) subscribes where the app is composed, so no service knows who listens.
 */

/** What was committed, as far as listeners care. */
export interface Committed {
  /** The product the change touched, when it touched one: its cache entry and search entry are stale. */
  productId?: string;
  /**
   * Only the product's stock counts changed (an order, its cancellation): its cached pages are
   * stale, its search entry is not, as the index holds no stock.
   */
  stockOnly?: boolean;
  /**
   * The commit queued webhook deliveries: the dispatcher looks for them now. A commit without any
   * does not wake it (it polled for due deliveries after every order and every catalog write).
   */
  deliveries?: boolean;
}

/** The port services get: call it after the commit, never inside the transaction. */
export type AfterCommit = (change?: Committed) => Promise<void>;

type Listener = (change: Committed) => void | Promise<void>;

export class CommitSignal {
  readonly #listeners: Listener[] = [];

  /** Listeners run in the order they subscribed; their synchronous parts before notify() returns. */
  subscribe(listener: Listener): void {
    this.#listeners.push(listener);
  }

  readonly notify: AfterCommit = async (change = {}) => {
    await Promise.all(this.#listeners.map((listener) => listener(change)));
  };
}
