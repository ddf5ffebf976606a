import { describe, expect, it, vi } from "vitest";
import { onFirstInteraction } from "./on-first-interaction";

describe("onFirstInteraction: code that answers an action comes as the first one starts", () => {
  it("runs once, at the first pointer or key press", () => {
    const work = vi.fn();
    onFirstInteraction(work);
    window.dispatchEvent(new Event("scroll"));
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    window.dispatchEvent(new Event("pointerdown"));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled (the shell unmounted)", () => {
    const work = vi.fn();
    onFirstInteraction(work)();
    window.dispatchEvent(new Event("pointerdown"));
    expect(work).not.toHaveBeenCalled();
  });
});
