import { ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { ANN_ID, annOctober, BRUNO_ID, brunoOctober, NOW } from "../statements-fixtures";
import { StatementPage } from "./StatementPage";
import { StatementsPage } from "./StatementsPage";

const OCTOBER = "GET /api/statements?month=2026-10";

function renderStatements(options: { user?: ReturnType<typeof makeUser>; route?: string; routes?: FakeRoutes } = {}) {
  const api = fakeApi({
    [OCTOBER]: { status: 200, data: { data: [annOctober, brunoOctober] } },
    [`GET /api/statements/${annOctober.id}`]: { status: 200, data: { data: annOctober } },
    ...options.routes,
  });
  renderWithApp(
    <TestSwr>
      <Routes>
        <Route path="/statements" element={<StatementsPage />} />
        <Route path="/statements/:id" element={<StatementPage />} />
      </Routes>
    </TestSwr>,
    { user: options.user ?? makeUser(ROLE_NAMES.companyAdmin), route: options.route ?? "/statements" },
  );
  return api;
}

const cellsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent));

describe("statements page", { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("shows staff every client's statement of the previous month, one row each, and opens one", async () => {
    const api = renderStatements();
    expect(await screen.findByRole("heading", { name: "Statements", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Month" })).toHaveTextContent("October 2026");
    const grid = await screen.findByRole("grid", { name: "Statements of October 2026" });
    const ann = (await within(grid).findByRole("link", { name: "Ann Owner" })).closest('[role="row"]') as HTMLElement;
    for (const text of ["$1,920.00", "$120.00", "$250.00", "$1.00", "$371.00", "Issued"]) {
      expect(within(ann).getByText(text)).toBeInTheDocument();
    }
    const bruno = within(grid).getByRole("link", { name: "Bruno Owner" }).closest('[role="row"]') as HTMLElement;
    expect(within(bruno).getByText("Draft")).toBeInTheDocument();
    expect(within(bruno).getByText("$124.50")).toBeInTheDocument();
    expect(screen.getByText("2 statements · $495.50 due in total")).toBeInTheDocument();
    expect(api.calls).toEqual([OCTOBER]);

    await userEvent.click(within(grid).getByRole("link", { name: "Ann Owner" }));
    expect(screen.getByTestId("location")).toHaveTextContent(`/statements/${annOctober.id}`);
    expect(await screen.findByRole("heading", { name: "Statement of October 2026", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("Ann Owner (ann@demo.example.com)")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All statements" })).toHaveAttribute("href", "/statements?month=2026-10");
  });

  it("asks for the month picked, and searches the clients by name", async () => {
    const api = renderStatements({
      routes: { "GET /api/statements?month=2026-09": { status: 200, data: { data: [] } } },
    });
    await screen.findByRole("link", { name: "Ann Owner" });
    await userEvent.type(screen.getByRole("searchbox", { name: "Search clients" }), "bruno");
    await waitFor(() => expect(screen.queryByRole("link", { name: "Ann Owner" })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: "Bruno Owner" })).toBeInTheDocument();
    await userEvent.clear(screen.getByRole("searchbox", { name: "Search clients" }));
    expect(await screen.findByRole("link", { name: "Ann Owner" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("combobox", { name: "Month" }));
    const options = screen.getAllByRole("option");
    // The company's current month first (a draft in progress), then the ones before it.
    expect(options.slice(0, 3).map((option) => option.textContent)).toEqual([
      "November 2026",
      "October 2026",
      "September 2026",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "September 2026" }));
    await waitFor(() => expect(api.calls).toContain("GET /api/statements?month=2026-09"));
    expect(screen.getByTestId("location")).toHaveTextContent("month=2026-09");
    expect(await screen.findByText("No client owned a kiosk in September 2026")).toBeInTheDocument();
  });

  it("shows a client their own statement at once: kiosks, totals, what is due, the issue date and the files", async () => {
    const api = renderStatements({
      user: makeUser(ROLE_NAMES.client, { id: ANN_ID }),
      routes: { [OCTOBER]: { status: 200, data: { data: [annOctober] } } },
    });
    expect(await screen.findByText("Ann Owner (ann@demo.example.com)")).toBeInTheDocument();
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
    expect(screen.getByText("Issued")).toBeInTheDocument();
    expect(screen.getByText("Issued on Nov 2, 2026")).toBeInTheDocument();

    const kiosks = screen.getByRole("table", { name: "Sales by kiosk in October 2026" });
    expect(cellsOf(kiosks)).toEqual([
      ["Kiosk", "Gross sales", "Discounts", "Refunds", "Net sales"],
      ["Marina Walk", "$1,200.00", "$50.00", "$10.00", "$1,140.00"],
      ["City Mall", "$800.00", "$0.00", "$20.00", "$780.00"],
      ["Total", "$2,000.00", "$50.00", "$30.00", "$1,920.00"],
    ]);
    const due = screen.getByRole("table", { name: "What the client owes for October 2026" });
    expect(cellsOf(due)).toEqual([
      ["Item", "Amount"],
      ["Royalty 6.25%of $1,920.00 net sales", "$120.00"],
      ["Monthly fee", "$250.00"],
      ["Adjustment for September 2026Sales and refunds of September 2026 after its statement: net +16.00 USD", "$1.00"],
      ["Amount due", "$371.00"],
    ]);

    const downloads = screen.getByRole("group", { name: "Downloads" });
    const pdf = within(downloads).getByRole("link", { name: "Download PDF" });
    expect(pdf).toHaveAttribute("href", `/api/statements/${annOctober.id}.pdf`);
    expect(pdf).toHaveAttribute("download");
    const csv = within(downloads).getByRole("link", { name: "Download CSV" });
    expect(csv).toHaveAttribute("href", `/api/statements/${annOctober.id}.csv`);
    expect(csv).toHaveAttribute("download");
    expect(api.calls).toEqual([OCTOBER]);
  });

  it("marks a draft as such, with the day it will be issued", async () => {
    // The month running: a draft until the 2nd of the next month.
    const november = { ...brunoOctober, id: `${BRUNO_ID}-2026-11`, month: "2026-11" };
    renderStatements({
      route: `/statements/${november.id}`,
      routes: { [`GET /api/statements/${november.id}`]: { status: 200, data: { data: november } } },
    });
    expect(await screen.findByText("Draft")).toBeInTheDocument();
    expect(screen.getByText("Draft — issued on Dec 2, 2026. Its figures may change until then.")).toBeInTheDocument();
    expect(screen.queryByText(/^Issued on/)).not.toBeInTheDocument();
    const due = screen.getByRole("table", { name: "What the client owes for November 2026" });
    expect(within(due).getByText("Royalty 5%")).toBeInTheDocument();
    expect(within(due).queryByText(/Adjustment/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download PDF" })).toHaveAttribute(
      "href",
      `/api/statements/${november.id}.pdf`,
    );
  });

  it("tells a client without a statement for the month so", async () => {
    renderStatements({
      user: makeUser(ROLE_NAMES.client),
      routes: { [OCTOBER]: { status: 200, data: { data: [] } } },
    });
    expect(await screen.findByText("You have no statement for October 2026")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Download PDF" })).not.toBeInTheDocument();
  });

  it("says so when a statement does not exist (or is another client's)", async () => {
    const other = "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0d99-2026-10";
    renderStatements({ route: `/statements/${other}` });
    expect(await screen.findByText("This statement does not exist")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Statement of October 2026", level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Download PDF" })).not.toBeInTheDocument();
  });
});
