import { ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/i18n";
import { fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { loadRtlCache } from "../../../theme/direction-cache";
import { NotificationBell } from "../components/bell/NotificationBell";
import { inboxPage, makeNotification, settingsOf, usedUpCode } from "../notification-fixtures";
import { NotificationsPage } from "./NotificationsPage";

function renderArabic(route: string) {
  fakeApi({
    "GET /api/notifications/count": { status: 200, data: { data: { unread: 3 } } },
    "GET /api/notifications": {
      status: 200,
      data: inboxPage([makeNotification(), usedUpCode({ read_at: "2026-11-26T10:00:00.000Z" })]),
    },
    "GET /api/settings/notifications": { status: 200, data: settingsOf() },
    "GET /api/timezones": { status: 200, data: { data: ["Europe/Paris"] } },
  });
  renderWithApp(
    <TestSwr>
      <NotificationBell />
      <NotificationsPage />
    </TestSwr>,
    { user: makeUser(ROLE_NAMES.companyAdmin), route, settings: { direction: "rtl" } },
  );
}

describe("notifications in Arabic", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await Promise.all([i18n.changeLanguage("ar"), loadRtlCache()]);
  });

  it("writes the bell's name, the tabs and each item from its facts in Arabic, right to left", async () => {
    renderArabic("/notifications");
    expect(await screen.findByRole("heading", { name: "الإشعارات", level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    const bell = await screen.findByRole("button", { name: "الإشعارات، ٣ إشعارات غير مقروءة" });
    expect(bell).toHaveTextContent("٣"); // the badge in Arabic-Indic digits too
    expect(screen.getByRole("tab", { name: "صندوق الوارد" })).toHaveAttribute("aria-selected", "true");
    const list = await screen.findByRole("list", { name: "صندوق الوارد" });
    expect(within(list).getByRole("link", { name: /^غير مقروء: كشك غير متصل: Santa Monica Pier/ })).toBeVisible();
    expect(within(list).getByText(/^استُخدم WELCOME10 \u2067١٠٠\u2069 مرة/)).toBeInTheDocument();
    expect(list).not.toHaveTextContent("Kiosk offline");
  });

  it("labels the settings matrix in Arabic", async () => {
    renderArabic("/notifications?tab=settings");
    const table = await screen.findByRole("table", { name: "الأحداث التي تصلك وطريقة وصولها" });
    expect(within(table).getByRole("checkbox", { name: "كشك غير متصل: البريد الإلكتروني" })).toBeChecked();
    expect(within(table).getByLabelText("دقائق الانقطاع")).toHaveValue("10");
    expect(screen.getByRole("switch", { name: "تفعيل ساعات الهدوء" })).not.toBeChecked();
    expect(screen.getByRole("button", { name: "حفظ" })).toBeEnabled();
    expect(screen.getByText(/^لا يستطيع هذا المتصفح استقبال الإشعارات الفورية/)).toBeInTheDocument();
    expect(table).not.toHaveTextContent("Kiosk offline");
  });
});
