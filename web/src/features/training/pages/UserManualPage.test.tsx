import type { Training } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { UserManualPage } from "./UserManualPage";

const MANUAL_URL = "https://docs.example.com/demo/user-manual.pdf";
const PROMPT = "Please enter password to download the manual:";
const withPassword: Training = { tutorial_url: null, has_manual: true, manual_requires_password: true };
const withoutPassword: Training = { tutorial_url: null, has_manual: true, manual_requires_password: false };

const unlocked = (config: { data?: unknown }) =>
  JSON.parse(String(config.data)).password === "demo-manual"
    ? { status: 200, data: { data: { url: MANUAL_URL } } }
    : { status: 422, data: { message: "Incorrect password", errors: { password: ["Incorrect password"] } } };

let windowOpen: MockInstance<typeof window.open>;
let newTab: { opener: unknown };

beforeEach(() => {
  newTab = { opener: window };
  windowOpen = vi.spyOn(window, "open").mockImplementation(() => newTab as unknown as Window);
});

afterEach(() => {
  windowOpen.mockRestore();
});

function renderManual(training: Training, routes: FakeRoutes = {}) {
  const api = fakeApi({ "GET /api/training": { status: 200, data: { data: training } }, ...routes });
  renderWithApp(
    <TestSwr>
      <UserManualPage />
      <ToastHost />
    </TestSwr>,
    { user: makeUser(), route: "/training/manual" },
  );
  return api;
}

async function askForManual() {
  await userEvent.click(await screen.findByRole("button", { name: "Download the manual" }));
  return screen.findByRole("dialog", { name: "User manual" });
}

async function answer(dialog: HTMLElement, password: string) {
  await userEvent.type(within(dialog).getByLabelText(PROMPT), password);
  await userEvent.click(within(dialog).getByRole("button", { name: "Download" }));
}

const posts = (calls: string[]) => calls.filter((call) => call === "POST /api/training/manual");

describe("user manual", { timeout: 15_000 }, () => {
  it("asks for the password with the seed's words and says 'Incorrect password' to a wrong one, opening nothing", async () => {
    const api = renderManual(withPassword, { "POST /api/training/manual": unlocked });
    const dialog = await askForManual();
    const field = within(dialog).getByLabelText(PROMPT);
    expect(field).toHaveAttribute("type", "password");
    expect(field).toHaveFocus();
    await answer(dialog, "a-guess");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(/^Incorrect password$/);
    expect(windowOpen).not.toHaveBeenCalled();
    expect(posts(api.calls)).toHaveLength(1);
    expect(dialog).toBeInTheDocument();
  });

  it("opens the manual in a new tab once the server accepts the password", async () => {
    const api = renderManual(withPassword, { "POST /api/training/manual": unlocked });
    const dialog = await askForManual();
    await answer(dialog, "demo-manual");
    await waitFor(() => expect(windowOpen).toHaveBeenCalledWith(MANUAL_URL, "_blank"));
    expect(newTab.opener).toBeNull();
    expect(JSON.parse(String(api.requests.at(-1)?.data))).toEqual({ password: "demo-manual" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Download the manual" })).toHaveFocus();
  });

  it("never asks for the link before a password was typed", async () => {
    const api = renderManual(withPassword, { "POST /api/training/manual": unlocked });
    const dialog = await askForManual();
    expect(posts(api.calls)).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: "Download" }));
    expect(await within(dialog).findByText("Enter the password.")).toBeInTheDocument();
    expect(posts(api.calls)).toEqual([]);
    expect(document.body.innerHTML).not.toContain(MANUAL_URL);
  });

  it("opens the manual at once, without a prompt, when the company set no password", async () => {
    const api = renderManual(withoutPassword, {
      "POST /api/training/manual": { status: 200, data: { data: { url: MANUAL_URL } } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Download the manual" }));
    await waitFor(() => expect(windowOpen).toHaveBeenCalledWith(MANUAL_URL, "_blank"));
    expect(JSON.parse(String(api.requests.at(-1)?.data))).toEqual({});
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByLabelText(PROMPT)).not.toBeInTheDocument();
  });

  it("offers the link as a button when the browser blocked the new tab", async () => {
    windowOpen.mockReturnValue(null);
    renderManual(withPassword, { "POST /api/training/manual": unlocked });
    const dialog = await askForManual();
    await answer(dialog, "demo-manual");
    const link = await within(dialog).findByRole("link", { name: "Open the manual" });
    expect(link).toHaveAttribute("href", MANUAL_URL);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(windowOpen).toHaveBeenCalledTimes(1);
  });

  it("offers the link too when a manual without password was blocked", async () => {
    windowOpen.mockReturnValue(null);
    renderManual(withoutPassword, {
      "POST /api/training/manual": { status: 200, data: { data: { url: MANUAL_URL } } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Download the manual" }));
    const dialog = await screen.findByRole("dialog", { name: "User manual" });
    expect(within(dialog).getByRole("link", { name: "Open the manual" })).toHaveAttribute("href", MANUAL_URL);
  });

  it("shows the server's message after too many wrong answers", async () => {
    renderManual(withPassword, {
      "POST /api/training/manual": {
        status: 429,
        data: { message: "Too many attempts. Please try again later." },
        headers: { "retry-after": "42" },
      },
    });
    const dialog = await askForManual();
    await answer(dialog, "demo-manual");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Too many attempts. Please try again later.");
    expect(windowOpen).not.toHaveBeenCalled();
  });

  it("refuses a link that is not http(s)", async () => {
    renderManual(withoutPassword, {
      "POST /api/training/manual": { status: 200, data: { data: { url: "javascript:alert(1)" } } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Download the manual" }));
    expect(await screen.findByText("Failed to open the manual")).toBeInTheDocument();
    expect(windowOpen).not.toHaveBeenCalled();
  });

  it("says so when the company has no manual", async () => {
    renderManual({ tutorial_url: null, has_manual: false, manual_requires_password: false });
    expect(await screen.findByText("Your company has not added a user manual yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download the manual" })).not.toBeInTheDocument();
  });
});
