import { NOTIFICATION_MESSAGES, ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ToastHost } from "../../../../app/ToastHost";
import { type FakeRoutes, fakeApi } from "../../../../test/fake-api";
import { makeUser } from "../../../../test/fixtures";
import { renderWithApp } from "../../../../test/render";
import { TestSwr } from "../../../../test/swr";
import { inboxPage, KIOSK_ID, makeNotification, settingsOf, usedUpCode } from "../../notification-fixtures";
import { NotificationsPage } from "../../pages/NotificationsPage";

const offline = makeNotification();
const code = usedUpCode({ read_at: "2026-11-26T10:00:00.000Z" });

function renderInbox(options: { routes?: FakeRoutes; user?: ReturnType<typeof makeUser>; route?: string } = {}) {
  let read = false;
  const api = fakeApi({
    // Once marked, the item comes back read: the list is fetched again after the call.
    "GET /api/notifications": () => ({
      status: 200,
      data: inboxPage([read ? { ...offline, read_at: "2026-11-26T11:00:00.000Z" } : offline, code]),
    }),
    [`POST /api/notifications/${offline.id}/read`]: () => {
      read = true;
      return { status: 200, data: { data: { ...offline, read_at: "2026-11-26T11:00:00.000Z" } } };
    },
    "POST /api/notifications/read-all": { status: 200, data: { data: { updated: 1, unread: 0 } } },
    "GET /api/settings/notifications": { status: 200, data: settingsOf() },
    ...options.routes,
  });
  renderWithApp(
    <TestSwr>
      <NotificationsPage />
      <ToastHost />
    </TestSwr>,
    { user: options.user ?? makeUser(ROLE_NAMES.companyAdmin), route: options.route ?? "/notifications" },
  );
  return api;
}

const inboxList = () => screen.findByRole("list", { name: "Inbox" });

describe("notifications inbox", { timeout: 15_000 }, () => {
  it("lists the items newest first, unread ones marked, each linking to its kiosk or code", async () => {
    const api = renderInbox();
    expect(screen.getByRole("tab", { name: "Inbox" })).toHaveAttribute("aria-selected", "true");
    const items = within(await inboxList()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("link", { name: /^Unread: Kiosk offline: Santa Monica Pier/ })).toHaveAttribute(
      "href",
      `/dashboard?kiosk=${KIOSK_ID}`,
    );
    expect(within(second).getByRole("link", { name: /^Promo code used up: WELCOME10/ })).toHaveAttribute(
      "href",
      `/promo-codes?code=${code.promo_code?.id}`,
    );
    expect(within(second).queryByRole("button", { name: /Mark as read/ })).not.toBeInTheDocument();
    expect(screen.getByText("1 unread")).toBeInTheDocument();
    expect(api.calls).toContain("GET /api/notifications?page=1&per_page=20");
  });

  it("marks one item read, then shows it read", async () => {
    const api = renderInbox();
    await inboxList();
    await userEvent.click(screen.getByRole("button", { name: "Mark as read: Kiosk offline: Santa Monica Pier" }));
    expect(api.calls).toContain(`POST /api/notifications/${offline.id}/read`);
    await waitFor(() => expect(screen.queryByRole("button", { name: /^Mark as read:/ })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: /^Kiosk offline: Santa Monica Pier/ })).toBeInTheDocument();
    expect(screen.getByText("0 unread")).toBeInTheDocument();
  });

  it("marks all read with a toast, and filters to the unread, empty once none is left", async () => {
    const api = renderInbox({
      routes: { "GET /api/notifications?page=1&per_page=20&unread=true": { status: 200, data: inboxPage([]) } },
    });
    await inboxList();
    await userEvent.click(screen.getByRole("button", { name: "Mark all as read" }));
    expect(await screen.findByText(NOTIFICATION_MESSAGES.allRead)).toBeInTheDocument();
    expect(api.calls).toContain("POST /api/notifications/read-all");

    await userEvent.click(screen.getByRole("switch", { name: "Unread only" }));
    expect(await screen.findByText("No unread notifications")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent("/notifications?unread=1");
  });

  it("says so when the inbox is empty", async () => {
    renderInbox({ routes: { "GET /api/notifications": { status: 200, data: inboxPage([]) } } });
    expect(await screen.findByText("No notifications yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark all as read" })).toBeDisabled();
  });

  it("shows only the settings, without tabs, to a user who may see settings but has no inbox", async () => {
    const api = renderInbox({
      user: makeUser(ROLE_NAMES.clientPro, { permissions: ["view notification settings"] }),
    });
    expect(await screen.findByRole("table", { name: "Which events reach you, and how" })).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(api.calls.some((call) => call.startsWith("GET /api/notifications"))).toBe(false);
  });
});
