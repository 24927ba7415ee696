/** The clock, swappable in tests. Timestamps on the wire and in the database are ISO 8601 UTC. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
