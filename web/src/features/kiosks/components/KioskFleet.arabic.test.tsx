import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/i18n";
import { rtl } from "../../../test/bidi";
import { makeKiosk, makeTray } from "../../../test/kiosk-fixtures";
import { page } from "../../../test/list-fixtures";
import { loadRtlCache } from "../../../theme/direction-cache";
import { renderFleet } from "./fleet-test-support";

const mall = makeKiosk({
  name: "Mall Kiosk",
  trays: [makeTray({ position: 1, level: 40 }), makeTray({ position: 2, level: 5 })],
});
const station = makeKiosk({ name: "Station Kiosk", status: "offline", last_seen_at: null, too_warm: true });

describe("kiosk fleet in Arabic", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    // The right-to-left styles and the Arabic texts arrive first, as when a user picks Arabic (SettingsProvider).
    await Promise.all([i18n.changeLanguage("ar"), loadRtlCache()]);
  });

  it("shows the fleet right to left, in Arabic words and Arabic relative times", async () => {
    renderFleet(
      {
        "GET /api/kiosks": { status: 200, data: page([mall, station]) },
        [`GET /api/kiosks/${mall.id}/trays`]: { status: 200, data: { data: mall.trays } },
      },
      { settings: { direction: "rtl" } },
    );
    expect(await screen.findByRole("heading", { name: "الأكشاك" })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    const list = await screen.findByRole("list", { name: "الأكشاك" });
    expect(within(list).getByText("متصل")).toBeInTheDocument();
    expect(within(list).getByText("غير متصل")).toBeInTheDocument();
    expect(within(list).getByText(`آخر ظهور ${rtl("قبل دقيقتين")}`)).toBeInTheDocument();
    expect(within(list).getByText("لم يظهر قط")).toBeInTheDocument();
    expect(within(list).getByText(`دافئ أكثر من اللازم: ${rtl("٤°م")}`)).toBeInTheDocument();
    expect(
      within(list).getByRole("meter", { name: `الصينية ${rtl("٢")}: ${rtl("٥")} من ${rtl("٥٠")}، منخفضة` }),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "إضافة كشك" })).toBeInTheDocument();
    expect(screen.getByRole("switch", { name: "الصواني المنخفضة فقط" })).toBeInTheDocument();

    await userEvent.click(within(list).getByRole("button", { name: "Mall Kiosk" }));
    const panel = screen.getByRole("complementary", { name: "صواني Mall Kiosk" });
    expect(await within(panel).findByRole("button", { name: `إعادة تعبئة الصينية ${rtl("٢")}` })).toBeInTheDocument();
    expect(within(panel).getAllByText(`تُعدّ منخفضة عند ${rtl("١٠")} · المستوى المستهدف ${rtl("٥٠")}`)).toHaveLength(2);
  });
});
