import { ROLE_NAMES } from "@froyo/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { PICK_LIST_ID, pickList } from "../restock-fixtures";
import { PickListPage } from "./PickListPage";

function renderPage(routes: FakeRoutes = {}, id = PICK_LIST_ID) {
  const api = fakeApi({
    [`GET /api/restock/pick-lists/${PICK_LIST_ID}`]: { status: 200, data: { data: pickList } },
    ...routes,
  });
  renderWithApp(
    <TestSwr>
      <Routes>
        <Route path="/restock/pick-lists/:id" element={<PickListPage />} />
      </Routes>
    </TestSwr>,
    { user: makeUser(ROLE_NAMES.fieldTechnician), route: `/restock/pick-lists/${id}` },
  );
  return api;
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

describe("pick list page", { timeout: 15_000 }, () => {
  it("shows per kiosk the lines to bring, each with a tick box, then the van's load per product", async () => {
    const api = renderPage();
    expect(await screen.findByRole("heading", { name: "Pick list", level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/^Visit planned for Dec 3, 2026/)).toBeInTheDocument();
    expect(screen.getByText("Open")).toBeInTheDocument();
    expect(screen.getByText("Made by Casey Client")).toBeInTheDocument();
    const marina = screen.getByRole("region", { name: "Marina Walk" });
    const lines = within(marina).getByRole("table", { name: "What to bring to Marina Walk" });
    expect(cellsOf(lines)).toEqual([
      ["", "1", "Mango Tango", "1", "10", "9"],
      ["", "4", "Berry Blast", "4", "12", "8"],
    ]);
    expect(within(marina).getByRole("checkbox", { name: "Loaded for tray 4" })).not.toBeChecked();
    const mall = screen.getByRole("region", { name: "City Mall" });
    expect(cellsOf(within(mall).getByRole("table"))).toEqual([["", "2", "Mango Tango", "7", "10", "3"]]);
    const totals = screen.getByRole("region", { name: "Van load" });
    expect(cellsOf(within(totals).getByRole("table", { name: "Units to load per product" }))).toEqual([
      ["Mango Tango", "12"],
      ["Berry Blast", "8"],
    ]);
    expect(api.calls).toEqual([`GET /api/restock/pick-lists/${PICK_LIST_ID}`]);
  });

  it("downloads the CSV by a plain link and prints through the browser", async () => {
    renderPage();
    const csv = await screen.findByRole("link", { name: "Download CSV" });
    expect(csv).toHaveAttribute("href", `/api/restock/pick-lists/${PICK_LIST_ID}.csv`);
    expect(csv).toHaveAttribute("download");
    const print = vi.spyOn(window, "print").mockImplementation(() => undefined);
    await userEvent.click(screen.getByRole("button", { name: "Print" }));
    expect(print).toHaveBeenCalledOnce();
    // The buttons and the way back are left off the paper.
    expect(csv.closest("[data-print-hide]")).not.toBeNull();
    expect(screen.getByRole("link", { name: "All pick lists" }).closest("[data-print-hide]")).not.toBeNull();
  });

  it("says so when the list does not exist (or is another company's)", async () => {
    const other = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0c99";
    renderPage({ [`GET /api/restock/pick-lists/${other}`]: { status: 404, data: { message: "Not found." } } }, other);
    expect(await screen.findByText("This pick list does not exist")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Print" })).not.toBeInTheDocument();
  });
});
