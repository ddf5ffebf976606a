import { act, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSeen } from "./use-seen";

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useSeen(ref);
  return <div ref={ref}>{seen ? "seen" : "not yet"}</div>;
}

/** A stand-in for the browser's observer: the test says when the element shows. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  class FakeIntersectionObserver {
    entry: { callback: IntersectionObserverCallback; disconnected: boolean };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  const show = (isIntersecting: boolean) =>
    act(() => {
      for (const observer of observers.filter((each) => !each.disconnected)) {
        observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
    });
  return { observers, show };
}

afterEach(() => vi.unstubAllGlobals());

describe("useSeen: what is below the fold comes when scrolled to", () => {
  it("is false until the element shows, then stays true and stops observing", () => {
    const { observers, show } = fakeObserver();
    render(<Probe />);
    expect(screen.getByText("not yet")).toBeInTheDocument();
    show(false);
    expect(screen.getByText("not yet")).toBeInTheDocument();
    show(true);
    expect(screen.getByText("seen")).toBeInTheDocument();
    expect(observers.every((observer) => observer.disconnected)).toBe(true);
    show(false);
    expect(screen.getByText("seen")).toBeInTheDocument();
  });

  it("counts the element as seen at once where the browser has no IntersectionObserver", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    render(<Probe />);
    expect(screen.getByText("seen")).toBeInTheDocument();
  });
});
