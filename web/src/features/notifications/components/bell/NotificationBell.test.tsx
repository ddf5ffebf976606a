import { NOTIFICATION_MESSAGES, ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ToastHost } from "../../../../app/ToastHost";
import { type FakeRoutes, fakeApi } from "../../../../test/fake-api";
import { makeUser } from "../../../../test/fixtures";
import { renderWithApp } from "../../../../test/render";
import { TestSwr } from "../../../../test/swr";
import { inboxPage, KIOSK_ID, makeNotification, usedUpCode } from "../../notification-fixtures";
import { NotificationBell } from "./NotificationBell";

const offline = makeNotification();
const code = usedUpCode({ read_at: "2026-11-26T10:00:00.000Z" });

function renderBell(options: { unread?: number; user?: ReturnType<typeof makeUser>; routes?: FakeRoutes } = {}) {
  const api = fakeApi({
    "GET /api/notifications/count": { status: 200, data: { data: { unread: options.unread ?? 3 } } },
    "GET /api/notifications": { status: 200, data: inboxPage([offline, code]) },
    [`POST /api/notifications/${offline.id}/read`]: { status: 200, data: { data: offline } },
    "POST /api/notifications/read-all": { status: 200, data: { data: { updated: 3, unread: 0 } } },
    ...options.routes,
  });
  renderWithApp(
    <TestSwr>
      <NotificationBell />
      <ToastHost />
    </TestSwr>,
    { user: options.user ?? makeUser(ROLE_NAMES.companyAdmin), route: "/orders" },
  );
  return api;
}

describe("notification bell", { timeout: 15_000 }, () => {
  it("names the unread count and shows it as a badge", async () => {
    const api = renderBell({ unread: 3 });
    const bell = await screen.findByRole("button", { name: "Notifications, 3 unread" });
    expect(bell).toHaveTextContent("3");
    expect(bell).toHaveAttribute("aria-haspopup", "dialog");
    expect(api.calls).toEqual(["GET /api/notifications/count"]);
  });

  it("is just 'Notifications' with nothing unread, and shows no badge", async () => {
    renderBell({ unread: 0 });
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument());
    expect(screen.queryByRole("button", { name: /unread/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Notifications" })).toHaveTextContent("");
  });

  it("caps the badge at 99+ while its name gives the whole count", async () => {
    renderBell({ unread: 1234 });
    const bell = await screen.findByRole("button", { name: "Notifications, 1,234 unread" });
    expect(bell).toHaveTextContent(/^99\+$/);
  });

  it("is not there, and asks nothing, for a user without 'view notifications'", () => {
    const api = renderBell({ user: makeUser(ROLE_NAMES.client) });
    expect(screen.queryByRole("button", { name: /Notifications/ })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it("opens the latest items; one opens its kiosk and is marked read", async () => {
    const api = renderBell();
    await userEvent.click(await screen.findByRole("button", { name: "Notifications, 3 unread" }));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    const items = await within(panel).findAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Unread: Kiosk offline: Santa Monica Pier/),
      expect.stringMatching(/^Promo code used up: WELCOME10/),
    ]);
    expect(items[0]).toHaveFocus();
    expect(within(panel).getByRole("link", { name: "See all notifications" })).toHaveAttribute(
      "href",
      "/notifications",
    );
    expect(api.calls).toContain("GET /api/notifications?page=1&per_page=6");

    await userEvent.keyboard("{Enter}");
    expect(screen.getByTestId("location")).toHaveTextContent(`/dashboard?kiosk=${KIOSK_ID}`);
    await waitFor(() => expect(api.calls).toContain(`POST /api/notifications/${offline.id}/read`));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("marks all read from the panel, with a toast", async () => {
    const api = renderBell();
    await userEvent.click(await screen.findByRole("button", { name: "Notifications, 3 unread" }));
    const panel = await screen.findByRole("dialog", { name: "Notifications" });
    await userEvent.click(within(panel).getByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.allRead)).toBeInTheDocument();
    expect(api.calls).toContain("POST /api/notifications/read-all");
  });
});
