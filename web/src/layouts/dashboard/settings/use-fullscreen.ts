import { useCallback, useEffect, useState } from "react";
import { logger } from "../../../lib/logger";

/**
 * The Fullscreen API for the whole page. `isFullscreen` follows `fullscreenchange`, so leaving with Escape or the
 * browser's own control updates it too. Unsupported (e.g. iPhone Safari): `supported` is false.
 */
export function useFullscreen() {
  const [isFullscreen, setIsFullscreen] = useState(() => Boolean(document.fullscreenElement));
  const supported = typeof document.documentElement.requestFullscreen === "function" && document.fullscreenEnabled;

  useEffect(() => {
    const follow = () => setIsFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener("fullscreenchange", follow);
    return () => document.removeEventListener("fullscreenchange", follow);
  }, []);

  const toggle = useCallback(() => {
    const change = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    // The browser may refuse (no user gesture, a permissions policy): nothing changes, nothing to tell.
    change.catch((error: unknown) => logger.warn("full screen refused", error));
  }, []);

  return { supported, isFullscreen, toggle };
}
