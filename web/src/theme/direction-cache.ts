import createCache, { type EmotionCache } from "@emotion/cache";
import { prefixer } from "stylis";

/**
 * Right-to-left needs every style flipped (margin-left → margin-right, …) as Emotion writes it: a second Emotion
 * cache with the RTL stylis plugin. The plugin (cssjanus under it) is only fetched when a page is shown
 * right-to-left; Emotion and stylis are in the first chunk anyway.
 */
let rtlCache: Promise<EmotionCache> | undefined;

export function loadRtlCache(): Promise<EmotionCache> {
  rtlCache ??= import("stylis-plugin-rtl").then(({ default: rtlPlugin }) =>
    createCache({ key: "muirtl", stylisPlugins: [prefixer, rtlPlugin] }),
  );
  return rtlCache;
}
