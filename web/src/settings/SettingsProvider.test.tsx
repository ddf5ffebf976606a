import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SettingsProvider } from "./SettingsProvider";
import { SETTINGS_STORAGE_KEY } from "./settings";

describe("settings provider", () => {
  it("stores spec section 3's settings, direction included, from the first visit (issue 21, part 9)", () => {
    expect(localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
    render(
      <SettingsProvider language="en">
        <p>page</p>
      </SettingsProvider>,
    );
    const stored = JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY) ?? "{}");
    expect(stored).toMatchObject({
      colorScheme: "light",
      direction: "ltr",
      contrast: "default",
      navLayout: "vertical",
    });
  });
});
