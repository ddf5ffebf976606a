import { OPENING_HOURS } from "@froyo/contracts";
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

/**
 * The next 02:00 UTC: before the kiosks' opening hours in UTC (the test kiosks' timezone), where the hours a suite's
 * steps span stay. A suite about other alerts starts its clock here, so that its new kiosks, which have sold nothing
 * since opening, do not also raise "no sales" when the suite happens to run in the afternoon. Never behind the real
 * time: the database stamps what it creates with its own clock, and a heartbeat older than a tray's last change is
 * stale by the device API's rules.
 */
export function beforeNextOpening(): Date {
  const at = new Date();
  at.setUTCHours(OPENING_HOURS.open - 8, 0, 0, 0);
  if (at.getTime() < Date.now()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}
