import type { Clock } from '../../src/platform/clock';

/** A clock a test can move forward; it follows real time between moves. */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
