import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/i18n";
import { rtl } from "../../../test/bidi";
import { loadRtlCache } from "../../../theme/direction-cache";
import { renderVisitPage } from "./visit-test-support";

/** No key of the namespace shows as itself ("form.counted"): every text the page shows has its Arabic. */
function expectNoRawKeys() {
  expect(document.body.textContent).not.toMatch(/\b(page|form|errors|done|outbox|list)\.[a-zA-Z]+/);
}

describe("the visit page in Arabic", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await Promise.all([i18n.changeLanguage("ar"), loadRtlCache()]);
  });

  it("shows the form, its live level and its problems in Arabic, with Arabic digits", async () => {
    renderVisitPage();
    const heading = await screen.findByRole("heading", { name: `الصينية ${rtl("١")}` });
    const tray = heading.closest("li") as HTMLElement;
    expect(
      within(tray).getByText(`المتوقع ${rtl("١٢")} من ${rtl("٥٠")} · المستوى المستهدف ${rtl("٤٠")}`),
    ).toBeInTheDocument();
    await userEvent.type(within(tray).getByLabelText("المعدود"), "10");
    await userEvent.type(within(tray).getByLabelText("المُزال"), "3");
    expect(within(tray).getByRole("status", { name: `المستوى بعد الزيارة، الصينية ${rtl("١")}` })).toHaveTextContent(
      `المستوى بعد الزيارة: ${rtl("٧")} من ${rtl("٥٠")}`,
    );
    await userEvent.click(screen.getByRole("button", { name: "إرسال الزيارة" }));
    expect(await screen.findByText("راجع الحقول المعلّمة بالأحمر.")).toBeInTheDocument();
    expect(within(tray).getByText("اختر سبب إزالة الوحدات.")).toBeInTheDocument();
    expectNoRawKeys();
  });
});
