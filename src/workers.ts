/**
 * Background jobs of an instance (webhook deliveries, mail, the request log, catalog changes of
 * other instances, upkeep) as workers: app.ts lists them, they start in that order and stop in the
 * reverse order when the app closes, so a job never outlives what it depends on.
 */

export interface Worker {
  /** Named in the error when stopping it fails. */
  readonly name: string;
  start(): void | Promise<void>;
  stop(): void | Promise<void>;
}

/** A job run at start (not awaited: it must not delay serving) and then every `ms` until stopped. */
export function every(name: string, ms: number, run: () => Promise<unknown>): Worker {
  let timer: NodeJS.Timeout | null = null;
  return {
    name,
    start() {
      void run();
      timer = setInterval(() => void run(), ms);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export class Workers {
  readonly #list: readonly Worker[];
  #started: Worker[] = [];

  constructor(list: readonly Worker[]) {
    this.#list = list;
  }

  async start(): Promise<void> {
    for (const worker of this.#list) {
      await worker.start();
      this.#started.push(worker);
    }
  }

  /**
   * Stops every started worker, last started first. A failure does not keep the others running:
   * the first one is thrown once all have stopped.
   */
  async stop(): Promise<void> {
    const started = this.#started.reverse();
    this.#started = [];
    const failures: Error[] = [];
    for (const worker of started) {
      try {
        await worker.stop();
      } catch (err) {
        failures.push(new Error(`stopping ${worker.name} failed`, { cause: err }));
      }
    }
    if (failures.length > 0) throw failures[0];
  }
}
