import { ROLE_NAMES } from "@froyo/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { demoCompany, makeUser } from "../../../test/fixtures";
import { makeKiosk } from "../../../test/kiosk-fixtures";
import { page } from "../../../test/list-fixtures";
import { makeProduct } from "../../../test/product-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { makeAnalytics } from "../analytics-fixtures";
import { PREVIOUS_DASH } from "../components/TrendChart";
import { presetRange } from "../date-presets";
import { AnalyticsPage } from "./AnalyticsPage";

const mall = makeKiosk({ name: "Mall Kiosk" });
const tart = makeProduct({ name: "Original Tart" });

function renderAnalytics(
  route = "/dashboard/sales-analytics?range=7d",
  routes: FakeRoutes = {},
  user = makeUser(ROLE_NAMES.clientPro),
) {
  const api = fakeApi({
    "GET /api/sales/data": { status: 200, data: { data: makeAnalytics() } },
    "GET /api/kiosks": { status: 200, data: page([mall]) },
    "GET /api/products": { status: 200, data: page([tart]) },
    ...routes,
  });
  const view = renderWithApp(
    <TestSwr>
      <AnalyticsPage />
    </TestSwr>,
    { user, route },
  );
  return { api, ...view };
}

const salesCalls = (calls: string[]) => calls.filter((call) => call.startsWith("GET /api/sales/data"));
const location = () => new URLSearchParams(screen.getByTestId("location").textContent?.split("?")[1] ?? "");

