import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "./settings";
import { isDefaultSettings, settingsReducer } from "./settings-reducer";

describe("settings reducer", () => {
  it("changes one setting and leaves the others", () => {
    const next = settingsReducer(DEFAULT_SETTINGS, { type: "set", key: "navLayout", value: "horizontal" });
    expect(next).toEqual({ ...DEFAULT_SETTINGS, navLayout: "horizontal" });
  });

  it("keeps the same object when nothing changes (no needless re-render or write)", () => {
    const state = { ...DEFAULT_SETTINGS };
    expect(settingsReducer(state, { type: "set", key: "colorScheme", value: "light" })).toBe(state);
  });

  it("resets to the defaults, keeping what it is told to keep", () => {
    const changed = { ...DEFAULT_SETTINGS, colorScheme: "dark", direction: "rtl", compactLayout: false } as const;
    expect(settingsReducer(changed, { type: "reset" })).toEqual(DEFAULT_SETTINGS);
    expect(settingsReducer(changed, { type: "reset", keep: { direction: "rtl" } })).toEqual({
      ...DEFAULT_SETTINGS,
      direction: "rtl",
    });
  });

  it("knows when the settings are the defaults", () => {
    expect(isDefaultSettings(DEFAULT_SETTINGS)).toBe(true);
    expect(isDefaultSettings({ ...DEFAULT_SETTINGS, contrast: "high" })).toBe(false);
    expect(isDefaultSettings({ ...DEFAULT_SETTINGS, direction: "rtl" }, { direction: "rtl" })).toBe(true);
  });
});
