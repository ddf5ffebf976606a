import { ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../i18n/i18n";
import { fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { loadRtlCache } from "../../../theme/direction-cache";
import { dueKiosks, NOW, pickListSummaries } from "../restock-fixtures";
import { RestockPage } from "./RestockPage";

/** Every text of the page in the rendered document, to find an English one left untranslated. */
const ENGLISH_WORDS = /\b(Restock|Due|Visits|Pick lists|Owner|Make pick list|Record visit|Online|Offline|Tray)\b/;

describe("restock page in Arabic", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    await Promise.all([i18n.changeLanguage("ar"), loadRtlCache()]);
  });
  afterEach(() => vi.useRealTimers());

  it("shows the due list right to left, its texts, digits and times in Arabic", async () => {
    fakeApi({
      "GET /api/restock/due": { status: 200, data: { data: dueKiosks } },
      "GET /api/kiosks/owners": { status: 200, data: { data: [] } },
      "GET /api/restock/pick-lists": { status: 200, data: { data: pickListSummaries } },
    });
    renderWithApp(
      <TestSwr>
        <RestockPage />
      </TestSwr>,
      { user: makeUser(ROLE_NAMES.companyAdmin), route: "/restock", settings: { direction: "rtl" } },
    );
    expect(await screen.findByRole("heading", { name: "إعادة التعبئة", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    const tabs = within(screen.getByRole("tablist", { name: "أقسام إعادة التعبئة" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["المستحقة", "الزيارات", "قوائم التجهيز"]);
    const marina = await screen.findByRole("listitem", { name: "Marina Walk" });
    expect(within(marina).getByRole("link", { name: "تسجيل زيارة" })).toBeInTheDocument();
    expect(within(marina).getByText("متصل")).toBeInTheDocument();
    const trays = within(marina).getByRole("table", { name: "صواني Marina Walk التي تستدعي الزيارة" });
    // Arabic-Indic digits, the percentage and the zone named.
    expect(within(trays).getByText(/٧٣/)).toBeInTheDocument();
    expect(within(trays).getAllByText(/\(Asia\/Dubai\)/).length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: "إنشاء قائمة تجهيز" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "أسبوع" })).toBeInTheDocument();
    const pier = await screen.findByRole("listitem", { name: "Old Pier" });
    expect(within(pier).getByText("غير متصل · بلا توقع")).toBeInTheDocument();
    // No English text left behind (kiosk, owner and product names are data, not texts).
    const texts = (document.querySelector("main, body")?.textContent ?? "").replace(
      /Marina Walk|City Mall|Old Pier|Amal Owner|Bruno Owner|Mango Tango|Berry Blast|Asia\/Dubai|Europe\/Paris/g,
      "",
    );
    expect(texts).not.toMatch(ENGLISH_WORDS);
  });
});
