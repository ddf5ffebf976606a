import { type LookupAddress, lookup } from "node:dns";
import { Agent } from "node:https";
import type { LookupFunction } from "node:net";
import { isPublicAddress } from "@froyo/contracts";

/** The code of the error a connection to a non-public address fails with: refused for good, never retried. */
export const PUSH_BLOCKED = "EPUSHBLOCKED";

export function isBlockedPush(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === PUSH_BLOCKED;
}

/**
 * Resolves as the system does, then refuses the connection when any address of the name is not public (decision
 * 022). It runs at connect time, on the addresses the socket then uses, so a name that resolved to a public address
 * when it was subscribed and to 127.0.0.1 now (DNS rebinding) is refused too. IP literals never reach a lookup:
 * the sender refuses those from the URL (pushEndpointProblem).
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, "", 0);
    const blocked = addresses.length === 0 || addresses.some((entry) => !isPublicAddress(entry.address));
    if (blocked) {
      const refusal = Object.assign(new Error(`push endpoint ${hostname} is not a public address`), {
        code: PUSH_BLOCKED,
      });
      return callback(refusal, "", 0);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses as [LookupAddress];
    return callback(null, first.address, first.family);
  });
};

/** The production agent for push services: public addresses only. Tests give their own (AppDependencies). */
export function publicPushAgent(): Agent {
  return new Agent({ lookup: publicOnlyLookup });
}
