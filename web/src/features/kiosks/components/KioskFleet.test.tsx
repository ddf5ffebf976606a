import { ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { makeUser } from "../../../test/fixtures";
import { makeKiosk, makeTray } from "../../../test/kiosk-fixtures";
import { page } from "../../../test/list-fixtures";
import { setViewportWidth } from "../../../test/viewport";
import { renderFleet } from "./fleet-test-support";

const mall = makeKiosk({
  name: "Mall Kiosk",
  trays: [
    makeTray({ position: 1, level: 40 }),
    makeTray({ position: 2, level: 5, product: { id: "0190a8a4-8a2b-7cc0-9d7e-000000000301", name: "Mango" } }),
  ],
});
const station = makeKiosk({
  name: "Station Kiosk",
  status: "offline",
  last_seen_at: null,
  too_warm: true,
  temperature_c: 7.5,
  reported_status: "error",
  error_codes: ["E12"],
});
const depot = makeKiosk({ name: "Depot Kiosk", status: "maintenance", active: false });

const LIST = "GET /api/kiosks";
const FIRST_PAGE = "GET /api/kiosks?page=1&per_page=10&sort=name&order=asc";

describe("kiosk fleet", { timeout: 15_000 }, () => {
  it("lists kiosks with their status in words, last seen, owner, badges and tray meters", async () => {
    const { api } = renderFleet({ [LIST]: { status: 200, data: page([mall, station, depot]) } });
    const list = await screen.findByRole("list", { name: "Kiosks" });
    expect(api.calls).toContain(FIRST_PAGE);
    expect(screen.getByRole("heading", { name: "Kiosks", level: 2 })).toBeInTheDocument();
    expect(within(list).getByText("Online")).toBeInTheDocument();
    expect(within(list).getByText("Offline")).toBeInTheDocument();
    expect(within(list).getByText("Maintenance")).toBeInTheDocument();
    expect(within(list).getAllByText("Last seen 2 minutes ago")).toHaveLength(2);
    expect(within(list).getByText("Never seen")).toBeInTheDocument();
    expect(within(list).getAllByText("Owner: Casey Client")).toHaveLength(3);
    expect(within(list).getByText("Too warm: 7.5°C")).toBeInTheDocument();
    expect(within(list).getByText("Error: E12")).toBeInTheDocument();
    expect(within(list).getByText("Disabled")).toBeInTheDocument();
    expect(screen.getByText("3 kiosks")).toBeInTheDocument();

    const low = within(list).getByRole("meter", { name: "Tray 2: 5 of 50, low" });
    expect(low).toHaveAttribute("aria-valuenow", "5");
    expect(low).toHaveAttribute("aria-valuemax", "50");
    expect(within(list).getByRole("meter", { name: "Tray 1: 40 of 50" })).toBeInTheDocument();
    expect(within(list).getByText("1 low tray")).toBeInTheDocument();
  });

  it("puts search, status and the low filter into the request, and pages on the server", async () => {
    const { api } = renderFleet({ [LIST]: { status: 200, data: page([mall], 25) } });
    await screen.findByText("Mall Kiosk");
    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Offline" }));
    await waitFor(() => expect(api.calls).toContain(`${FIRST_PAGE}&status=offline`));
    await userEvent.click(screen.getByRole("switch", { name: "Low trays only" }));
    await waitFor(() => expect(api.calls).toContain(`${FIRST_PAGE}&status=offline&low=true`));
    await userEvent.type(screen.getByRole("searchbox", { name: "Search kiosks" }), "mall");
    await waitFor(() => expect(api.calls).toContain(`${FIRST_PAGE}&search=mall&status=offline&low=true`));
    await userEvent.click(screen.getByRole("button", { name: "Go to page 2" }));
    await waitFor(() =>
      expect(api.calls).toContain(
        "GET /api/kiosks?page=2&per_page=10&sort=name&order=asc&search=mall&status=offline&low=true",
      ),
    );
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard?status=offline&low=true&search=mall&page=2");
  });

  it("opens a kiosk's fresh trays beside the list and sets the app-wide selected id", async () => {
    const fresh = [makeTray({ position: 1, level: 12, product: { id: mall.id, name: "Strawberry" } })];
    renderFleet({
      [LIST]: { status: 200, data: page([mall, station]) },
      [`GET /api/kiosks/${mall.id}/trays`]: { status: 200, data: { data: fresh } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Mall Kiosk" }));
    expect(screen.getByTestId("selected-id")).toHaveTextContent(mall.id);
    expect(screen.getByRole("button", { name: "Mall Kiosk" })).toHaveAttribute("aria-pressed", "true");
    const panel = screen.getByRole("complementary", { name: "Trays of Mall Kiosk" });
    expect(await within(panel).findByText("Strawberry")).toBeInTheDocument();
    expect(within(panel).getByRole("meter", { name: "Tray 1: 12 of 50" })).toBeInTheDocument();
    expect(within(panel).getByText("Low at 10 · par 50")).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Close trays" }));
    expect(screen.getByTestId("selected-id")).toHaveTextContent("");
    expect(screen.queryByRole("complementary")).not.toBeInTheDocument();
  });

  it("opens the trays in a drawer on a phone", async () => {
    setViewportWidth(390);
    renderFleet({
      [LIST]: { status: 200, data: page([mall]) },
      [`GET /api/kiosks/${mall.id}/trays`]: { status: 200, data: { data: mall.trays } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Mall Kiosk" }));
    const drawer = await screen.findByRole("dialog", { name: "Trays of Mall Kiosk" });
    expect(within(drawer).getByRole("meter", { name: "Tray 2: 5 of 50, low" })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole("button", { name: "Close trays" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("offers staff every action, a client only editing, and nothing without the permissions", async () => {
    const routes = { [LIST]: { status: 200, data: page([mall]) } };
    const menuItems = async () => {
      await userEvent.click(await screen.findByRole("button", { name: "Actions for Mall Kiosk" }));
      const items = (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
      await userEvent.keyboard("{Escape}");
      return items;
    };

    const staff = renderFleet(routes);
    expect(await menuItems()).toEqual(["Edit", "Disable", "Rotate API key", "Delete"]);
    expect(screen.getByRole("button", { name: "Add kiosk" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Select Mall Kiosk" })).toBeInTheDocument();
    staff.unmount();

    const client = renderFleet(routes, { user: makeUser(ROLE_NAMES.client) });
    expect(await menuItems()).toEqual(["Edit"]);
    expect(screen.queryByRole("button", { name: "Add kiosk" })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    client.unmount();

    renderFleet(
      { ...routes, [`GET /api/kiosks/${mall.id}/trays`]: { status: 200, data: { data: mall.trays } } },
      { user: makeUser(ROLE_NAMES.client, { permissions: ["view dashboard", "view kiosks"] }) },
    );
    await userEvent.click(await screen.findByRole("button", { name: "Mall Kiosk" }));
    const panel = screen.getByRole("complementary", { name: "Trays of Mall Kiosk" });
    expect(await within(panel).findByRole("meter", { name: "Tray 2: 5 of 50, low" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Actions for Mall Kiosk" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Refill/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Edit tray/ })).not.toBeInTheDocument();
  });

  it("invites staff to add the first kiosk, tells a client none is theirs, and says when nothing matches", async () => {
    const empty = { [LIST]: { status: 200, data: page([]) } };
    const staff = renderFleet(empty);
    expect(await screen.findByText("No kiosks yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add kiosk" })).toBeInTheDocument();
    staff.unmount();

    const client = renderFleet(empty, { user: makeUser(ROLE_NAMES.client) });
    expect(await screen.findByText("No kiosk is assigned to you yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add kiosk" })).not.toBeInTheDocument();
    client.unmount();

    renderFleet(empty, { route: "/dashboard?status=offline" });
    expect(await screen.findByText("No kiosks match")).toBeInTheDocument();
  });

  it("shows a failed load with Retry, and the list once it answers", async () => {
    let fail = true;
    renderFleet({
      [LIST]: () => (fail ? { status: 500, data: { message: "Server Error" } } : { status: 200, data: page([mall]) }),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("Server Error");
    fail = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Mall Kiosk")).toBeInTheDocument();
  });

  it("opens the trays of the kiosk a notification links to (?kiosk=<id>), even off the list's page", async () => {
    const { api } = renderFleet(
      {
        [LIST]: { status: 200, data: page([mall]) },
        [`GET /api/kiosks/${station.id}`]: { status: 200, data: { data: station } },
        [`GET /api/kiosks/${station.id}/trays`]: { status: 200, data: { data: station.trays } },
      },
      { route: `/dashboard?kiosk=${station.id}` },
    );
    expect(await screen.findByRole("complementary", { name: "Trays of Station Kiosk" })).toBeInTheDocument();
    expect(screen.getByTestId("selected-id")).toHaveTextContent(station.id);
    expect(api.calls).toContain(`GET /api/kiosks/${station.id}`);
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/));
  });
});
