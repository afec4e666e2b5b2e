// The clock the server reads: injected so tests can move time (session expiry, maintenance windows).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
