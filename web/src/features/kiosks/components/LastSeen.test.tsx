import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LastSeen } from "./LastSeen";

afterEach(() => {
  vi.useRealTimers();
});

describe("last seen", () => {
  it("keeps its words true as time passes, without new data", () => {
    vi.useFakeTimers({ now: Date.parse("2025-03-12T14:00:00.000Z") });
    render(<LastSeen value="2025-03-12T13:59:50.000Z" />);
    expect(screen.getByText("Last seen now")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2 * 60_000));
    expect(screen.getByText("Last seen 2 minutes ago")).toBeInTheDocument();
  });

  it("says never for a kiosk that has not called yet", () => {
    render(<LastSeen value={null} />);
    expect(screen.getByText("Never seen")).toBeInTheDocument();
  });
});
