import type { Visit, VisitsList } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { fakeApi } from "../../../../test/fake-api";
import { makeUser } from "../../../../test/fixtures";
import { makeKiosk } from "../../../../test/kiosk-fixtures";
import { page } from "../../../../test/list-fixtures";
import { renderWithApp } from "../../../../test/render";
import { TestSwr } from "../../../../test/swr";
import { VisitsTab } from "./VisitsTab";
import { localDate } from "./visit-figures";

const harbour = makeKiosk({ name: "Harbour kiosk" });
const tech = { id: "0190a8a4-8a2b-7cc0-9d7e-00000000c001", name: "Tess Tech" };

const visit: Visit = {
  id: "0190a8a4-8a2b-7cc0-9d7e-00000000d001",
  kiosk: { id: harbour.id, name: harbour.name },
  technician: tech,
  started_at: "2026-06-10T08:00:00.000Z",
  finished_at: "2026-06-10T08:20:00.000Z",
  trays: [
    {
      tray_id: "0190a8a4-8a2b-7cc0-9d7e-00000000e001",
      position: 1,
      product_id: "0190a8a4-8a2b-7cc0-9d7e-00000000b001",
      product_name: "Mango",
      expected: 12,
      counted: 10,
      added: 33,
      removed: 3,
      removed_reason: "expired",
      level_after: 40,
      shrinkage: 2,
    },
    {
      tray_id: "0190a8a4-8a2b-7cc0-9d7e-00000000e002",
      position: 2,
      product_id: null,
      product_name: null,
      expected: 5,
      counted: 5,
      added: 10,
      removed: 0,
      removed_reason: null,
      level_after: 15,
      shrinkage: 0,
    },
  ],
  checklist: { cleaned: true, temperature_c: 4.5 },
  notes: "Wiped the nozzle.",
  created_at: "2026-06-10T08:20:01.000Z",
};

const list: VisitsList = {
  data: [visit],
  summary: [
    {
      product_id: "0190a8a4-8a2b-7cc0-9d7e-00000000b001",
      name: "Mango",
      shrinkage: 2,
      removed: { expired: 3, damaged: 0, other: 0 },
    },
  ],
};

describe("the visits tab", { timeout: 20_000 }, () => {
  it("lists the last 7 days' visits with their figures and the summary per product, and opens a visit", async () => {
    const api = fakeApi({
      "GET /api/restock/visits": { status: 200, data: list },
      "GET /api/kiosks": { status: 200, data: page([harbour]) },
    });
    renderWithApp(
      <TestSwr>
        <VisitsTab />
      </TestSwr>,
      { user: makeUser("Field Technician") },
    );
    const table = await screen.findByRole("table", { name: "Visits" });
    expect(api.calls).toContain(`GET /api/restock/visits?from=${localDate(6)}&to=${localDate(0)}`);
    const [, row] = within(table).getAllByRole("row");
    const cells = within(row as HTMLElement)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual(["Harbour kiosk", "Tess Tech", "2", "43", "2", "3"]);

    const summary = screen.getByRole("table", { name: "Shrinkage and waste per product" });
    expect(within(summary).getByRole("row", { name: "Mango 2 3 0 0" })).toBeInTheDocument();

    await userEvent.click(within(table).getByRole("button", { name: /^Open the visit of .* to Harbour kiosk$/ }));
    const dialog = await screen.findByRole("dialog", { name: "Visit to Harbour kiosk" });
    expect(within(dialog).getByText("Technician: Tess Tech")).toBeInTheDocument();
    expect(within(dialog).getByText("Cleaned · Temperature 4.5 °C", { exact: false })).toBeInTheDocument();
    expect(within(dialog).getByRole("row", { name: /Tray 1 Mango 12 10 33 3 \(Expired\) 40 2/ })).toBeInTheDocument();
    expect(within(dialog).getByText("Wiped the nozzle.")).toBeInTheDocument();
  });

  it("filters by kiosk and technician", async () => {
    const api = fakeApi({
      "GET /api/restock/visits": { status: 200, data: list },
      "GET /api/kiosks": { status: 200, data: page([harbour]) },
    });
    renderWithApp(
      <TestSwr>
        <VisitsTab />
      </TestSwr>,
      { user: makeUser("Company Admin") },
    );
    await screen.findByRole("table", { name: "Visits" });
    await userEvent.click(screen.getByRole("combobox", { name: "Kiosk" }));
    await userEvent.click(await screen.findByRole("option", { name: "Harbour kiosk" }));
    await userEvent.click(screen.getByRole("combobox", { name: "Technician" }));
    await userEvent.click(await screen.findByRole("option", { name: "Tess Tech" }));
    await waitFor(() =>
      expect(api.calls).toContain(
        `GET /api/restock/visits?from=${localDate(6)}&to=${localDate(0)}&kiosk_id=${harbour.id}&technician_id=${tech.id}`,
      ),
    );
  });
});
