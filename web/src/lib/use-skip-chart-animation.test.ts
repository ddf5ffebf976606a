import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useSkipChartAnimation } from "./use-skip-chart-animation";

const viewportOnly = window.matchMedia;
afterEach(() => {
  window.matchMedia = viewportOnly;
});

/** Whether the user asked for less motion (the tests' viewport helper matches any query without a width). */
function preferReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes("prefers-reduced-motion: reduce"),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

describe("a chart's animation", () => {
  it("is skipped for the first drawing, then runs from one set of figures to the next, and stays on", () => {
    preferReducedMotion(false);
    const { result, rerender } = renderHook(({ shown }) => useSkipChartAnimation(shown), {
      initialProps: { shown: "1,2,3" },
    });
    expect(result.current).toBe(true);
    rerender({ shown: "1,2,3" }); // a render for another reason (a resize): still drawn at once
    expect(result.current).toBe(true);
    rerender({ shown: "4,5,6" });
    expect(result.current).toBe(false);
    rerender({ shown: "1,2,3" });
    expect(result.current).toBe(false);
  });

  it("never runs when the user prefers reduced motion", () => {
    preferReducedMotion(true);
    const { result, rerender } = renderHook(({ shown }) => useSkipChartAnimation(shown), {
      initialProps: { shown: "1,2,3" },
    });
    rerender({ shown: "4,5,6" });
    expect(result.current).toBe(true);
  });
});
