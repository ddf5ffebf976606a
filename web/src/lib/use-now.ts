import { useSyncExternalStore } from "react";

const TICK_MS = 15_000;

// One clock for every component that shows "2 minutes ago": a single timer, running only while one is on screen.
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    now = Date.now(); // the clock slept while nothing showed it
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

/** The current time, refreshed every 15 s, so relative times ("2 minutes ago") stay true while a page stays open. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}
