const EVENTS = ["pointerdown", "keydown"] as const;

/**
 * Runs `work` once, at the user's first press of a pointer or key on the page: for code that almost only answers an
 * action (the toaster), fetched as the action starts rather than with the first screen. Returns a cancel function,
 * for effects.
 */
export function onFirstInteraction(work: () => void): () => void {
  const run = () => {
    cancel();
    work();
  };
  const cancel = () => {
    for (const event of EVENTS) window.removeEventListener(event, run, true);
  };
  for (const event of EVENTS) window.addEventListener(event, run, { capture: true, passive: true });
  return cancel;
}
