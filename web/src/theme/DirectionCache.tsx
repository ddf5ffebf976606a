import { CacheProvider } from "@emotion/react";
import { type ReactNode, use } from "react";
import type { Direction } from "../settings/settings";
import { loadRtlCache, ltrCache, rtlCacheIfLoaded } from "./direction-cache";

/**
 * Right-to-left pages get the flipping Emotion cache (suspending only while its plugin first loads); left-to-right
 * the plain one. The provider stays in place across a switch, so the page below keeps its state.
 */
export function DirectionCache({ direction, children }: { direction: Direction; children: ReactNode }) {
  const cache = direction === "rtl" ? (rtlCacheIfLoaded() ?? use(loadRtlCache())) : ltrCache;
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
