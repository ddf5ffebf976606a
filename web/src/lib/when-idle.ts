/**
 * Runs `work` when the browser has nothing more urgent to do (at the latest after `timeoutMs`), so optional work
 * does not compete with the first screen. Returns a cancel function, for effects.
 */
export function whenIdle(work: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
}
