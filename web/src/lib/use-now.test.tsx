import { act, render } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { useNow } from "./use-now";

afterEach(() => {
  vi.useRealTimers();
});

/** Records each time it renders with, in order. */
function Clock({ times }: { times: number[] }) {
  times.push(useNow());
  return null;
}

function renderTimes() {
  const times: number[] = [];
  return { times, view: render(<Clock times={times} />) };
}

it("renders with the time of its first render after the clock slept, not the last page's", () => {
  vi.useFakeTimers({ now: Date.parse("2025-03-12T14:00:00.000Z") });
  const earlier = renderTimes();
  expect(earlier.times[0]).toBe(Date.parse("2025-03-12T14:00:00.000Z"));
  earlier.view.unmount();

  // An hour later nothing shows the clock any more; the next page's first render must not draw 14:00.
  vi.setSystemTime(Date.parse("2025-03-12T15:00:00.000Z"));
  const later = renderTimes();
  expect(later.times[0]).toBe(Date.parse("2025-03-12T15:00:00.000Z"));

  act(() => vi.advanceTimersByTime(15_000));
  expect(later.times.at(-1)).toBe(Date.parse("2025-03-12T15:00:15.000Z"));
});
