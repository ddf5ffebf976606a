import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "./i18n";

/** The list's row range, from the common namespace: three numbers put into a text. */
const range = (from: number | string, to: number, count: number) =>
  i18n.t("list.displayedRows", { from, to, count }) as string;

describe("numbers put into texts", () => {
  afterEach(() => i18n.changeLanguage("en"));

  it("are written with Arabic-Indic digits and Arabic separators in Arabic", async () => {
    await i18n.changeLanguage("ar");
    expect(range(1, 50, 1234)).toBe("١–٥٠ من ١٬٢٣٤");
  });

  it("are grouped in English, and plurals still follow the number", () => {
    expect(range(1, 50, 1234)).toBe("1–50 of 1,234");
    const orders = (count: number) =>
      i18n.t("test.orders" as never, {
        defaultValue_one: "{{count}} order",
        defaultValue_other: "{{count}} orders",
        count,
      });
    expect(orders(1)).toBe("1 order");
    expect(orders(1200)).toBe("1,200 orders");
  });

  it("leave text alone: codes, serials and values formatted already keep their characters", async () => {
    await i18n.changeLanguage("ar");
    expect(range("DF-LA-001", 2, 3)).toBe("DF-LA-001–٢ من ٣");
  });

  it("write the footer's year as a year, never grouped like a number", async () => {
    const { licenseNotice } = await import("../layouts/license-notice");
    const newYear = new Date(2026, 5, 1);
    expect(licenseNotice(i18n.getFixedT("en", "shell"), null, newYear)).toContain("© 2026 ");
    await i18n.changeLanguage("ar");
    await i18n.loadNamespaces("shell");
    expect(licenseNotice(i18n.getFixedT("ar", "shell"), null, newYear)).toContain("٢٠٢٦");
  });
});
