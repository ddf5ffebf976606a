import { ROLE_NAMES, type Sale, type SaleDetail, type SalePage } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { page } from "../../../test/list-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { setViewportWidth } from "../../../test/viewport";
import { OrderHistoryPage } from "./OrderHistoryPage";

const KIOSK = { id: "0190a8a4-8a2b-7cc0-9d7e-0000000000a1", name: "Harbour kiosk" };
let sequence = 0;

function makeSale(overrides: Partial<Sale> = {}): Sale {
  sequence += 1;
  return {
    id: `0190a8a4-8a2b-7cc0-9d7e-${String(sequence).padStart(12, "0")}`,
    order_id: `ORD-${sequence}`,
    kiosk: KIOSK,
    occurred_at: "2026-06-10T05:00:00.000Z",
    local_date: "2026-06-09",
    local_time: "2026-06-09T22:00:00",
    status: "paid",
    payment_method: "card",
    items_count: 2,
    subtotal_cents: 900,
    discount_cents: 0,
    total_cents: 900,
    refunded_cents: 0,
    promo_code: null,
    currency: "USD",
    ...overrides,
  };
}

const first = makeSale({ order_id: "ORD-FIRST", total_cents: 1250, subtotal_cents: 1250 });
const refunded = makeSale({ order_id: "ORD-REFUND", status: "refunded", refunded_cents: 900, payment_method: "cash" });
const later = makeSale({ order_id: "ORD-LATER" });

function salePage(data: Sale[], meta: Partial<SalePage["meta"]> = {}): SalePage {
  return {
    data,
    meta: {
      per_page: 25,
      total: 60,
      total_is_exact: true,
      next_cursor: "NEXT",
      prev_cursor: null,
      currency: "USD",
      ...meta,
    },
  };
}

function renderOrders(options: { route?: string; routes?: FakeRoutes; user?: ReturnType<typeof makeUser> } = {}) {
  const api = fakeApi({
    "GET /api/sales": (config) =>
      String(config.url).includes("cursor=NEXT")
        ? { status: 200, data: salePage([later], { next_cursor: null, prev_cursor: "PREV" }) }
        : { status: 200, data: salePage([first, refunded]) },
    "GET /api/kiosks": { status: 200, data: page([KIOSK]) },
    "GET /api/products": { status: 200, data: page([]) },
    ...options.routes,
  });
  renderWithApp(
    <TestSwr>
      <OrderHistoryPage />
      <ToastHost />
    </TestSwr>,
    { user: options.user ?? makeUser(ROLE_NAMES.client), route: options.route ?? "/orders" },
  );
  return api;
}

const salesCalls = (api: { calls: string[] }) => api.calls.filter((call) => call.startsWith("GET /api/sales?"));
const location = () => screen.getByTestId("location").textContent;

afterEach(() => vi.restoreAllMocks());

/** An instant as this test's browser shows it in its own zone, whatever zone the machine runs in. */
const viewerTime = (instant: string) =>
  new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(new Date(instant));

