import type { TooltipProps } from "@mui/material/Tooltip";
import { lazy, Suspense } from "react";

const Tooltip = lazy(() => import("@mui/material/Tooltip"));

/**
 * MUI's Tooltip, fetched when one is first drawn: it brings Popper and popper.js (~12 KB compressed), and the shell's
 * tooltips (the mini rail, the horizontal bar's upgrade offer, the settings drawer) are not on a phone's first
 * screen, whose JavaScript is issue 22's budget. Until it arrives the child is drawn alone.
 */
export function LazyTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}
