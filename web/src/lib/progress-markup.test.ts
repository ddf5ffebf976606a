import NProgress from "nprogress";
import { afterEach, describe, expect, it } from "vitest";
import { NPROGRESS_OPTIONS } from "./progress";

// The real nprogress (progress.test.ts replaces it to count calls): what it draws with our options.
describe("navigation progress bar markup", () => {
  afterEach(() => NProgress.remove());

  it("draws a bar hidden from assistive technology, with no made-up role, that still moves", () => {
    NProgress.configure(NPROGRESS_OPTIONS);
    NProgress.start();
    const bar = document.querySelector<HTMLElement>("#nprogress .bar");
    expect(bar).not.toBeNull();
    expect(bar?.getAttribute("aria-hidden")).toBe("true");
    expect(document.querySelector("#nprogress [role]")).toBeNull();
    expect(document.querySelector("#nprogress .spinner")).toBeNull();

    const before = bar?.style.transform;
    NProgress.set(0.5);
    expect(bar?.style.transform).not.toBe(before);
  });
});
