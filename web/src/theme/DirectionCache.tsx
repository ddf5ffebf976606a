import { CacheProvider } from "@emotion/react";
import { type ReactNode, use } from "react";
import type { Direction } from "../settings/settings";
import { loadRtlCache } from "./direction-cache";

/** Right-to-left pages get the flipping Emotion cache (suspending while its plugin loads); left-to-right the default. */
export function DirectionCache({ direction, children }: { direction: Direction; children: ReactNode }) {
  if (direction === "ltr") return children;
  return <RtlCache>{children}</RtlCache>;
}

function RtlCache({ children }: { children: ReactNode }) {
  const cache = use(loadRtlCache());
  return <CacheProvider value={cache}>{children}</CacheProvider>;
}
