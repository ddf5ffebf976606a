import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SETTINGS } from "../../../settings/settings";
import { makeUser } from "../../../test/fixtures";
import { renderWithApp } from "../../../test/render";
import { TopBar } from "../TopBar";

const stored = () => JSON.parse(localStorage.getItem("app-settings") ?? "null");

async function openDrawer() {
  const user = userEvent.setup();
  renderWithApp(<TopBar />, { user: makeUser(), route: "/dashboard" });
  await user.click(screen.getByRole("button", { name: "Settings" }));
  return { user, drawer: await screen.findByRole("dialog", { name: "Settings" }) };
}

describe("settings drawer", { timeout: 15_000 }, () => {
  afterEach(() => {
    // jsdom has no Fullscreen API: the tests below that add one take it away again.
    Reflect.deleteProperty(document.documentElement, "requestFullscreen");
    Reflect.deleteProperty(document, "fullscreenEnabled");
    Reflect.deleteProperty(document, "fullscreenElement");
    Reflect.deleteProperty(document, "exitFullscreen");
  });

  it("opens 360 px wide from the top bar and closes with Escape, focus back on its button", async () => {
    const { user, drawer } = await openDrawer();
    expect(drawer).toHaveStyle({ width: "360px" });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Settings" })).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Settings" })).toHaveFocus();
  });

  it("closes with its close button", async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole("button", { name: "Close settings" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Settings" })).not.toBeInTheDocument());
  });

  it("switches dark mode, contrast and compact layout, remembering them in local storage", async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole("switch", { name: "Dark mode" }));
    expect(stored()).toMatchObject({ colorScheme: "dark" });
    expect(localStorage.getItem("theme-mode")).toBe("dark");
    expect(document.documentElement.dataset.colorScheme).toBe("dark");

    await user.click(within(drawer).getByRole("switch", { name: "High contrast" }));
    expect(stored()).toMatchObject({ contrast: "high" });
    expect(document.documentElement.dataset.contrast).toBe("high");

    const compact = within(drawer).getByRole("switch", { name: "Compact layout" });
    expect(compact).toBeChecked();
    await user.click(compact);
    expect(stored()).toMatchObject({ compactLayout: false });
  });

  it("turns the page right-to-left", async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole("switch", { name: "Right to left" }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    expect(stored()).toMatchObject({ direction: "rtl" });
    // The drawer stayed open through the switch (the page is not remounted).
    expect(screen.getByRole("dialog", { name: "Settings" })).toBeInTheDocument();
  });

  it("offers the six colour presets as a radio group, the default one in the company's colour", async () => {
    const { user, drawer } = await openDrawer();
    const presets = within(drawer).getByRole("group", { name: "Colour presets" });
    expect(
      within(presets)
        .getAllByRole("radio")
        .map((radio) => radio.closest("label")?.textContent),
    ).toEqual(["Company colour", "Cyan", "Purple", "Blue", "Orange", "Red"]);
    expect(within(presets).getByRole("radio", { name: "Company colour" })).toBeChecked();
    await user.click(within(presets).getByRole("radio", { name: "Purple" }));
    expect(within(presets).getByRole("radio", { name: "Purple" })).toBeChecked();
    expect(stored()).toMatchObject({ primaryColor: "purple" });
  });

  it("picks the nav layout, nav colour and font, each font previewed in itself", async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole("radio", { name: "Mini" }));
    await user.click(within(drawer).getByRole("radio", { name: "Apparent" }));
    const fonts = within(drawer).getByRole("group", { name: "Font" });
    expect(within(fonts).getAllByRole("radio")).toHaveLength(4);
    const inter = within(fonts).getByRole("radio", { name: "Inter" });
    const sample = inter.closest("label")?.querySelector<HTMLElement>("[aria-hidden]");
    expect(sample?.style.fontFamily).toMatch(/^["']Inter Variable["']/);
    await user.click(inter);
    expect(stored()).toMatchObject({ navLayout: "mini", navColor: "apparent", fontFamily: "Inter Variable" });
  });

  it("moves through a radio group with the arrow keys", async () => {
    const { user, drawer } = await openDrawer();
    within(drawer).getByRole("radio", { name: "Vertical" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(within(drawer).getByRole("radio", { name: "Horizontal" })).toHaveFocus();
    expect(stored()).toMatchObject({ navLayout: "horizontal" });
  });

  it("switches to Arabic: right-to-left and the shell's texts in Arabic", async () => {
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole("radio", { name: "العربية" }));
    expect(await screen.findByRole("dialog", { name: "الإعدادات" })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    expect(localStorage.getItem("app-language")).toBe("ar");
    expect(screen.getByRole("switch", { name: "الوضع الداكن" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "إغلاق الإعدادات" })).toBeInTheDocument();
  });

  it("resets to the defaults, and is disabled when nothing differs from them", async () => {
    const { user, drawer } = await openDrawer();
    const reset = within(drawer).getByRole("button", { name: "Reset settings" });
    expect(reset).toBeDisabled();
    await user.click(within(drawer).getByRole("switch", { name: "Dark mode" }));
    await user.click(within(drawer).getByRole("radio", { name: "Horizontal" }));
    expect(reset).toBeEnabled();
    await user.click(reset);
    // The direction is kept, marked as the language's own (settings.ts, writeStoredSettings).
    expect(stored()).toEqual({ ...DEFAULT_SETTINGS, directionFollowsLanguage: true });
    expect(within(drawer).getByRole("switch", { name: "Dark mode" })).not.toBeChecked();
    expect(reset).toBeDisabled();
  });

  it("toggles full screen, its label following fullscreenchange", async () => {
    let fullscreenElement: Element | null = null;
    const change = () => document.dispatchEvent(new Event("fullscreenchange"));
    Object.defineProperty(document, "fullscreenEnabled", { configurable: true, value: true });
    Object.defineProperty(document, "fullscreenElement", { configurable: true, get: () => fullscreenElement });
    const request = vi.fn(async () => {
      fullscreenElement = document.documentElement;
      change();
    });
    Object.defineProperty(document.documentElement, "requestFullscreen", { configurable: true, value: request });
    Object.defineProperty(document, "exitFullscreen", {
      configurable: true,
      value: vi.fn(async () => {
        fullscreenElement = null;
        change();
      }),
    });

    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole("button", { name: "Full screen" }));
    expect(request).toHaveBeenCalledOnce();
    expect(await within(drawer).findByRole("button", { name: "Exit full screen" })).toBeInTheDocument();
    await user.click(within(drawer).getByRole("button", { name: "Exit full screen" }));
    expect(await within(drawer).findByRole("button", { name: "Full screen" })).toBeInTheDocument();
  });

  it("hides the full-screen toggle where the browser has no Fullscreen API", async () => {
    const { drawer } = await openDrawer();
    expect(within(drawer).queryByRole("button", { name: "Full screen" })).not.toBeInTheDocument();
  });
});
