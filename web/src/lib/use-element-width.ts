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

/**
 * The width and height of a box that takes its size from its surroundings (a card stretched to its row), followed
 * as it resizes. The chart inside must not size the box back (draw it absolutely positioned in it), or each would
 * grow the other.
 */
export function useElementSize<T extends HTMLElement>(): [
  (element: T | null) => void,
  { width: number; height: number },
] {
  const [element, setElement] = useState<T | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const ref = useCallback((next: T | null) => setElement(next), []);
  useEffect(() => {
    if (!element) return;
    const follow = (width: number, height: number) =>
      setSize((size) =>
        size.width === Math.floor(width) && size.height === Math.floor(height)
          ? size
          : { width: Math.floor(width), height: Math.floor(height) },
      );
    follow(element.clientWidth, element.clientHeight);
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) follow(entry.contentRect.width, entry.contentRect.height);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [ref, size];
}
