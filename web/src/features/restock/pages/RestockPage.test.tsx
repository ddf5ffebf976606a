import { ROLE_NAMES } from "@froyo/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { horizonHours } from "../components/due/due-params";
import {
  dueKiosks,
  KIOSK_MALL,
  KIOSK_MARINA,
  NOW,
  OWNER_A,
  OWNER_B,
  PICK_LIST_ID,
  pickList,
  pickListSummaries,
} from "../restock-fixtures";
import { RestockPage } from "./RestockPage";

const owners = [
  { ...OWNER_A, email: "amal@example.com" },
  { ...OWNER_B, email: "bruno@example.com" },
];

function renderPage(options: { user?: ReturnType<typeof makeUser>; route?: string; routes?: FakeRoutes } = {}) {
  const api = fakeApi({
    "GET /api/restock/due": { status: 200, data: { data: dueKiosks } },
    "GET /api/kiosks/owners": { status: 200, data: { data: owners } },
    "GET /api/restock/pick-lists": { status: 200, data: { data: pickListSummaries } },
    ...options.routes,
  });
  renderWithApp(
    <TestSwr>
      <RestockPage />
      <ToastHost />
    </TestSwr>,
    { user: options.user ?? makeUser(ROLE_NAMES.companyAdmin), route: options.route ?? "/restock" },
  );
  return api;
}

const dueCalls = (api: { calls: string[] }) => api.calls.filter((call) => call.startsWith("GET /api/restock/due"));
const card = async (name: string) => screen.findByRole("listitem", { name });

