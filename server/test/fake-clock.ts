import type { Clock } from "../src/lib/clock.js";

/** A clock that moves only when the test says: `advance` ten minutes and the app believes ten minutes went by. */
export class FakeClock implements Clock {
  private at: number;

  constructor(start: Date | string = new Date()) {
    this.at = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  advance(ms: number): Date {
    this.at += ms;
    return this.now();
  }

  set(at: Date | string): Date {
    this.at = new Date(at).getTime();
    return this.now();
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
