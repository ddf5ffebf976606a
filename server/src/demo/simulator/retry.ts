import type { IncomingHttpHeaders } from "node:http";
import { type HttpAnswer, NetworkError } from "./http.js";

/** Waits, or less when the signal aborts (the run is stopping): a kiosk never sleeps through Ctrl-C. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted || ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}

/** Exponential backoff with jitter: 0.25 s, 0.5 s, 1 s … up to 8 s, so retrying kiosks do not call in step. */
export function backoffMs(attempt: number): number {
  const base = Math.min(8_000, 250 * 2 ** attempt);
  return base / 2 + Math.random() * (base / 2);
}

/** The wait a 429 asks for (Retry-After in seconds), 1 s when it names none. */
export function retryAfterMs(headers: IncomingHttpHeaders): number {
  const seconds = Number(headers["retry-after"]);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 1000;
}

/** What a retried call met on the way, for the report. */
export interface RetryEvents {
  onThrottled?(waitMs: number): void;
  onNetworkError?(error: NetworkError): void;
}

/**
 * A call repeated until the server answers something other than 429 or a 5xx: 429 waits as long as Retry-After
 * says, a lost answer or a server error backs off. Gives up after `attempts` tries (the last answer or error).
 */
export async function withRetries(
  call: () => Promise<HttpAnswer>,
  options: RetryEvents & { attempts: number; signal?: AbortSignal },
): Promise<HttpAnswer> {
  for (let attempt = 0; ; attempt += 1) {
    const last = attempt + 1 >= options.attempts;
    try {
      const answer = await call();
      if (last || (answer.status !== 429 && answer.status < 500)) return answer;
      const wait = answer.status === 429 ? retryAfterMs(answer.headers) : backoffMs(attempt);
      if (answer.status === 429) options.onThrottled?.(wait);
      await sleep(wait, options.signal);
    } catch (error) {
      if (!(error instanceof NetworkError) || last) throw error;
      options.onNetworkError?.(error);
      await sleep(backoffMs(attempt), options.signal);
    }
  }
}
