import { ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { i18n } from "../../../i18n/i18n";
import { formatMinor } from "../../../lib/money";
import { fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { page } from "../../../test/list-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { loadRtlCache } from "../../../theme/direction-cache";
import { counts, makePromoCode } from "../promo-code-fixtures";
import { PromoCodesPage } from "./PromoCodesPage";

const flat = makePromoCode({ code: "FLAT-150", percent_off: null, amount_off_cents: 150, max_uses: 5, uses: 1 });

function renderPage(role: string = ROLE_NAMES.companyAdmin) {
  fakeApi({
    "GET /api/promocodes": { status: 200, data: page([flat]) },
    "GET /api/promocodes/count": { status: 200, data: counts({ all: 1, scheduled: 0 }) },
  });
  renderWithApp(
    <TestSwr>
      <PromoCodesPage />
      <ToastHost />
    </TestSwr>,
    { user: makeUser(role), route: "/promo-codes", settings: { direction: "rtl" } },
  );
}

/** As on the products page: the grid's development-only `:first-child` warning, which the RTL plugin unmasks. */
function allowGridSelectorWarningInRtl() {
  const record = vi.mocked(console.error).getMockImplementation();
  vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('":first-child" is potentially unsafe when doing server-side rendering')) return;
    record?.(...args);
  });
}

describe("promo codes page in Arabic", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    allowGridSelectorWarningInRtl();
    await Promise.all([i18n.changeLanguage("ar"), loadRtlCache()]);
  });

  it("shows the list right to left, its texts, tabs and amounts in Arabic", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { name: "رموز الخصم", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    const grid = await screen.findByRole("grid", { name: "رموز الخصم" });
    const row = (await within(grid).findByText("FLAT-150")).closest('[role="row"]') as HTMLElement;
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual(["الرمز", "الخصم", "الاستخدامات / الحد", "الصلاحية", "الحالة", "الإجراءات"]);
    expect(row.querySelector('[data-field="discount"]')?.textContent).toBe(`خصم ${formatMinor(150, "USD", "ar")}`);
    expect(within(row).getByText("نشط")).toBeInTheDocument();
    expect(within(row).getByText("في أي وقت")).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: /^الكل/ })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByLabelText("البحث عن رمز")).toBeInTheDocument();
  });

  it("offers Pro in Arabic to a Client without promo codes", async () => {
    renderPage(ROLE_NAMES.client);
    expect(await screen.findByRole("heading", { name: "رموز الخصم متاحة في Pro" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "الترقية إلى Pro" })).toHaveAttribute(
      "href",
      "/support?category=Upgrade%20to%20Pro",
    );
  });
});
