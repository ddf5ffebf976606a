import { ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../i18n/i18n";
import { fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { setViewportWidth } from "../../../test/viewport";
import { loadRtlCache } from "../../../theme/direction-cache";
import { ANN_ID, annOctober, brunoOctober, NOW } from "../statements-fixtures";
import { StatementsPage } from "./StatementsPage";

/** Texts of the page that would betray an untranslated string. */
const ENGLISH_WORDS =
  /\b(Statements?|Month|Issued|Draft|Kiosk|Gross|Discounts|Refunds|Net|Royalty|Monthly fee|Amount|Download|Total)\b/;

function renderInArabic(user: ReturnType<typeof makeUser>, statements = [annOctober]) {
  fakeApi({ "GET /api/statements?month=2026-10": { status: 200, data: { data: statements } } });
  renderWithApp(
    <TestSwr>
      <Routes>
        <Route path="/statements" element={<StatementsPage />} />
      </Routes>
    </TestSwr>,
    { user, route: "/statements", settings: { direction: "rtl" } },
  );
}

describe("statements page in Arabic", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    await Promise.all([i18n.changeLanguage("ar"), loadRtlCache()]);
  });
  afterEach(() => vi.useRealTimers());

  it("shows a client's statement right to left: Arabic month names, digits, amounts and texts", async () => {
    renderInArabic(makeUser(ROLE_NAMES.client, { id: ANN_ID }));
    expect(await screen.findByRole("heading", { name: "كشوف الحساب", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    expect(screen.getByRole("combobox", { name: "الشهر" })).toHaveTextContent("أكتوبر ٢٠٢٦");
    expect(await screen.findByText("صادر")).toBeInTheDocument();
    const kiosks = screen.getByRole("table", { name: /^المبيعات حسب الكشك في .*أكتوبر ٢٠٢٦/ });
    expect(within(kiosks).getByRole("columnheader", { name: "صافي المبيعات" })).toBeInTheDocument();
    // Amounts in Arabic-Indic digits: 1,920.00 USD.
    expect(within(kiosks).getAllByText(/١٬٩٢٠٫٠٠/).length).toBeGreaterThan(0);
    const due = screen.getByRole("table", { name: /^ما يدين به العميل عن/ });
    expect(within(due).getByText(/^الإتاوة .*٦٫٢٥٪/)).toBeInTheDocument();
    expect(within(due).getByText(/^تسوية عن .*سبتمبر ٢٠٢٦/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "تنزيل PDF" })).toHaveAttribute(
      "href",
      `/api/statements/${annOctober.id}.pdf`,
    );
    // The adjustment's description is the server's English, marked as such; everything else is Arabic.
    const description = within(due).getByText(/^Sales and refunds of September 2026/);
    expect(description).toHaveAttribute("lang", "en");
    const texts = (document.body.textContent ?? "")
      .replace(description.textContent ?? "", "")
      .replace(/Ann Owner|ann@demo\.example\.com|Marina Walk|City Mall|PDF|CSV|US\$/g, "");
    expect(texts).not.toMatch(ENGLISH_WORDS);
  });

  it("gives staff on a phone one card per client, in Arabic", async () => {
    setViewportWidth(390);
    renderInArabic(makeUser(ROLE_NAMES.companyAdmin), [annOctober, brunoOctober]);
    const list = await screen.findByRole("link", { name: "Ann Owner" });
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Bruno Owner" })).toHaveAttribute("href", `/statements/${brunoOctober.id}`);
    expect(list).toHaveAttribute("href", `/statements/${annOctober.id}`);
    expect(screen.getByText("مسودة")).toBeInTheDocument();
    expect(screen.getAllByText("المبلغ المستحق").length).toBeGreaterThan(0);
  });
});
