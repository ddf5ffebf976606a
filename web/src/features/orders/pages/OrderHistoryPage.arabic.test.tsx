import { ROLE_NAMES, type Sale } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../i18n/i18n";
import { formatMinor } from "../../../lib/money";
import { fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { page } from "../../../test/list-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { loadRtlCache } from "../../../theme/direction-cache";
import { OrderHistoryPage } from "./OrderHistoryPage";

const sale: Sale = {
  id: "0190a8a4-8a2b-7cc0-9d7e-000000000001",
  order_id: "ORD-77",
  kiosk: { id: "0190a8a4-8a2b-7cc0-9d7e-0000000000a1", name: "Harbour kiosk" },
  occurred_at: "2026-06-10T05:00:00.000Z",
  local_date: "2026-06-09",
  local_time: "2026-06-09T22:00:00",
  status: "refunded",
  payment_method: "cash",
  items_count: 3,
  subtotal_cents: 1300,
  discount_cents: 50,
  total_cents: 1250,
  refunded_cents: 1250,
  promo_code: "SUMMER",
  currency: "USD",
};

/** The grid's emotion warning under the right-to-left stylis plugin (see ProductsPage.arabic.test.tsx). */
function allowGridSelectorWarningInRtl() {
  const record = vi.mocked(console.error).getMockImplementation();
  vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('":first-child" is potentially unsafe when doing server-side rendering')) return;
    record?.(...args);
  });
}

describe("order history in Arabic", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    allowGridSelectorWarningInRtl();
    await Promise.all([i18n.changeLanguage("ar"), loadRtlCache()]);
  });

  it("shows the orders right to left, with Arabic texts, digits and money", async () => {
    fakeApi({
      "GET /api/sales": {
        status: 200,
        data: {
          data: [sale],
          meta: { per_page: 25, total: 1, total_is_exact: true, next_cursor: null, prev_cursor: null, currency: "USD" },
        },
      },
      "GET /api/kiosks": { status: 200, data: page([]) },
      "GET /api/products": { status: 200, data: page([]) },
    });
    renderWithApp(
      <TestSwr>
        <OrderHistoryPage />
      </TestSwr>,
      { user: makeUser(ROLE_NAMES.companyAdmin), route: "/orders", settings: { direction: "rtl" } },
    );
    expect(await screen.findByRole("heading", { name: "سجل الطلبات" })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    const grid = await screen.findByRole("grid", { name: "الطلبات" });
    const row = (await within(grid).findByText("ORD-77")).closest('[role="row"]') as HTMLElement;
    expect(within(row).getByText("مسترد")).toBeInTheDocument();
    expect(within(row).getByText("نقدًا")).toBeInTheDocument();
    const total = formatMinor(1250, "USD", "ar");
    expect(total).not.toBe("$12.50");
    expect(row.querySelector('[data-field="total_cents"]')?.textContent).toBe(total);
    expect(screen.getByRole("button", { name: "الصفحة التالية" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "تصدير CSV" })).toBeInTheDocument();
  });
});
