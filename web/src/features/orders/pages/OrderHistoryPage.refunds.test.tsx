import { type Refund, ROLE_NAMES, type Sale, type SaleDetail, type SalePage } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { page } from "../../../test/list-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { OrderHistoryPage } from "./OrderHistoryPage";

// Issue 25 part 1: an order's refunds in its dialog, and a refund of what is left by a user holding `refund sales`.

const KIOSK = { id: "0190a8a4-8a2b-7cc0-9d7e-0000000000a1", name: "Harbour kiosk" };
const MANGO = "0190a8a4-8a2b-7cc0-9d7e-0000000000b1";
const CONE = "0190a8a4-8a2b-7cc0-9d7e-0000000000b2";

const sale: Sale = {
  id: "0190a8a4-8a2b-7cc0-9d7e-000000000001",
  order_id: "ORD-1",
  kiosk: KIOSK,
  occurred_at: "2026-06-10T05:00:00.000Z",
  local_date: "2026-06-09",
  local_time: "2026-06-09T22:00:00",
  status: "paid",
  payment_method: "card",
  items_count: 3,
  subtotal_cents: 1300,
  discount_cents: 0,
  total_cents: 1300,
  refunded_cents: 0,
  promo_code: null,
  currency: "USD",
};

function detailOf(listed: Sale, refunds: Refund[] = []): SaleDetail {
  return {
    ...listed,
    timezone: "America/Los_Angeles",
    utc_offset: "-07:00",
    items: [
      { line: 1, product_id: MANGO, name: "Mango Cup", quantity: 2, unit_price_cents: 450, unit_cost_cents: null },
      { line: 2, product_id: CONE, name: "Waffle Cone", quantity: 1, unit_price_cents: 400, unit_cost_cents: null },
    ],
    refunds,
  };
}

const salePage = (data: Sale[]): SalePage => ({
  data,
  meta: { per_page: 25, total: 1, total_is_exact: true, next_cursor: null, prev_cursor: null, currency: "USD" },
});

function renderOrders(routes: FakeRoutes, user = makeUser(ROLE_NAMES.companyAdmin)) {
  const api = fakeApi({
    "GET /api/kiosks": { status: 200, data: page([KIOSK]) },
    "GET /api/products": { status: 200, data: page([]) },
    ...routes,
  });
  renderWithApp(
    <TestSwr>
      <OrderHistoryPage />
      <ToastHost />
    </TestSwr>,
    { user, route: "/orders" },
  );
  return api;
}

async function openOrder() {
  await userEvent.click(await screen.findByRole("button", { name: "ORD-1" }));
  const dialog = await screen.findByRole("dialog", { name: /Order/ });
  await within(dialog).findByText("Mango Cup");
  return dialog;
}

const refundRow = (dialog: HTMLElement) => within(dialog).getByText("Refunded").closest("tr") as HTMLElement;

