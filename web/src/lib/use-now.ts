import { useSyncExternalStore } from "react";

const TICK_MS = 15_000;

// One clock for every component that shows "2 minutes ago": a single timer, running only while one is on screen.
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/**
 * The time as last read. The clock slept while nothing showed it: the first render after that reads it afresh, rather
 * than drawing "how long ago" as of the last page that showed it until the effects have subscribed. Read again only
 * when a tick out of date, so that React's repeated reads within one render agree.
 */
function snapshot(): number {
  if (listeners.size === 0 && Math.abs(Date.now() - now) >= TICK_MS) now = Date.now();
  return now;
}

/** The current time, refreshed every 15 s, so relative times ("2 minutes ago") stay true while a page stays open. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
