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
   * The commit queued webhook deliveries: the dispatcher looks for them now, or, when the
   * transaction claimed them for it (HandedDeliveries), sends those without claiming them again. A
   * commit without any does not wake it (it polled for due deliveries after every order and every
   * catalog write).
   */
  deliveries?: QueuedDeliveries;
}

/** What a transaction's outbox queued: nothing, deliveries left for a claim, or some claimed in it. */
export type QueuedDeliveries = boolean | HandedDeliveries;

/**
 * A claim on a transaction's new deliveries, offered by this instance's dispatcher before they are
 * written: their rows carry its token and lease, so no other instance takes them, and after the
 * commit the dispatcher sends them without a claim statement of its own.
 */
export interface InsertClaim {
  token: string;
  /** When the claim was taken (epoch ms). */
  claimedAt: number;
  /** The lease's end (ISO), the rows' next_attempt_at: a crash leaves them due then. */
  leaseUntil: string;
  /** At most this many rows, at most `perSubscription` of one subscription, none of `skip`. */
  limit: number;
  perSubscription: number;
  skip: ReadonlySet<string>;
}

/** Offers an InsertClaim (the webhook dispatcher), or null when it has no room or is stopped. */
export interface DeliveryDesk {
  offer(): InsertClaim | null;
}

/** The deliveries a transaction claimed (InsertClaim), told to the dispatcher after its commit. */
export interface HandedDeliveries {
  claim: InsertClaim;
  rows: { id: string; event_id: string; subscription_id: string; event_type: string; auto_retry: boolean }[];
  /** Deliveries of the same transaction left unclaimed (beyond the offer): a claim takes them. */
  unclaimed: number;
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
