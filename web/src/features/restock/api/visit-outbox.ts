import type { CreateVisitInput } from "@froyo/contracts";
import { isApiError } from "../../../lib/api-error";

/**
 * The phone's outbox of service visits (issue 24, part 5): a visit submitted without network waits here, keyed by
 * the id the phone made for it, until it is sent. It lives in localStorage (a few KB per visit; it survives a closed
 * tab and a restart) and stays free of React and MUI so the app can drain it from anywhere.
 *
 * Exactly once from the client's side: an entry leaves the outbox only after the server answered 200/201; a send that
 * got no answer leaves it waiting (the server answers a replay of the same id with the same visit, so sending it again
 * is safe); an answer that refuses it for good (409 other contents, 422 invalid, 403/404) keeps it, marked as needing
 * attention, never dropped silently.
 */
export const OUTBOX_KEY = "visit-outbox";

export interface OutboxProblem {
  status: number;
  message: string;
}

export interface OutboxEntry {
  kioskId: string;
  kioskName: string;
  visit: CreateVisitInput;
  queuedAt: string;
  /** Null while it waits to be sent; the refusal otherwise. */
  problem: OutboxProblem | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const EMPTY: readonly OutboxEntry[] = [];
let cached: { raw: string | null; entries: readonly OutboxEntry[] } = { raw: null, entries: EMPTY };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled (private mode on some browsers): nothing can wait
  }
}

function parse(raw: string | null): readonly OutboxEntry[] {
  if (!raw) return EMPTY;
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? (value as OutboxEntry[]) : EMPTY;
  } catch {
    return EMPTY;
  }
}

/** The entries in the order they were queued (the same array until the outbox changes, for useSyncExternalStore). */
export function readOutbox(): readonly OutboxEntry[] {
  const raw = storage()?.getItem(OUTBOX_KEY) ?? null;
  if (raw !== cached.raw) cached = { raw, entries: parse(raw) };
  return cached.entries;
}

function writeOutbox(entries: readonly OutboxEntry[]): void {
  const store = storage();
  if (!store) throw new Error("This browser keeps no data: the visit cannot wait on this phone.");
  if (entries.length === 0) store.removeItem(OUTBOX_KEY);
  else store.setItem(OUTBOX_KEY, JSON.stringify(entries));
  for (const listener of [...listeners]) listener();
}

/** Queues a visit; the same id queued again replaces the earlier contents in place (one visit, one entry). */
export function queueVisit(kioskId: string, kioskName: string, visit: CreateVisitInput): void {
  const entry: OutboxEntry = { kioskId, kioskName, visit, queuedAt: new Date().toISOString(), problem: null };
  const entries = readOutbox();
  const at = entries.findIndex((each) => each.visit.id === visit.id);
  writeOutbox(at < 0 ? [...entries, entry] : entries.map((each, index) => (index === at ? entry : each)));
}

export function removeVisit(id: string): void {
  writeOutbox(readOutbox().filter((each) => each.visit.id !== id));
}

function markProblem(id: string, problem: OutboxProblem): void {
  writeOutbox(readOutbox().map((each) => (each.visit.id === id ? { ...each, problem } : each)));
}

/** Calls `listener` on every change of the outbox, in this tab or (through the storage event) in another. */
export function subscribeOutbox(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === OUTBOX_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Refusals that sending again cannot change; anything else (no answer, 401, 419, 429, 5xx) waits for a later try. */
const FINAL_STATUSES = new Set([400, 403, 404, 409, 422]);

export interface SendResult {
  sent: OutboxEntry[];
  refused: OutboxEntry[];
  /** True when a send got no answer or a passing refusal: the rest waits for the next try. */
  stopped: boolean;
}

let running: Promise<SendResult> | null = null;

/**
 * Sends the waiting visits one at a time, oldest first. One drain at a time per tab: a second call while one runs
 * gets the running one's result, so the `online` event and a page load arriving together send each visit once.
 */
export function sendOutbox(
  send: (entry: OutboxEntry) => Promise<unknown>,
  onSent?: (entry: OutboxEntry) => void,
): Promise<SendResult> {
  running ??= drain(send, onSent).finally(() => {
    running = null;
  });
  return running;
}

async function drain(
  send: (entry: OutboxEntry) => Promise<unknown>,
  onSent?: (entry: OutboxEntry) => void,
): Promise<SendResult> {
  const result: SendResult = { sent: [], refused: [], stopped: false };
  for (const entry of readOutbox().filter((each) => each.problem === null)) {
    try {
      await send(entry);
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      if (!FINAL_STATUSES.has(status)) {
        result.stopped = true;
        break;
      }
      markProblem(entry.visit.id, { status, message: error instanceof Error ? error.message : String(error) });
      result.refused.push(entry);
      continue;
    }
    removeVisit(entry.visit.id);
    result.sent.push(entry);
    onSent?.(entry);
  }
  return result;
}
