import NProgress from "nprogress";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { doneProgress, startProgress } from "./progress";

// Spies on the real nprogress (not a module mock: the files of a worker share their modules, see test/setup.ts).
beforeEach(() => {
  for (const method of ["start", "inc", "done"] as const) vi.spyOn(NProgress, method).mockReturnValue(NProgress);
});

const flush = () => vi.waitFor(() => undefined);

describe("navigation progress bar", () => {
  afterEach(() => vi.useRealTimers());

  it("uses the spec's settings and trickles by 0.02 every 800 ms until done", async () => {
    vi.useFakeTimers();
    startProgress();
    await vi.waitFor(() => expect(NProgress.start).toHaveBeenCalledOnce());
    expect(NProgress.settings).toEqual(
      expect.objectContaining({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false }),
    );
    vi.advanceTimersByTime(2400);
    expect(NProgress.inc).toHaveBeenCalledTimes(3);
    expect(NProgress.inc).toHaveBeenCalledWith(0.02);

    doneProgress();
    await vi.waitFor(() => expect(NProgress.done).toHaveBeenCalledOnce());
    vi.advanceTimersByTime(2400);
    expect(NProgress.inc).toHaveBeenCalledTimes(3);
  });

  it("shares one bar between nested loads", async () => {
    startProgress();
    startProgress();
    await flush();
    doneProgress();
    await flush();
    expect(NProgress.done).not.toHaveBeenCalled();
    doneProgress();
    await vi.waitFor(() => expect(NProgress.done).toHaveBeenCalledOnce());
    expect(NProgress.start).toHaveBeenCalledOnce();
  });
});
