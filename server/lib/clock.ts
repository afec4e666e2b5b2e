// The clock the server reads: injected so tests can move time (session expiry, maintenance windows).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that reads `start` at creation and then advances in real time (e2e runs against a fixed
 * day, EDUPLANNER_CLOCK_START, while time-outs and timers still behave normally).
 */
export function offsetClock(start: Date): Clock {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}
