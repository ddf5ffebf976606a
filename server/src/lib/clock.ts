/**
 * The time the app's alerts and jobs go by. The system clock in production; tests give the app a fake one they move
 * by hand (server/test/fake-clock.ts), so "ten minutes without a heartbeat" takes no ten minutes, and nothing waits
 * on a timer.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
