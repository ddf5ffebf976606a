import { defaultNotificationSettings, NOTIFICATION_MESSAGES, ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastHost } from "../../../../app/ToastHost";
import { type FakeRoutes, fakeApi } from "../../../../test/fake-api";
import { makeUser } from "../../../../test/fixtures";
import { renderWithApp } from "../../../../test/render";
import { TestSwr } from "../../../../test/swr";
import { setViewportWidth } from "../../../../test/viewport";
import { settingsOf } from "../../notification-fixtures";
import { NotificationsPage } from "../../pages/NotificationsPage";

const admin = makeUser(ROLE_NAMES.companyAdmin);

afterEach(() => vi.restoreAllMocks());

function renderSettings(options: { routes?: FakeRoutes; user?: ReturnType<typeof makeUser> } = {}) {
  const api = fakeApi({
    "GET /api/settings/notifications": { status: 200, data: settingsOf() },
    "GET /api/timezones": { status: 200, data: { data: ["Europe/Paris", "UTC"] } },
    "PUT /api/settings/notifications": (config) => ({
      status: 200,
      data: { data: JSON.parse(String(config.data)), meta: { saved: true } },
    }),
    ...options.routes,
  });
  renderWithApp(
    <TestSwr>
      <NotificationsPage />
      <ToastHost />
    </TestSwr>,
    { user: options.user ?? admin, route: "/notifications?tab=settings" },
  );
  return api;
}

const box = (name: string) => screen.getByRole("checkbox", { name });
const putBodies = (api: ReturnType<typeof fakeApi>) =>
  api.requests.filter((request) => request.method === "put").map((request) => JSON.parse(String(request.data)));

