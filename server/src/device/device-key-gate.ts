import { tooManyAttempts } from "../lib/http-errors.js";
import { deviceKeyChecksFromIpKey } from "../plugins/throttle-keys.js";
import type { ThrottleRule, ThrottleStore } from "../plugins/throttle-store.js";

/** What became of one key's check in the database: the gate settles the attempt it let through with it. */
export interface KeyCheck {
  /** The key is a kiosk's (enabled or not): its attempt is given back, and this process knows the key from now on. */
  passed(): Promise<void>;
  /** The database knows no such key: the attempt stays counted against the address. */
  failed(): Promise<void>;
}

export interface DeviceKeyGateOptions {
  /** Key checks per client address and window that may fail before the address is answered 429. */
  rule: ThrottleRule;
  /** How long a key proven good stays known to this process, and so passes the gate without a counted attempt. */
  familiarSeconds?: number;
  /** At most this many addresses and keys remembered in memory each (the least recently used are forgotten). */
  maxRemembered?: number;
  now?: () => number;
}

/**
 * Guessing kiosk keys costs the guesser, not the server (docs/decisions/028-kiosk-key-guessing.md). A key this
 * process has not seen pass lately is an attempt of its client address, counted in the shared throttle store
 * *before* the key is looked up; past the rule's limit the address is answered 429 with no lookup at all, on every
 * app process. A key that proves good gives its attempt back, so only failed checks add up. Three things keep the
 * limit cheap to enforce:
 * - a key that passed here lately (a working kiosk calls every minute) skips the count: good kiosks cost no extra
 *   round trip, and keep working behind a NAT whose address a guesser has used up;
 * - an address this process saw over its limit is refused from memory until its window ends;
 * - at most `limit` counts per address are in flight here at once, so a burst of made-up keys cannot queue up a
 *   round trip each before the first answers come back.
 */
export function createDeviceKeyGate(throttles: ThrottleStore, options: DeviceKeyGateOptions) {
  const { rule } = options;
  const now = options.now ?? Date.now;
  const familiarMs = (options.familiarSeconds ?? 3600) * 1000;
  const maxRemembered = options.maxRemembered ?? 10_000;
  /** Key hash → until when it passes without a count. */
  const familiarKeys = new Map<string, number>();
  /** Client address → until when it is refused (the end of its window in the shared store). */
  const blockedAddresses = new Map<string, number>();
  /** Client address → its counts in flight in this process. */
  const countsInFlight = new Map<string, number>();

  const block = (address: string, seconds: number) => remember(blockedAddresses, address, now() + seconds * 1000);
  const stillBlockedFor = (address: string): number => {
    const until = blockedAddresses.get(address);
    if (until === undefined) return 0;
    if (until > now()) return Math.max(1, Math.ceil((until - now()) / 1000));
    blockedAddresses.delete(address);
    return 0;
  };
  const isFamiliar = (keyHash: string): boolean => {
    const until = familiarKeys.get(keyHash);
    if (until !== undefined && until > now()) return true;
    familiarKeys.delete(keyHash);
    return false;
  };

  function remember(map: Map<string, number>, key: string, value: number): void {
    map.delete(key); // re-inserted last: the Map's order is the least recently used first
    map.set(key, value);
    if (map.size > maxRemembered) map.delete(map.keys().next().value as string);
  }

  /** Counts one failed check of `address` in the shared store; remembers the block when it is over the limit. */
  async function countAttempt(address: string): Promise<number> {
    const inFlight = countsInFlight.get(address) ?? 0;
    if (inFlight >= rule.limit) return 1;
    countsInFlight.set(address, inFlight + 1);
    try {
      const wait = await throttles.hit(deviceKeyChecksFromIpKey(address), rule);
      if (wait > 0) block(address, wait);
      return wait;
    } finally {
      const left = (countsInFlight.get(address) ?? 1) - 1;
      if (left > 0) countsInFlight.set(address, left);
      else countsInFlight.delete(address);
    }
  }

  /**
   * Lets the check of a well-formed key from `address` go to the database, or throws 429 (Retry-After: the seconds
   * until the address's window ends) without it. The answer settles the attempt: `passed` or `failed`.
   */
  async function admit(address: string, keyHash: string): Promise<KeyCheck> {
    if (isFamiliar(keyHash)) {
      return {
        passed: async () => remember(familiarKeys, keyHash, now() + familiarMs),
        // A key that worked and no longer does (rotated, its kiosk deleted) is a failure like any other.
        failed: async () => {
          familiarKeys.delete(keyHash);
          await countAttempt(address);
        },
      };
    }
    const blockedFor = stillBlockedFor(address);
    if (blockedFor > 0) throw tooManyAttempts(blockedFor);
    const wait = await countAttempt(address);
    if (wait > 0) throw tooManyAttempts(wait);
    return {
      passed: async () => {
        remember(familiarKeys, keyHash, now() + familiarMs);
        await throttles.giveBack(deviceKeyChecksFromIpKey(address));
      },
      failed: async () => undefined,
    };
  }

  return { admit };
}

export type DeviceKeyGate = ReturnType<typeof createDeviceKeyGate>;
