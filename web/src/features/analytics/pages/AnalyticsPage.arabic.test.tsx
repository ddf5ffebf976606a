import { ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../i18n/i18n";
import { formatNumber } from "../../../lib/format-number";
import { formatMinor } from "../../../lib/money";
import { fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { makeKiosk } from "../../../test/kiosk-fixtures";
import { page } from "../../../test/list-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { loadRtlCache } from "../../../theme/direction-cache";
import { makeAnalytics } from "../analytics-fixtures";
import { AnalyticsPage } from "./AnalyticsPage";

describe("sales analytics page in Arabic", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    vi.spyOn(Element.prototype, "clientWidth", "get").mockReturnValue(800);
    await Promise.all([i18n.changeLanguage("ar"), loadRtlCache()]);
  });

  it("reads right to left with its figures written the Arabic way", async () => {
    fakeApi({
      "GET /api/sales/data": { status: 200, data: { data: makeAnalytics() } },
      "GET /api/kiosks": { status: 200, data: page([makeKiosk({ name: "Mall Kiosk" })]) },
      "GET /api/products": { status: 200, data: page([]) },
    });
    const { container } = renderWithApp(
      <TestSwr>
        <AnalyticsPage />
      </TestSwr>,
      {
        user: makeUser(ROLE_NAMES.clientPro),
        route: "/dashboard/sales-analytics?range=7d",
        settings: { direction: "rtl" },
      },
    );
    expect(await screen.findByRole("heading", { name: "تحليلات المبيعات", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    // Exact text: Arabic amounts are isolated right-to-left units with a no-break space (i18n/intl.ts).
    const revenue = formatMinor(91_000, "USD", "ar");
    expect(revenue).not.toBe("$910.00");
    const isRevenue = (_: string, node: Element | null) => node?.tagName === "P" && node.textContent === revenue;
    await screen.findByText(isRevenue);
    const totals = screen.getByRole("region", { name: "الإجماليات" });
    expect(within(totals).getByText(isRevenue)).toBeInTheDocument();
    const change = formatNumber(0.3684, { style: "percent", maximumFractionDigits: 1 }, "ar");
    expect(
      within(totals).getByRole("img", { name: `ارتفاع بنسبة ${change} مقارنةً بالفترة السابقة` }),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "الفترة" })).toHaveTextContent("آخر ٧ أيام");
    expect(screen.getByRole("button", { name: "يوم" })).toHaveAttribute("aria-pressed", "true");

    const heatmap = screen.getByRole("table", { name: "حسب الساعة ويوم الأسبوع" });
    expect(within(heatmap).getAllByRole("cell")).toHaveLength(168);
    expect(within(heatmap).getAllByRole("rowheader")[0]).toHaveTextContent("الاثنين");
    await waitFor(() => expect(container.querySelector('.MuiLineElement-root[data-series="previous"]')).not.toBeNull());
    expect(screen.getByText("الفترة السابقة (متقطع)")).toBeInTheDocument();
  });
});