describe("order history page", { timeout: 15_000 }, () => {
  it("lists orders with their time, kiosk, status and money, newest first", async () => {
    const api = renderOrders();
    const grid = await screen.findByRole("grid", { name: "Orders" });
    const row = (await within(grid).findByText("ORD-FIRST")).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText("$12.50")).toBeInTheDocument();
    expect(within(row).getByText("Harbour kiosk")).toBeInTheDocument();
    expect(within(row).getByText("Paid")).toBeInTheDocument();
    expect(within(row).getByText("Card")).toBeInTheDocument();
    expect(within(row).getByText(viewerTime(first.occurred_at))).toBeInTheDocument();
    expect(within(grid).getByText("Refunded")).toBeInTheDocument();
    expect(salesCalls(api)).toEqual(["GET /api/sales?per_page=25&sort=occurred_at&order=desc"]);
    expect(screen.getByText("1–2 of 60")).toBeInTheDocument();
  });

  it("shows each order's instant in the viewer's zone, so the rows sorted by it read in order (issue 21)", async () => {
    // Newest first across kiosks of three zones: their own wall clocks would read 12:51, 19:37 (a day earlier), 12:30.
    const tokyo = makeSale({
      order_id: "ORD-TOKYO",
      occurred_at: "2026-11-27T03:51:00.000Z",
      local_time: "2026-11-27T12:51:00",
    });
    const angeles = makeSale({
      order_id: "ORD-LA",
      occurred_at: "2026-11-27T03:37:00.000Z",
      local_time: "2026-11-26T19:37:00",
    });
    const london = makeSale({
      order_id: "ORD-LONDON",
      occurred_at: "2026-11-27T12:30:00.000Z",
      local_time: "2026-11-27T12:30:00",
    });
    const newestFirst = [london, tokyo, angeles];
    renderOrders({ routes: { "GET /api/sales": { status: 200, data: salePage(newestFirst) } } });
    const grid = await screen.findByRole("grid", { name: "Orders" });
    await within(grid).findByText("ORD-TOKYO");
    const shown = within(grid)
      .getAllByRole("gridcell")
      .filter((cell) => cell.getAttribute("data-field") === "occurred_at")
      .map((cell) => cell.textContent);
    expect(shown).toEqual(newestFirst.map((sale) => viewerTime(sale.occurred_at)));
    expect(within(grid).getByRole("columnheader", { name: "Time" })).toBeInTheDocument();
  });

  it("pages forwards and back by cursor, keeping the cursor in the address", async () => {
    const api = renderOrders();
    await screen.findByText("ORD-FIRST");
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("ORD-LATER")).toBeInTheDocument();
    expect(location()).toBe("/orders?cursor=NEXT");
    expect(salesCalls(api)).toContain("GET /api/sales?per_page=25&sort=occurred_at&order=desc&cursor=NEXT");
    expect(screen.getByText("3–3 of 60")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Previous page" }));
    await waitFor(() => expect(location()).toBe("/orders?cursor=PREV"));
  });

  it("says 'more than' when the count stopped, and a page opened from its address shows the total only", async () => {
    renderOrders({
      route: "/orders?cursor=NEXT",
      routes: {
        "GET /api/sales": { status: 200, data: salePage([later], { total: 10_000, total_is_exact: false }) },
      },
    });
    expect(await screen.findByText("More than 10,000 orders")).toBeInTheDocument();
  });

  it("asks for the filtered set, drops the cursor on a new filter, and keeps filters in the address", async () => {
    const api = renderOrders({ route: "/orders?cursor=NEXT&from=2026-06-01" });
    await screen.findByText("ORD-LATER");
    expect(salesCalls(api)).toContain(
      "GET /api/sales?per_page=25&sort=occurred_at&order=desc&from=2026-06-01&cursor=NEXT",
    );
    await userEvent.click(screen.getByRole("combobox", { name: "Status" }));
    await userEvent.click(await screen.findByRole("option", { name: "Refunded" }));
    await waitFor(() => expect(location()).toBe("/orders?from=2026-06-01&status=refunded"));
    expect(salesCalls(api)).toContain(
      "GET /api/sales?per_page=25&sort=occurred_at&order=desc&from=2026-06-01&status=refunded",
    );

    const minimum = screen.getByRole("textbox", { name: "Total from (USD)" });
    await userEvent.type(minimum, "4.5{Enter}");
    await waitFor(() => expect(location()).toContain("min_total_cents=450"));
    await userEvent.type(screen.getByRole("textbox", { name: "Total to (USD)" }), "abc{Enter}");
    expect(await screen.findByText("Enter an amount such as 4.50.")).toBeInTheDocument();
    expect(location()).not.toContain("max_total_cents");

    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(location()).toBe("/orders"));
  });

  it("opens an order with its items, promo code, discount, payment, kiosk and local time", async () => {
    const detail: SaleDetail = {
      ...first,
      promo_code: "SUMMER",
      subtotal_cents: 1300,
      discount_cents: 50,
      total_cents: 1250,
      timezone: "America/Los_Angeles",
      utc_offset: "-07:00",
      refunds: [],
      items: [
        {
          line: 1,
          product_id: "0190a8a4-8a2b-7cc0-9d7e-0000000000b1",
          name: "Mango Cup",
          quantity: 2,
          unit_price_cents: 450,
          unit_cost_cents: null,
        },
        {
          line: 2,
          product_id: "0190a8a4-8a2b-7cc0-9d7e-0000000000b2",
          name: "Waffle Cone",
          quantity: 1,
          unit_price_cents: 400,
          unit_cost_cents: null,
        },
      ],
    };
    renderOrders({ routes: { [`GET /api/sales/group/${first.id}`]: { status: 200, data: { data: detail } } } });
    await userEvent.click(await screen.findByRole("button", { name: "ORD-FIRST" }));
    const dialog = await screen.findByRole("dialog", { name: /Order/ });
    expect(await within(dialog).findByText("Mango Cup")).toBeInTheDocument();
    expect(within(dialog).getByText("$9.00")).toBeInTheDocument();
    expect(within(dialog).getByText("SUMMER")).toBeInTheDocument();
    expect(within(dialog).getByText("-$0.50")).toBeInTheDocument();
    expect(within(dialog).getByText("America/Los_Angeles (UTC-07:00)")).toBeInTheDocument();
    expect(within(dialog).getByText(/Jun 9, 2026, 10:00/)).toBeInTheDocument();
    expect(within(dialog).getByText("Harbour kiosk")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("exports the filtered set with progress, then hands the file to the browser", async () => {
    const created = vi.fn((_blob: Blob) => "blob:orders");
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const csv = "\uFEFFid,order_id\r\na,ORD-1\r\nb,ORD-2\r\n";
    const api = renderOrders({
      route: "/orders?status=paid",
      routes: {
        "GET /api/sales/export": {
          status: 200,
          data: csv,
          headers: { "x-total-count": "2", "content-disposition": 'attachment; filename="sales-2026-06-10.csv"' },
        },
      },
    });
    await screen.findByText("ORD-FIRST");
    await userEvent.click(screen.getByRole("button", { name: "Export CSV" }));
    expect(await screen.findByText("Export ready: 2 orders")).toBeInTheDocument();
    expect(api.calls).toContain("GET /api/sales/export?sort=occurred_at&order=desc&status=paid");
    expect(click).toHaveBeenCalledTimes(1);
    expect(created).toHaveBeenCalledTimes(1);
    const blob = created.mock.calls[0]?.[0] as Blob;
    expect(blob.size).toBe(new TextEncoder().encode(csv).length);
  });

  it("shows each order as a card with the same pager on a phone", async () => {
    setViewportWidth(390);
    renderOrders();
    const list = await screen.findByRole("list", { name: "Orders" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByRole("button", { name: "ORD-FIRST" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next page" })).toBeEnabled();
  });
});
