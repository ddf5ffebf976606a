import type { Visit } from "@froyo/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../test/fake-api";
import { makeUser } from "../../../../test/fixtures";
import { makeKiosk } from "../../../../test/kiosk-fixtures";
import { page } from "../../../../test/list-fixtures";
import { renderWithApp } from "../../../../test/render";
import { TestSwr } from "../../../../test/swr";
import { KioskFleet } from "../../../kiosks";
import { KioskVisits } from "./KioskVisits";

const kiosk = makeKiosk({ name: "Mall Kiosk" });
const visit: Visit = {
  id: "0190a8a4-8a2b-7cc0-9d7e-00000000d002",
  kiosk: { id: kiosk.id, name: kiosk.name },
  technician: { id: "0190a8a4-8a2b-7cc0-9d7e-00000000c001", name: "Tess Tech" },
  started_at: "2026-06-10T08:00:00.000Z",
  finished_at: "2026-06-10T08:20:00.000Z",
  trays: [],
  checklist: { cleaned: false, temperature_c: null },
  notes: "",
  created_at: "2026-06-10T08:20:01.000Z",
};

function renderFleetWithVisits(role: string) {
  fakeApi({
    "GET /api/kiosks": { status: 200, data: page([kiosk]) },
    [`GET /api/kiosks/${kiosk.id}/trays`]: { status: 200, data: { data: kiosk.trays } },
    [`GET /api/kiosks/${kiosk.id}/visits`]: { status: 200, data: { data: [visit] } },
  });
  // As Home composes them: the fleet takes the restock feature's visits as its panel's second tab.
  renderWithApp(
    <TestSwr>
      <KioskFleet kioskVisits={(id) => <KioskVisits kioskId={id} />} />
    </TestSwr>,
    { user: makeUser(role), route: "/dashboard" },
  );
}

describe("a kiosk's visits on the fleet", { timeout: 20_000 }, () => {
  it("shows the kiosk's visits in a second tab, with a link to record one", async () => {
    renderFleetWithVisits("Field Technician");
    await userEvent.click(await screen.findByRole("button", { name: "Mall Kiosk" }));
    const panel = screen.getByRole("complementary", { name: "Trays of Mall Kiosk" });
    const tabs = within(panel).getByRole("tablist", { name: "Trays and visits" });
    expect(within(tabs).getByRole("tab", { name: "Trays", selected: true })).toBeInTheDocument();
    await userEvent.click(within(tabs).getByRole("tab", { name: "Visits" }));
    const tabPanel = within(panel).getByRole("tabpanel", { name: "Visits" });
    expect(await within(tabPanel).findByRole("cell", { name: "Tess Tech" })).toBeInTheDocument();
    expect(within(tabPanel).getByRole("link", { name: "Record visit" })).toHaveAttribute(
      "href",
      `/restock/visit/${kiosk.id}`,
    );
  });

  it("offers no recording without edit restock", async () => {
    renderFleetWithVisits("Client");
    await userEvent.click(await screen.findByRole("button", { name: "Mall Kiosk" }));
    await userEvent.click(screen.getByRole("tab", { name: "Visits" }));
    expect(await screen.findByRole("cell", { name: "Tess Tech" })).toBeInTheDocument();
    const canRecord = makeUser("Client").permissions.includes("edit restock");
    expect(screen.queryByRole("link", { name: "Record visit" }) !== null).toBe(canRecord);
  });
});