describe("notification settings", { timeout: 15_000 }, () => {
  it("shows the matrix as a table of labelled boxes and saves exactly what was changed", async () => {
    const api = renderSettings();
    const table = await screen.findByRole("table", { name: "Which events reach you, and how" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Event", "In-app inbox", "Email", "Push", "When"]);
    expect(within(table).getAllByRole("rowheader")).toHaveLength(9);
    expect(box("Kiosk offline: Email")).toBeChecked();
    expect(box("Daily sales digest: Push")).not.toBeChecked();

    await userEvent.click(box("Kiosk offline: Email"));
    await userEvent.click(box("Daily sales digest: Push"));
    await userEvent.clear(screen.getByLabelText("Minutes offline"));
    await userEvent.type(screen.getByLabelText("Minutes offline"), "0");
    await userEvent.type(screen.getByLabelText("Low at (%)"), "20");
    await userEvent.click(screen.getByRole("switch", { name: "Quiet hours on" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText(NOTIFICATION_MESSAGES.settingsSaved)).toBeInTheDocument();
    const defaults = defaultNotificationSettings("Europe/Paris");
    expect(putBodies(api)).toEqual([
      {
        ...defaults,
        events: {
          ...defaults.events,
          kiosk_offline: { ...defaults.events.kiosk_offline, email: false, minutes: 0 },
          tray_low: { ...defaults.events.tray_low, percent: 20 },
          daily_digest: { ...defaults.events.daily_digest, push: true },
        },
        quiet_hours: { start: "22:00", end: "07:00" },
      },
    ]);
  });

  it("puts the server's 422 messages under their fields, the pair's under the end of quiet hours", async () => {
    renderSettings({
      routes: {
        "PUT /api/settings/notifications": {
          status: 422,
          data: {
            message: "The given data was invalid.",
            errors: {
              "events.no_sales.hours": ["The no-sales hours must not be greater than 12."],
              quiet_hours: ["The quiet hours must not start and end at the same time."],
            },
          },
        },
      },
    });
    await userEvent.click(await screen.findByRole("switch", { name: "Quiet hours on" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    const hours = screen.getByLabelText("Hours without a sale");
    expect(await screen.findByText("The no-sales hours must not be greater than 12.")).toBeInTheDocument();
    expect(hours).toHaveAttribute("aria-invalid", "true");
    expect(hours).toHaveAccessibleDescription("The no-sales hours must not be greater than 12.");
    expect(screen.getByLabelText("Until")).toHaveAccessibleDescription(
      "The quiet hours must not start and end at the same time.",
    );
    expect(hours).toHaveFocus();
  });

  it("checks the thresholds with the contract's own messages before sending anything", async () => {
    const api = renderSettings();
    const minutes = await screen.findByLabelText("Minutes offline");
    await userEvent.clear(minutes);
    await userEvent.type(minutes, "soon");
    await userEvent.clear(screen.getByLabelText("Hours without a sale"));
    await userEvent.type(screen.getByLabelText("Hours without a sale"), "13");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    expect(await screen.findByText("The offline minutes must be a number.")).toBeInTheDocument();
    expect(screen.getByText("The no-sales hours must not be greater than 12.")).toBeInTheDocument();
    expect(putBodies(api)).toEqual([]);
  });

  it("is read-only without 'edit notification settings': every control disabled, nothing to save", async () => {
    const api = renderSettings({
      user: makeUser(ROLE_NAMES.clientPro, { permissions: ["view notifications", "view notification settings"] }),
    });
    await screen.findByRole("table", { name: "Which events reach you, and how" });
    expect(screen.getByText(/changing them needs the permission to edit notification settings/)).toBeInTheDocument();
    for (const checkbox of screen.getAllByRole("checkbox")) expect(checkbox).toBeDisabled();
    expect(screen.getByLabelText("Minutes offline")).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Quiet hours on" })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Push notifications on this browser" })).toBeDisabled();
    expect(screen.getByText("Europe/Paris")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).not.toBeInTheDocument();
    // Restocking is not offered to a role that may not see it (the server would not send it either).
    expect(screen.queryByText("Restock due")).not.toBeInTheDocument();
    expect(api.calls).not.toContain("GET /api/timezones");
  });

  it("proposes the browser's timezone until the user saves one, not the company's (issue 21, part 6)", async () => {
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...resolved,
      timeZone: "Europe/Paris",
    });
    const api = renderSettings({
      routes: { "GET /api/settings/notifications": { status: 200, data: settingsOf("UTC", false) } },
    });
    const zone = await screen.findByRole("combobox", { name: "Your timezone" });
    await waitFor(() => expect(zone).toHaveValue("Europe/Paris"));
    expect(screen.getByRole("button", { name: "Undo changes" })).toBeEnabled();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.settingsSaved)).toBeInTheDocument();
    expect(putBodies(api)).toEqual([defaultNotificationSettings("Europe/Paris")]);
  });

  it("keeps a saved timezone whatever the browser's", async () => {
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
      ...resolved,
      timeZone: "Europe/Paris",
    });
    renderSettings({ routes: { "GET /api/settings/notifications": { status: 200, data: settingsOf("UTC") } } });
    expect(await screen.findByRole("combobox", { name: "Your timezone" })).toHaveValue("UTC");
    expect(screen.getByRole("button", { name: "Undo changes" })).toBeDisabled();
  });

  it("on a phone, one card per event with the same labelled boxes", async () => {
    setViewportWidth(390);
    renderSettings();
    const cards = await screen.findByRole("list", { name: "Which events reach you, and how" });
    expect(within(cards).getAllByRole("listitem")).toHaveLength(9);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const offline = within(cards).getByRole("group", { name: "Kiosk offline" });
    expect(within(offline).getByRole("checkbox", { name: "Kiosk offline: Push" })).toBeChecked();
    expect(within(offline).getByLabelText("Minutes offline")).toHaveValue("10");
  });

  it("says when this browser cannot receive push", async () => {
    renderSettings();
    expect(await screen.findByText(/This browser cannot receive push notifications/)).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "Push notifications on this browser" })).toBeDisabled();
  });
});
