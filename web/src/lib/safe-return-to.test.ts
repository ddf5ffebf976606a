import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./safe-return-to";

describe("safeReturnTo", () => {
  it("keeps a same-origin path with its query and hash", () => {
    expect(safeReturnTo("/orders?page=2#top")).toBe("/orders?page=2#top");
  });

  it.each([
    null,
    undefined,
    "",
    "orders",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/x",
    "javascript:alert(1)",
  ])("falls back to /dashboard for %s", (value) => {
    expect(safeReturnTo(value)).toBe("/dashboard");
  });
});
