import { describe, expect, it } from "vitest";
import { createAppTheme, fontStack } from "./create-app-theme";

describe("font stack", () => {
  it("starts with the chosen font", () => {
    expect(fontStack("Inter Variable")).toMatch(/^'Inter Variable', /);
    expect(createAppTheme("#DF7F8C", { fontFamily: "DM Sans Variable" }).typography.fontFamily).toMatch(
      /^'DM Sans Variable', /,
    );
  });

  it("adds the Arabic font in Arabic only, so English pages never download it", () => {
    expect(fontStack("Public Sans Variable", "ar")).toBe(
      "'Public Sans Variable', 'Noto Sans Arabic Variable', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, sans-serif",
    );
    expect(fontStack("Public Sans Variable", "en")).not.toContain("Arabic");
    expect(createAppTheme("#DF7F8C", { language: "ar" }).typography.fontFamily).toContain("Noto Sans Arabic Variable");
    expect(createAppTheme("#DF7F8C").typography.fontFamily).not.toContain("Arabic");
  });
});
