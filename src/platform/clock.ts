/** Every time-based rule reads the time here, so tests can move it (sinon fake timers or a fixed clock). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
