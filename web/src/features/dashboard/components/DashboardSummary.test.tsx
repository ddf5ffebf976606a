import { ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/i18n";
import { formatMinor } from "../../../lib/money";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { loadRtlCache } from "../../../theme/direction-cache";
import { makeDashboard } from "../dashboard-fixtures";
import { DashboardSummary } from "./DashboardSummary";

function renderSummary(routes: FakeRoutes = {}, settings = {}, user = makeUser(ROLE_NAMES.client)) {
  const api = fakeApi({ "GET /api/dashboard": { status: 200, data: { data: makeDashboard() } }, ...routes });
  renderWithApp(
    <TestSwr>
      <DashboardSummary />
    </TestSwr>,
    { user, route: "/dashboard", settings },
  );
  return api;
}

const card = (name: string) => screen.getByRole("heading", { name, level: 3 }).closest("article") as HTMLElement;

describe("dashboard figures", { timeout: 15_000 }, () => {
  it("holds the cards' places with skeletons, then paints them all from one request", async () => {
    const api = renderSummary();
    expect(screen.getAllByTestId("kpi-skeleton")).toHaveLength(7);
    expect(await screen.findByText("$124.50")).toBeInTheDocument();
    expect(screen.queryByTestId("kpi-skeleton")).not.toBeInTheDocument();
    expect(api.calls).toEqual(["GET /api/dashboard"]);

    expect(within(card("Revenue today")).getByText("$124.50")).toBeInTheDocument();
    expect(
      within(card("Revenue today")).getByRole("img", { name: "Up 24.5% against yesterday at this time" }),
    ).toBeInTheDocument();
    expect(within(card("Orders today")).getByText("25")).toBeInTheDocument();
    expect(
      within(card("Orders today")).getByRole("img", { name: "No change against yesterday at this time" }),
    ).toBeInTheDocument();
    expect(within(card("Revenue this month")).getByText("$2,500.00")).toBeInTheDocument();
    expect(
      within(card("Revenue this month")).getByRole("img", { name: "Down 20% against the same days of last month" }),
    ).toHaveAttribute("data-direction", "down");
    // No orders in last month's span: nothing to compare with, and said so.
    expect(within(card("Orders this month")).getByText("No sales in the same days of last month")).toBeInTheDocument();
    expect(within(card("Average order value")).getByText("$5.00")).toBeInTheDocument();
    expect(within(card("Kiosks online")).getByText("3 of 4")).toBeInTheDocument();
    expect(within(card("Low trays")).getByText("2")).toBeInTheDocument();
  });

  it("shows the month's margin with its change and its share of revenue to those who see sales", async () => {
    renderSummary({}, {}, makeUser(ROLE_NAMES.companyAdmin));
    // Its place is held from the start: the grid does not jump when the figures arrive.
    expect(screen.getAllByTestId("kpi-skeleton")).toHaveLength(8);
    expect(await screen.findByText("$1,500.00")).toBeInTheDocument();
    const margin = card("Margin this month");
    expect(within(margin).getByText("$1,500.00")).toBeInTheDocument();
    // 150,000 against 180,000 cents.
    expect(
      within(margin).getByRole("img", { name: "Down 16.7% against the same days of last month" }),
    ).toBeInTheDocument();
    expect(within(margin).getByText("60% of revenue")).toBeInTheDocument();
  });

  it("shows no margin when the answer has none (a caller without view sales)", async () => {
    const data = makeDashboard();
    data.month.margin_cents = null;
    data.month.previous.margin_cents = null;
    renderSummary({ "GET /api/dashboard": { status: 200, data: { data } } });
    expect(await screen.findByText("$2,500.00")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Margin this month" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(7);
  });

  it("lists this month's top products, the 30 days' revenue for screen readers, and the lost sales as an estimate", async () => {
    renderSummary();
    const top = await screen.findByRole("region", { name: "Top products this month" });
    const rows = await within(top).findAllByRole("row");
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(["Original Tart200$900.00", "Mango Cup120$600.00"]);

    const revenue = screen.getByRole("region", { name: "Revenue, last 30 days" });
    const table = within(revenue).getByRole("table", { name: "Revenue of each of the last 30 days" });
    expect(within(table).getAllByRole("row")).toHaveLength(31);
    expect(within(table).getByRole("row", { name: /Oct 30/ })).toHaveTextContent("$79.00");

    const lost = screen.getByRole("region", { name: "Sales lost to offline kiosks" });
    expect(within(lost).getByText("Estimate")).toBeInTheDocument();
    expect(within(lost).getByText("About $32.00 in 7 orders")).toBeInTheDocument();
    expect(within(lost).getByRole("row", { name: /Airport Kiosk/ })).toHaveTextContent("2.5 hr");
  });

  it("lists a kiosk never seen among the offline ones, saying so instead of an outage's length", async () => {
    const data = makeDashboard();
    const neverSeen = { kiosk_id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c1010", name: "New Pier", offline_minutes: 4000 };
    data.lost_sales.kiosks.push({ ...neverSeen, never_seen: true, revenue_cents: 0 });
    renderSummary({ "GET /api/dashboard": { status: 200, data: { data } } });
    const lost = await screen.findByRole("region", { name: "Sales lost to offline kiosks" });
    const row = await within(lost).findByRole("row", { name: /New Pier/ });
    expect(row).toHaveTextContent("Never seen");
    expect(row).not.toHaveTextContent("hr");
  });

  it("says how many kiosks in maintenance it leaves out, so it adds up with the kiosks online", async () => {
    const data = makeDashboard();
    data.lost_sales.maintenance = 2;
    renderSummary({ "GET /api/dashboard": { status: 200, data: { data } } });
    const lost = await screen.findByRole("region", { name: "Sales lost to offline kiosks" });
    expect(
      await within(lost).findByText("2 kiosks in maintenance are not counted: they are not offline."),
    ).toBeInTheDocument();
  });

  it("says what failed and asks again on demand", async () => {
    const api = renderSummary({ "GET /api/dashboard": { status: 500, data: { message: "Server Error" } } });
    expect(await screen.findByText("Server Error")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(api.calls).toEqual(["GET /api/dashboard", "GET /api/dashboard"]));
  });

  it("reads right to left in Arabic, its amounts written the Arabic way", async () => {
    await Promise.all([i18n.changeLanguage("ar"), loadRtlCache()]);
    renderSummary({}, { direction: "rtl" });
    const amount = formatMinor(12_450, "USD", "ar");
    expect(amount).not.toBe("$124.50");
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    const revenueToday = (await screen.findByRole("heading", { name: "إيرادات اليوم", level: 3 })).closest("article");
    await waitFor(() => expect(revenueToday?.querySelector("p")?.textContent).toBe(amount));
    expect(screen.getByRole("region", { name: "مبيعات فائتة بسبب أكشاك غير متصلة" })).toHaveTextContent("تقدير");
  });
});