describe("refunds in the order history", { timeout: 20_000 }, () => {
  it("offers no refund without `refund sales`", async () => {
    renderOrders(
      {
        "GET /api/sales": { status: 200, data: salePage([sale]) },
        [`GET /api/sales/group/${sale.id}`]: { status: 200, data: { data: detailOf(sale) } },
      },
      makeUser(ROLE_NAMES.clientPro),
    );
    const dialog = await openOrder();
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Refund" })).not.toBeInTheDocument();
  });

  it("lists an order's refunds: amount, when on the kiosk's clock, reason, who and units", async () => {
    const refunded = { ...sale, refunded_cents: 1200 };
    const refunds: Refund[] = [
      {
        id: "r-1",
        amount_cents: 450,
        reason: "Melted",
        items: [{ product_id: MANGO, quantity: 1 }],
        created_at: "2026-06-10T05:30:00.000Z",
        by: { type: "user", id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0002", name: "Casey Admin" },
      },
      {
        id: "r-2",
        amount_cents: 750,
        reason: "Machine jammed",
        items: [],
        created_at: "2026-06-10T06:00:00.000Z",
        by: { type: "kiosk", id: KIOSK.id, name: "Harbour kiosk" },
      },
    ];
    renderOrders({
      "GET /api/sales": { status: 200, data: salePage([refunded]) },
      [`GET /api/sales/group/${sale.id}`]: { status: 200, data: { data: detailOf(refunded, refunds) } },
    });
    const dialog = await openOrder();
    expect(within(refundRow(dialog)).getByText("-$12.00")).toBeInTheDocument();
    const list = within(dialog).getByRole("list", { name: "Refunds" });
    const [first, second] = within(list).getAllByRole("listitem");
    // 05:30 UTC is 10:30 PM the day before in Los Angeles, as the order's own local time reads.
    expect(first).toHaveTextContent("$4.50Jun 9, 2026, 10:30 PM");
    expect(first).toHaveTextContent("Melted");
    expect(first).toHaveTextContent("By Casey Admin · Mango Cup × 1");
    expect(second).toHaveTextContent("$7.50Jun 9, 2026, 11:00 PM");
    expect(second).toHaveTextContent("By the kiosk Harbour kiosk");
    // 1.00 is left: the refund is still offered.
    expect(within(dialog).getByRole("button", { name: "Refund" })).toBeInTheDocument();
  });

  it("refunds part of an order once, then shows the new figures in the dialog and the list", async () => {
    let listed = sale;
    let detail = detailOf(sale);
    const api = renderOrders({
      "GET /api/sales": () => ({ status: 200, data: salePage([listed]) }),
      [`GET /api/sales/group/${sale.id}`]: () => ({ status: 200, data: { data: detail } }),
      [`POST /api/sales/${sale.id}/refunds`]: (config) => {
        const body = JSON.parse(String(config.data));
        const refund: Refund = {
          ...body,
          created_at: "2026-06-10T06:00:00.000Z",
          by: { type: "user", id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0002", name: "Casey Client" },
        };
        listed = { ...sale, refunded_cents: body.amount_cents };
        detail = detailOf(listed, [refund]);
        return { status: 201, data: { data: refund } };
      },
    });
    const dialog = await openOrder();
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    const form = await screen.findByRole("dialog", { name: "Refund order ORD-1" });
    const amount = within(form).getByRole("textbox", { name: "Amount (USD)" });
    expect(amount).toHaveValue("13.00");
    await userEvent.clear(amount);
    await userEvent.type(amount, "1.5");
    await userEvent.type(within(form).getByRole("textbox", { name: "Reason" }), "Cup spilled");
    await userEvent.type(within(form).getByRole("spinbutton", { name: "Mango Cup" }), "1");
    await userEvent.click(within(form).getByRole("button", { name: "Refund" }));

    expect(await screen.findByText("Refunded $1.50")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Refund order ORD-1" })).not.toBeInTheDocument());
    const posts = api.requests.filter((request) => request.method === "post");
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.data))).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      amount_cents: 150,
      reason: "Cup spilled",
      items: [{ product_id: MANGO, quantity: 1 }],
    });
    expect(await within(refundRow(dialog)).findByText("-$1.50")).toBeInTheDocument();
    expect(within(within(dialog).getByRole("list", { name: "Refunds" })).getByText("Cup spilled")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(await screen.findByText("$1.50 refunded")).toBeInTheDocument();
    expect(screen.getByText("Paid")).toBeInTheDocument();
  });

  it("checks the amount against what is left, and puts the server's refusal under the amount", async () => {
    const api = renderOrders({
      "GET /api/sales": { status: 200, data: salePage([sale]) },
      [`GET /api/sales/group/${sale.id}`]: { status: 200, data: { data: detailOf(sale) } },
      [`POST /api/sales/${sale.id}/refunds`]: {
        status: 422,
        data: {
          message: "The amount must not be greater than what is left to refund.",
          errors: { amount_cents: ["The amount must not be greater than what is left to refund."] },
        },
      },
    });
    const dialog = await openOrder();
    await userEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
    const form = await screen.findByRole("dialog", { name: "Refund order ORD-1" });
    const amount = within(form).getByRole("textbox", { name: "Amount (USD)" });
    await userEvent.clear(amount);
    await userEvent.type(amount, "13.01");
    await userEvent.type(within(form).getByRole("textbox", { name: "Reason" }), "Wrong order");
    await userEvent.click(within(form).getByRole("button", { name: "Refund" }));
    expect(
      await within(form).findByText("The amount must not be greater than $13.00, what is left to refund."),
    ).toBeInTheDocument();
    expect(api.calls.filter((call) => call.startsWith("POST"))).toEqual([]);

    // Another refund took the rest meanwhile: the server says so, under the amount.
    await userEvent.clear(amount);
    await userEvent.type(amount, "13");
    await userEvent.click(within(form).getByRole("button", { name: "Refund" }));
    expect(
      await within(form).findByText("The amount must not be greater than what is left to refund."),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute("aria-invalid", "true");
    // And in the toast.
    await waitFor(() =>
      expect(screen.getAllByText("The amount must not be greater than what is left to refund.")).toHaveLength(2),
    );
  });
});
