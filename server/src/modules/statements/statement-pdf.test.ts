import { execFileSync } from "node:child_process";
import type { Statement } from "@froyo/contracts";
import { create as createFont, type Font } from "fontkit";
import { describe, expect, it } from "vitest";
import { formatMoney, renderStatementPdf } from "./statement-pdf.js";
import { fontFileFor, visualPieces } from "./statement-pdf-fonts.js";

/**
 * The statement PDF read back with poppler (`pdftotext`, `pdfinfo`: Debian's poppler-utils), as a person copying
 * from it would. Poppler wraps right-to-left runs in embedding marks (U+202A–U+202C), taken out here.
 */
function pdfText(pdf: Buffer): string {
  const text = execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { input: pdf }).toString("utf8");
  return text.replace(/[\u202a-\u202e]/g, "");
}

function pdfInfo(pdf: Buffer): Record<string, string> {
  const text = execFileSync("pdfinfo", ["-"], { input: pdf, env: { ...process.env, TZ: "UTC" } }).toString("utf8");
  return Object.fromEntries(text.split("\n").map((line) => [line.split(":")[0] ?? "", line.replace(/^[^:]*:\s*/, "")]));
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

function kiosk(n: number, name: string, gross: number, discounts: number, refunds: number) {
  return {
    kiosk_id: uuid(n),
    name,
    gross_cents: gross,
    discount_cents: discounts,
    refunded_cents: refunds,
    net_cents: gross - discounts - refunds,
  };
}

function statementOf(overrides: Partial<Statement>): Statement {
  const kiosks = overrides.kiosks ?? [];
  const net = kiosks.reduce((sum, one) => sum + one.net_cents, 0);
  const adjustments = overrides.adjustments ?? [];
  const royalty = Math.round(net * 0.0625);
  return {
    id: `${uuid(1)}:2026-11`,
    month: "2026-11",
    owner: { id: uuid(1), name: "Zoë Ångström", email: "zoe@example.com" },
    status: "issued",
    currency: "USD",
    kiosks,
    net_cents: net,
    royalty_percent: 6.25,
    royalty_cents: royalty,
    monthly_fee_cents: 50_000,
    adjustments,
    amount_due_cents: royalty + 50_000 + adjustments.reduce((sum, one) => sum + one.amount_cents, 0),
    issued_at: "2026-12-02T00:05:00.000Z",
    ...overrides,
  };
}

/** Expects a line of the text where `name` stands followed by `figures`, in order, each whole. */
function expectRow(text: string, name: string, figures: string[]) {
  const lines = text.split("\n").filter((line) => line.includes(name));
  const hasFigures = (line: string) => {
    let rest = line.slice(line.indexOf(name) + name.length);
    for (const figure of figures) {
      const at = rest.indexOf(` ${figure}`);
      if (at < 0 || /[\d.,]/.test(rest.charAt(at + figure.length + 1))) return false;
      rest = rest.slice(at + figure.length + 1);
    }
    return true;
  };
  expect(lines.some(hasFigures), `${name} then ${figures.join(", ")} in ${JSON.stringify(lines)}`).toBe(true);
}

const usd = (cents: number) => formatMoney(cents, "USD");

describe("formatMoney", () => {
  it("writes the currency's minor-unit digits exactly, with its code", () => {
    expect(formatMoney(123_450, "USD")).toBe("1,234.50 USD");
    expect(formatMoney(1_250, "JPY")).toBe("1,250 JPY");
    expect(formatMoney(1_250, "KWD")).toBe("1.250 KWD");
    expect(formatMoney(-2_050, "USD")).toBe("-20.50 USD");
    expect(formatMoney(-5, "EUR")).toBe("-0.05 EUR");
    expect(formatMoney(0, "JPY")).toBe("0 JPY");
    expect(formatMoney(Number.MAX_SAFE_INTEGER, "USD")).toBe("90,071,992,547,409.91 USD");
    expect(() => formatMoney(0.5, "USD")).toThrow();
  });
});

describe("renderStatementPdf", () => {
  const kiosks = [
    kiosk(2, "Mall Kiosk", 123_456, 1_000, 500),
    kiosk(3, "Café Großmünster", 99, 0, 0),
    kiosk(4, "كشك الرياض", 1_000_000_000, 2_500, 0),
    // Each from another of Noto Sans's subset files: Latin Extended, Vietnamese, Greek, Cyrillic.
    kiosk(11, "Łódź Piotrkowska", 0, 0, 0),
    kiosk(12, "Phố Nguyễn Huệ", 0, 0, 0),
    kiosk(13, "Αθήνα Σύνταγμα", 0, 0, 0),
    kiosk(14, "Москва Арбат", 0, 0, 0),
  ];
  const statement = statementOf({
    kiosks,
    adjustments: [{ month: "2026-10", description: "Late refund, order 1042", amount_cents: -2_050 }],
  });

  it("renders the company, the client, the month, every kiosk and every figure", async () => {
    const text = pdfText(await renderStatementPdf(statement, { name: "Froyo Café Ltd", timezone: "Asia/Riyadh" }));
    for (const expected of [
      "Froyo Café Ltd",
      "Statement for Zoë Ångström",
      "November 2026",
      "Issued 2 December 2026",
      "Kiosk",
      "Gross",
      "Discounts",
      "Refunds",
      "Net",
    ]) {
      expect(text).toContain(expected);
    }
    for (const one of kiosks) {
      expectRow(text, one.name, [one.gross_cents, one.discount_cents, one.refunded_cents, one.net_cents].map(usd));
    }
    expectRow(text, "Total", ["10,001,235.55 USD", "35.00 USD", "5.00 USD", "10,001,195.55 USD"]);
    expectRow(text, "Net", [usd(statement.net_cents)]);
    expectRow(text, "Royalty (6.25%)", [usd(statement.royalty_cents)]);
    expectRow(text, "Monthly fee", ["500.00 USD"]);
    expectRow(text, "Adjustment for October 2026: Late refund, order 1042", ["-20.50 USD"]);
    expectRow(text, "Amount due", [usd(statement.amount_due_cents)]);
    expect(text).toContain("Page 1 of 1");
  });

  it("writes amounts in the currency's own digits: none for JPY, three for KWD", async () => {
    const yen = statementOf({ currency: "JPY", kiosks: [kiosk(5, "Shibuya", 125_000, 1_250, 0)] });
    const text = pdfText(await renderStatementPdf(yen, { name: "Froyo Japan" }));
    expectRow(text, "Shibuya", ["125,000 JPY", "1,250 JPY", "0 JPY", "123,750 JPY"]);
    expectRow(text, "Amount due", [formatMoney(yen.amount_due_cents, "JPY")]);

    const dinar = statementOf({ currency: "KWD", kiosks: [kiosk(6, "Avenues", 1_250, 0, 1)] });
    expectRow(pdfText(await renderStatementPdf(dinar, { name: "Froyo Kuwait" })), "Avenues", [
      "1.250 KWD",
      "0.000 KWD",
      "0.001 KWD",
      "1.249 KWD",
    ]);
  });

  it("renders Arabic shaped and in reading order, and pdftotext gives the letters back", async () => {
    const arabic = statementOf({
      owner: { id: uuid(1), name: "خالد الزين", email: "khaled@example.com" },
      kiosks: [
        kiosk(7, "كشك الرياض", 100, 0, 0),
        kiosk(8, "Kiosk كشك الرياض 3", 200, 0, 0),
        kiosk(9, "كشك ٣٤", 300, 0, 0),
        kiosk(10, "كشك السلام", 400, 0, 0),
      ],
    });
    const text = pdfText(await renderStatementPdf(arabic, { name: "شركة الفروزن" }));
    // Poppler reads an Arabic run back in logical order with every letter: zain and reh, which Noto Sans Arabic
    // would draw with one glyph, come back apart.
    expect(text).toContain("شركة الفروزن");
    expect(text).toContain("Statement for خالد الزين");
    expectRow(text, "كشك الرياض", ["1.00 USD"]);
    // A number in an Arabic line stays left to right and stands left of the word before it; poppler reads that
    // line in visual order.
    expectRow(text, "٣٤ كشك", ["3.00 USD"]);
    // Drawn as the Unicode Bidirectional Algorithm (and Chromium) orders it: the 3 after Arabic letters is an Arabic
    // number, so it stands left of them: "Kiosk 3 ضايرلا كشك" seen left to right; poppler reads it so.
    expectRow(text, "Kiosk 3 كشك الرياض", ["2.00 USD"]);
    // Poppler spells the lam-alef ligature alef-lam (it reverses the two characters the glyph maps to).
    expectRow(text, "كشك السالم", ["4.00 USD"]);
  });

  it("orders a mixed line's pieces by the bidi algorithm and leaves the shaping to the Arabic font", () => {
    const pieces = visualPieces("Kiosk كشك الرياض 3", 400);
    expect(pieces.map((piece) => piece.text)).toEqual(["Kiosk ", "3", " ", "الرياض", " ", "كشك"]);
    expect(pieces.map((piece) => piece.font)).toEqual([
      "noto-sans-latin-400-normal",
      "noto-sans-latin-400-normal",
      "noto-sans-latin-400-normal",
      "vazirmatn-arabic-400-normal",
      "noto-sans-latin-400-normal",
      "vazirmatn-arabic-400-normal",
    ]);
    // Arabic-Indic digits read left to right; brackets are mirrored in a right-to-left run.
    expect(visualPieces("كشك ٣٤ (الدوحة)", 400).map((piece) => piece.text)).toEqual([
      "(",
      "الدوحة",
      ")",
      " ",
      "٣",
      "٤",
      " ",
      "كشك",
    ]);
    // fontkit joins the letters through the font's GSUB (initial, medial, final forms) and lays the run out right
    // to left: the glyphs are not the isolated letters.
    const font = createFont(fontFileFor(0x643, 400)) as Font;
    const isolated = [..."كشك"].map((letter) => font.glyphForCodePoint(letter.codePointAt(0) ?? 0).id).reverse();
    const shaped = font.layout("كشك").glyphs.map((glyph) => glyph.id);
    expect(shaped).toHaveLength(3);
    expect(shaped).not.toEqual(isolated);
    expect(font.layout("كشك").glyphs.map((glyph) => glyph.codePoints[0])).toEqual([0x643, 0x634, 0x643]);
  });

  it("repeats the table header on every page of 200 kiosks and lists each of them", async () => {
    const many = statementOf({
      status: "draft",
      issued_at: null,
      kiosks: Array.from({ length: 200 }, (_, index) =>
        kiosk(100 + index, `Kiosk ${String(index + 1).padStart(3, "0")}`, 1_000 * index, index, 0),
      ),
    });
    const pdf = await renderStatementPdf(many, { name: "Froyo" });
    const pages = Number(pdfInfo(pdf).Pages);
    expect(pages).toBeGreaterThan(1);
    const text = pdfText(pdf);
    for (const one of many.kiosks) {
      expectRow(text, one.name, [one.gross_cents, one.discount_cents, one.refunded_cents, one.net_cents].map(usd));
    }
    const pageTexts = text.split("\f").filter((page) => page.trim() !== "");
    expect(pageTexts).toHaveLength(pages);
    for (const page of pageTexts.filter((one) => /Kiosk \d{3}/.test(one))) {
      expect(page).toMatch(/Kiosk +Gross +Discounts +Refunds +Net/);
    }
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain("Draft: the month's figures may still change");
    // The watermark is a shape: it does not break into the text.
    expect(text).not.toContain("DRAFT");
  });

  it("renders an issued statement to the same bytes every time, dated when it was issued", async () => {
    const company = { name: "شركة الفروزن Frozen Co." };
    const first = await renderStatementPdf(statement, company);
    const second = await renderStatementPdf(statement, company);
    expect(first.equals(second)).toBe(true);
    expect(first.subarray(0, 5).toString()).toBe("%PDF-");
    const info = pdfInfo(first);
    expect(info.CreationDate).toBe("Wed Dec  2 00:05:00 2026 UTC");
    expect(info["Page size"]).toMatch(/^595\.2\d? x 841\.8\d? pts \(A4\)/);
    expect(info.Author).toBe(company.name);
  });
});
