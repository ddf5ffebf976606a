import createCache, { type EmotionCache } from "@emotion/cache";
import { prefixer } from "stylis";

/**
 * Right-to-left needs every style flipped (margin-left → margin-right, …) as Emotion writes it: a second Emotion
 * cache with the RTL stylis plugin. The plugin (cssjanus under it) is only fetched when a page is shown
 * right-to-left; Emotion and stylis are in the first chunk anyway.
 */
let rtlCache: Promise<EmotionCache> | undefined;
let loadedRtlCache: EmotionCache | undefined;

export function loadRtlCache(): Promise<EmotionCache> {
  rtlCache ??= import("stylis-plugin-rtl").then(({ default: rtlPlugin }) => {
    loadedRtlCache = createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] });
    return loadedRtlCache;
  });
  return rtlCache;
}

/** The right-to-left cache once it has loaded (switching to it then needs no suspense), else undefined. */
export function rtlCacheIfLoaded(): EmotionCache | undefined {
  return loadedRtlCache;
}

/**
 * The left-to-right cache. The app always sits under a CacheProvider, one or the other: swapping the provider's
 * value re-styles the page in place, where adding or removing a provider would remount the whole app (open drawers
 * close, typed text is lost) on every change of direction.
 */
export const ltrCache: EmotionCache = createCache({ key: "mui", stylisPlugins: [prefixer] });
