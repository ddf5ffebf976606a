import { useCallback, useEffect, useState } from "react";

/**
 * The width of a chart's box, followed as it resizes. The charts get explicit sizes (the full width of their card at
 * any screen size, no sideways scroll on a phone), so they draw nothing before the box is measured. A callback ref:
 * the box may appear later than its component (once figures arrive).
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  const ref = useCallback((next: T | null) => setElement(next), []);
  useEffect(() => {
    if (!element) return;
    setWidth(Math.floor(element.clientWidth));
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, width];
}

/**
 * Below this, a chart's axes and margins leave no room to draw (a negative plot area, which the browser reports as
 * an error): its box is still being laid out, so it shows a placeholder until it is wide enough.
 */
export const MIN_CHART_WIDTH = 200;
