import { useMediaQuery } from "@mui/material";
import { useRef, useState } from "react";

/**
 * Whether a chart skips its animation. Its first drawing is at once: the library's entrance (bars growing from
 * zero, a line revealed from one edge) kept the figures off screen for most of a second after they had arrived, and
 * a page caught mid-way showed slivers at the edge of the plot. Once what the chart shows changes (another metric,
 * period or set of figures), it animates from the old picture to the new one; with `prefers-reduced-motion`, never.
 * `shown` is what is drawn as text (its figures joined), compared with that of the first drawing.
 */
export function useSkipChartAnimation(shown: string): boolean {
  const reduceMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const first = useRef(shown);
  const [changed, setChanged] = useState(false);
  const differs = shown !== first.current;
  // Adjusting state while rendering (React's pattern for state derived from props): the render that shows the new
  // figures is already an animated one, and it stays so when they change back.
  if (differs && !changed) setChanged(true);
  return reduceMotion || !(changed || differs);
}
