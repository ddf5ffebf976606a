import { DEFAULT_PRIMARY_COLOR } from "@froyo/contracts";
import { describe, expect, it } from "vitest";
import { createAppTheme } from "./create-app-theme";
import { resolvePrimaryColor } from "./primary-color";

describe("company colour", () => {
  it("uses the company's hex colour", () => {
    expect(resolvePrimaryColor("#3366ff")).toBe("#3366ff");
    expect(createAppTheme(resolvePrimaryColor("#336")).palette.primary.main).toBe("#336");
  });

  it.each([null, undefined, "", "pink", "#12345", "rgb(0,0,0)"])("falls back to #DF7F8C for %s", (value) => {
    expect(resolvePrimaryColor(value)).toBe(DEFAULT_PRIMARY_COLOR);
    expect(DEFAULT_PRIMARY_COLOR).toBe("#DF7F8C");
  });

  it("has the spec's border radius and font", () => {
    const theme = createAppTheme(DEFAULT_PRIMARY_COLOR);
    expect(theme.shape.borderRadius).toBe(8);
    expect(theme.typography.fontFamily).toMatch(/^'Public Sans Variable'/);
  });
});