describe("restock page", { timeout: 15_000 }, () => {
  // Only the clock is fixed: timers stay real for Testing Library's waits and user events.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("opens on the Due tab and lists the due kiosks soonest first, times on each kiosk's clock", async () => {
    const api = renderPage();
    expect(await screen.findByRole("heading", { name: "Restock", level: 1 })).toBeInTheDocument();
    const tabs = within(screen.getByRole("tablist", { name: "Restock sections" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Due", "Visits", "Pick lists"]);
    expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    const list = await screen.findByRole("list", { name: "Kiosks due for a visit" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Marina Walk", "City Mall", "Old Pier"]);
    const marina = await card("Marina Walk");
    expect(within(marina).getByText("Amal Owner")).toBeInTheDocument();
    // 14:00 UTC is 18:00 in Dubai, 3 h 40 min after now.
    expect(within(marina).getAllByText(/^Dec 2, 2026, 6:00\sPM \(Asia\/Dubai\)$/)).toHaveLength(2);
    expect(within(marina).getByText("in 4 hours")).toBeInTheDocument();
    expect(within(marina).getByText("Online")).toBeInTheDocument();
    const trays = within(marina).getByRole("table", { name: "Trays of Marina Walk driving the visit" });
    const rows = within(trays).getAllByRole("row").slice(1);
    expect(
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.replace(/\s/g, " "))),
    ).toEqual([
      ["1", "Mango Tango", "3 / 10", "Dec 2, 2026, 6:00 PM (Asia/Dubai)", "73%"],
      ["4", "Berry Blast", "5 / 12", "Not within 14 days", "20%"],
    ]);
    const pier = await card("Old Pier");
    expect(within(pier).getByText("Offline · not forecast")).toBeInTheDocument();
    expect(within(pier).getByText("No tray runs out within the horizon")).toBeInTheDocument();
    expect(dueCalls(api)).toEqual(["GET /api/restock/due?within_hours=24"]);
  });

  it("asks for the chosen horizon and owner, kept in the address", async () => {
    const api = renderPage();
    await card("Marina Walk");
    await userEvent.click(screen.getByRole("button", { name: "A week" }));
    await waitFor(() => expect(dueCalls(api).at(-1)).toBe("GET /api/restock/due?within_hours=168"));
    expect(screen.getByTestId("location")).toHaveTextContent("/restock?horizon=168");
    await userEvent.click(screen.getByRole("combobox", { name: "Owner" }));
    await userEvent.click(await screen.findByRole("option", { name: "Bruno Owner" }));
    await waitFor(() =>
      expect(dueCalls(api).at(-1)).toBe(`GET /api/restock/due?within_hours=168&owner_id=${OWNER_B.id}`),
    );
    expect(screen.getByTestId("location")).toHaveTextContent(`/restock?horizon=168&owner=${OWNER_B.id}`);
    await userEvent.click(screen.getByRole("button", { name: "Today" }));
    const untilMidnight = horizonHours("today", NOW);
    await waitFor(() =>
      expect(dueCalls(api).at(-1)).toBe(`GET /api/restock/due?within_hours=${untilMidnight}&owner_id=${OWNER_B.id}`),
    );
  });

  it("makes a pick list of the ticked kiosks for the planned time and opens it", async () => {
    const api = renderPage({
      routes: { "POST /api/restock/pick-lists": { status: 201, data: { data: pickList } } },
    });
    await card("Marina Walk");
    const make = screen.getByRole("button", { name: "Make pick list" });
    expect(make).toBeDisabled();
    // The planned visit starts at the next full hour on the viewer's clock.
    const field = screen.getByLabelText("Planned visit");
    const nextHour = new Date(NOW.getFullYear(), NOW.getMonth(), NOW.getDate(), NOW.getHours() + 1);
    expect(new Date((field as HTMLInputElement).value).getTime()).toBe(nextHour.getTime());
    await userEvent.click(screen.getByRole("checkbox", { name: "Select Marina Walk" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Select City Mall" }));
    expect(screen.getByText("2 kiosks selected")).toBeInTheDocument();
    fireEvent.change(field, { target: { value: "2026-12-03T08:30" } });
    await userEvent.click(make);
    await waitFor(() => expect(api.calls).toContain("POST /api/restock/pick-lists"));
    const post = api.requests.find((request) => request.method === "post");
    expect(JSON.parse(String(post?.data))).toEqual({
      kiosk_ids: [KIOSK_MARINA, KIOSK_MALL],
      visit_at: new Date("2026-12-03T08:30").toISOString(),
    });
    await waitFor(() =>
      expect(screen.getByTestId("location")).toHaveTextContent(`/restock/pick-lists/${PICK_LIST_ID}`),
    );
    expect(await screen.findByText("Pick list made")).toBeInTheDocument();
  });

  it("selects every kiosk at once, and shows the server's reason when the list cannot be made", async () => {
    renderPage({
      routes: {
        "POST /api/restock/pick-lists": {
          status: 422,
          data: { message: "Invalid.", errors: { visit_at: ["The visit time must be a date and time."] } },
        },
      },
    });
    await card("Marina Walk");
    await userEvent.click(screen.getByRole("checkbox", { name: "Select all kiosks" }));
    expect(screen.getByText("3 kiosks selected")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Make pick list" }));
    expect(await screen.findByText("The visit time must be a date and time.")).toBeInTheDocument();
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/restock$/);
  });

  it("links each kiosk to its visit form for those who may record one", async () => {
    renderPage({ user: makeUser(ROLE_NAMES.fieldTechnician) });
    const marina = await card("Marina Walk");
    expect(within(marina).getByRole("link", { name: "Record visit" })).toHaveAttribute(
      "href",
      `/restock/visit/${KIOSK_MARINA}`,
    );
  });

  it("offers no planning without 'edit restock': no tick boxes, no Make pick list, no visit link", async () => {
    const viewer = makeUser(ROLE_NAMES.companyAdmin);
    renderPage({ user: { ...viewer, permissions: viewer.permissions.filter((name) => name !== "edit restock") } });
    const marina = await card("Marina Walk");
    expect(screen.queryByRole("button", { name: "Make pick list" })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(within(marina).queryByRole("link", { name: "Record visit" })).not.toBeInTheDocument();
  });

  it("gives a client no owner filter (they see only their kiosks) and asks for no owners", async () => {
    const api = renderPage({ user: makeUser(ROLE_NAMES.client) });
    await card("Marina Walk");
    expect(screen.queryByRole("combobox", { name: "Owner" })).not.toBeInTheDocument();
    expect(api.calls).not.toContain("GET /api/kiosks/owners");
  });

  it("lets a technician, who may not list owners, filter by the owners the list shows", async () => {
    const api = renderPage({ user: makeUser(ROLE_NAMES.fieldTechnician) });
    await card("Marina Walk");
    await userEvent.click(screen.getByRole("combobox", { name: "Owner" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["All owners", "Amal Owner", "Bruno Owner"]);
    expect(api.calls).not.toContain("GET /api/kiosks/owners");
  });

  it("says so when nothing is due, and offers no planning then", async () => {
    renderPage({ routes: { "GET /api/restock/due": { status: 200, data: { data: [] } } } });
    expect(await screen.findByText("No kiosk is due within this horizon")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Make pick list" })).not.toBeInTheDocument();
  });

  it("shows the load failure with a retry", async () => {
    renderPage({ routes: { "GET /api/restock/due": { status: 500, data: { message: "Server error." } } } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Server error.");
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
  });

  it("lists the pick lists newest first on their tab, opened from the address or the tab", async () => {
    renderPage({ route: "/restock?tab=pick-lists" });
    const table = await screen.findByRole("table", { name: "Pick lists" });
    const row = within(table).getAllByRole("row")[1] as HTMLElement;
    expect(within(row).getByText("Marina Walk, City Mall")).toBeInTheDocument();
    expect(within(row).getByText("20")).toBeInTheDocument();
    expect(within(row).getByText("Open")).toBeInTheDocument();
    expect(within(row).getByText("Casey Client")).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: /^Open pick list for Dec 3, 2026/ })).toHaveAttribute(
      "href",
      `/restock/pick-lists/${PICK_LIST_ID}`,
    );
    await userEvent.click(screen.getByRole("tab", { name: "Due" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/restock$/));
    await userEvent.click(screen.getByRole("tab", { name: "Visits" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/restock?tab=visits"));
  });
});