describe("sales analytics page", { timeout: 15_000 }, () => {
  beforeEach(() => {
    // jsdom lays nothing out: give the charts' boxes a width, as a browser would.
    vi.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(800);
  });

  it("asks for the chosen period in the company's timezone and shows the totals against the previous period", async () => {
    const { api } = renderAnalytics();
    expect(screen.getByRole("heading", { name: "Sales analytics", level: 1 })).toBeInTheDocument();
    // Skeletons hold the totals' places until the figures arrive.
    expect(screen.getByRole("region", { name: "Totals" }).querySelector(".MuiSkeleton-root")).not.toBeNull();
    await screen.findByText("Previous period: $665.00");
    const totals = screen.getByRole("region", { name: "Totals" });
    expect(within(totals).getByText("$910.00")).toBeInTheDocument();
    expect(within(totals).getByText("161")).toBeInTheDocument();
    // 91,000 against 66,500 cents: +36.8%, said in words, not by colour alone.
    expect(within(totals).getByRole("img", { name: "Up 36.8% against the previous period" })).toBeInTheDocument();
    expect(within(totals).getByText("Previous period: $665.00")).toBeInTheDocument();
    const week = presetRange("7d", "UTC") as { from: string; to: string };
    expect(salesCalls(api.calls)).toEqual([`GET /api/sales/data?from=${week.from}&to=${week.to}&granularity=day`]);
  });

  it("shows the margin beside the revenue: its total and change, over time, by product and by kiosk", async () => {
    renderAnalytics();
    await screen.findByText("Previous period: $665.00");
    const totals = screen.getByRole("region", { name: "Totals" });
    const margin = within(totals).getByRole("heading", { name: "Margin" }).parentElement as HTMLElement;
    expect(within(margin).getByText("$546.00")).toBeInTheDocument();
    // 54,600 against 41,300 cents.
    expect(within(margin).getByRole("img", { name: "Up 32.2% against the previous period" })).toBeInTheDocument();
    expect(within(margin).getByText("Previous period: $413.00")).toBeInTheDocument();
    expect(within(margin).getByText("60% of revenue")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Margin" }));
    const trend = screen.getByRole("table", { name: "Over time (Margin) as a table" });
    const firstDay = within(trend).getByRole("row", { name: /Nov 18/ });
    expect(
      within(firstDay)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["$60.00", "Nov 11", "$50.00"]);

    const kiosks = screen.getByRole("table", { name: "Kiosks as a table" });
    expect(within(kiosks).getByRole("row", { name: /Mall Kiosk/ })).toHaveTextContent("Mall Kiosk$910.00$546.00161");
  });

  it("counts today in the company's timezone, not the browser's", async () => {
    // UTC+14: for ten hours of every UTC day, it is already tomorrow there.
    const company = { ...demoCompany, default_timezone: "Pacific/Kiritimati" };
    const { api } = renderAnalytics(
      "/dashboard/sales-analytics?range=today",
      {},
      makeUser(ROLE_NAMES.clientPro, { company }),
    );
    await screen.findByText("Previous period: $665.00");
    const today = presetRange("today", "Pacific/Kiritimati") as { from: string; to: string };
    expect(salesCalls(api.calls)).toEqual([`GET /api/sales/data?from=${today.from}&to=${today.to}&granularity=hour`]);
  });

  it("draws the previous period dashed beside this one, and has the figures as a table", async () => {
    const { container } = renderAnalytics();
    await screen.findByRole("region", { name: "Over time" });
    await waitFor(() => expect(container.querySelector('.MuiLineElement-root[data-series="previous"]')).not.toBeNull());
    expect(container.querySelector('.MuiLineElement-root[data-series="previous"]')).toHaveAttribute(
      "stroke-dasharray",
      PREVIOUS_DASH,
    );
    expect(container.querySelector('.MuiLineElement-root[data-series="current"]')).not.toHaveAttribute(
      "stroke-dasharray",
    );
    expect(screen.getByText("Previous period (dashed)")).toBeInTheDocument();

    const table = screen.getByRole("table", { name: "Over time (Revenue) as a table" });
    const firstDay = within(table).getByRole("row", { name: /Nov 18/ });
    expect(
      within(firstDay)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["$100.00", "Nov 11", "$80.00"]);
    expect(within(table).getAllByRole("row")).toHaveLength(8);

    await userEvent.click(screen.getByRole("button", { name: "Orders" }));
    const orders = screen.getByRole("table", { name: "Over time (Orders) as a table" });
    const lastDay = within(orders).getByRole("row", { name: /Nov 24/ });
    expect(
      within(lastDay)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["26", "Nov 17", "22"]);
  });

  it("puts a chart's table on screen on demand", async () => {
    renderAnalytics();
    const products = await screen.findByRole("region", { name: "Top products" });
    await userEvent.click(within(products).getByLabelText("Show as table"));
    const table = within(products).getByRole("table", { name: "Top products as a table" });
    const rows = within(table).getAllByRole("row").slice(1);
    // Largest revenue first; the margin beside the revenue.
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Product", "Revenue", "Margin", "Quantity"]);
    expect(rows.map((row) => row.textContent)).toEqual(["Mango Cup$460.00$276.0092", "Original Tart$450.00$270.00100"]);
  });

  it("draws the hour × weekday heatmap as 7 × 24 named cells", async () => {
    renderAnalytics();
    const heatmap = await screen.findByRole("table", { name: "By hour and weekday" });
    expect(within(heatmap).getAllByRole("cell")).toHaveLength(7 * 24);
    expect(
      within(heatmap)
        .getAllByRole("rowheader")
        .map((header) => header.textContent),
    ).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]);
    expect(within(heatmap).getByRole("cell", { name: "Monday 11:00 AM: $1.11, 1 order" })).toHaveAttribute(
      "data-level",
      "1",
    );
    expect(within(heatmap).getByRole("cell", { name: "Sunday 8:00 PM: $7.20, 1 order" })).toHaveAttribute(
      "data-level",
      "5",
    );
    expect(within(heatmap).getByRole("cell", { name: "Wednesday 3:00 AM: $0.00, 0 orders" })).toHaveAttribute(
      "data-level",
      "0",
    );
  });

  it("shows the promo codes' impact", async () => {
    renderAnalytics();
    const promo = await screen.findByRole("region", { name: "Promo codes" });
    expect(within(promo).getByText("12 orders with a code, $15.00 of discount given")).toBeInTheDocument();
    const row = within(promo).getByRole("row", { name: /SUMMER10/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["12", "$15.00", "$60.00"]);
  });

  it("switches presets and ranges through the address bar, offering hours only for short ranges", async () => {
    const { api } = renderAnalytics("/dashboard/sales-analytics");
    await screen.findByRole("region", { name: "Totals" });
    // Thirty days by default: by day, hours not offered.
    expect(screen.getByRole("button", { name: "Hour" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Day" })).toHaveAttribute("aria-pressed", "true");

    await userEvent.click(screen.getByRole("combobox", { name: "Period" }));
    await userEvent.click(await screen.findByRole("option", { name: "Today" }));
    expect(location().get("range")).toBe("today");
    const today = presetRange("today", "UTC") as { from: string; to: string };
    await waitFor(() =>
      expect(salesCalls(api.calls).at(-1)).toBe(
        `GET /api/sales/data?from=${today.from}&to=${today.to}&granularity=hour`,
      ),
    );
    expect(screen.getByRole("button", { name: "Hour" })).toBeEnabled();

    await userEvent.click(screen.getByRole("button", { name: "Day" }));
    expect(location().get("granularity")).toBe("day");

    await userEvent.click(screen.getByRole("combobox", { name: "Period" }));
    await userEvent.click(await screen.findByRole("option", { name: "Custom range" }));
    const from = screen.getByLabelText("From");
    const to = screen.getByLabelText("To");
    fireEvent.change(from, { target: { value: "2026-02-01" } });
    fireEvent.change(to, { target: { value: "2026-01-01" } });
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Choose a start on or before the end");
    fireEvent.change(to, { target: { value: "2026-02-28" } });
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(location().toString()).toBe("range=custom&from=2026-02-01&to=2026-02-28");
    await waitFor(() =>
      expect(salesCalls(api.calls).at(-1)).toBe("GET /api/sales/data?from=2026-02-01&to=2026-02-28&granularity=day"),
    );
  });

  it("closes an unapplied custom range when another period is chosen", async () => {
    renderAnalytics();
    await userEvent.click(screen.getByRole("combobox", { name: "Period" }));
    await userEvent.click(await screen.findByRole("option", { name: "Custom range" }));
    expect(screen.getByLabelText("From")).toBeInTheDocument();
    expect(location().get("range")).toBe("7d");
    await userEvent.click(screen.getByRole("combobox", { name: "Period" }));
    await userEvent.click(await screen.findByRole("option", { name: "Last 30 days" }));
    expect(location().get("range")).toBeNull();
    expect(screen.queryByLabelText("From")).not.toBeInTheDocument();
  });

  it("filters by kiosk and product", async () => {
    const { api } = renderAnalytics();
    await screen.findByRole("region", { name: "Totals" });
    await userEvent.click(screen.getByRole("combobox", { name: "Kiosk" }));
    await userEvent.click(await screen.findByRole("option", { name: "Mall Kiosk" }));
    await userEvent.click(screen.getByRole("combobox", { name: "Product" }));
    await userEvent.click(await screen.findByRole("option", { name: "Original Tart" }));
    expect(location().get("kiosk_id")).toBe(mall.id);
    expect(location().get("product_id")).toBe(tart.id);
    await waitFor(() => expect(salesCalls(api.calls).at(-1)).toContain(`&kiosk_id=${mall.id}&product_id=${tart.id}`));
  });

  it("says when the period had no sales", async () => {
    const zero = { revenue_cents: 0, orders: 0, items: 0, average_order_cents: 0, cost_cents: 0, margin_cents: 0 };
    renderAnalytics(undefined, {
      "GET /api/sales/data": {
        status: 200,
        data: { data: makeAnalytics({ totals: zero, previous_totals: zero }) },
      },
    });
    expect(await screen.findByText("No sales in this period")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Totals" })).not.toBeInTheDocument();
  });

  it("shows the server's refusal and tries again on demand", async () => {
    const { api } = renderAnalytics(undefined, {
      "GET /api/sales/data": {
        status: 422,
        data: {
          message: "The given data was invalid.",
          errors: { to: ["The range must not be longer than 731 days."] },
        },
      },
    });
    expect(await screen.findByText("The range must not be longer than 731 days.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(salesCalls(api.calls)).toHaveLength(2));
  });
});
