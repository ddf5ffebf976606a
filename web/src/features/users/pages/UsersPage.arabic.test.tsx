import { ROLE_NAMES } from "@froyo/contracts";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { i18n } from "../../../i18n/i18n";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { makeListUser, page, seededRoles } from "../../../test/list-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { UsersPage } from "./UsersPage";

const ann = makeListUser({ name: "Ann Active", email: "ann@demo.example.com", role: seededRoles[1] });

function renderUsers(routes: FakeRoutes = {}) {
  const api = fakeApi({
    "GET /api/users": { status: 200, data: page([ann]) },
    "GET /api/roles": { status: 200, data: { data: seededRoles } },
    ...routes,
  });
  renderWithApp(
    <TestSwr>
      <UsersPage />
      <ToastHost />
    </TestSwr>,
    { user: makeUser(ROLE_NAMES.companyAdmin), route: "/users" },
  );
  return api;
}

const headers = () => screen.getAllByRole("columnheader").map((header) => header.textContent);

describe("users page in Arabic", { timeout: 15_000 }, () => {
  it("shows its headers, roles, statuses and the grid's own texts in Arabic", async () => {
    await i18n.changeLanguage("ar");
    renderUsers();
    expect(await screen.findByRole("heading", { name: "المستخدمون" })).toBeInTheDocument();
    const grid = await screen.findByRole("grid", { name: "المستخدمون" });
    expect(await within(grid).findByText("Ann Active")).toBeInTheDocument();
    expect(headers()).toEqual(
      expect.arrayContaining(["الاسم", "البريد الإلكتروني", "الدور", "الحالة", "آخر تسجيل دخول", "الإجراءات"]),
    );
    expect(within(grid).getByText("عميل")).toBeInTheDocument(); // the role "Client"
    expect(within(grid).getByText("نشط")).toBeInTheDocument(); // the status "active"
    expect(await screen.findByText("عدد الصفوف في الصفحة:")).toBeInTheDocument(); // MUI X's Arabic, fetched on demand
    expect(screen.getByRole("tab", { name: "الأدوار" })).toBeInTheDocument();
  });

  it("switches an open page to Arabic, dates included", async () => {
    renderUsers();
    expect(await screen.findByRole("columnheader", { name: "Last sign-in" })).toBeInTheDocument();
    const englishDate = screen.getByText(/2025/).textContent;
    await act(() => i18n.changeLanguage("ar"));
    expect(await screen.findByRole("columnheader", { name: "آخر تسجيل دخول" })).toBeInTheDocument();
    // The same date in Arabic words and Arabic-Indic digits, and the grid's row range in them too.
    expect(screen.getByText(/٢٠٢٥/).textContent).not.toBe(englishDate);
    expect(await screen.findByText("١–١ من ١")).toBeInTheDocument();
  });

  it("shows a server's field error in Arabic under the invite form's field", async () => {
    await i18n.changeLanguage("ar");
    renderUsers({
      "GET /sanctum/csrf-cookie": { status: 204 },
      "POST /api/users": {
        status: 422,
        data: {
          message: "The email has already been taken.",
          errors: { email: ["The email has already been taken."] },
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "دعوة مستخدم" }));
    const dialog = await screen.findByRole("dialog", { name: "دعوة مستخدم" });
    await userEvent.type(within(dialog).getByLabelText("الاسم"), "Bea");
    await userEvent.type(within(dialog).getByLabelText("البريد الإلكتروني"), "ann@demo.example.com");
    await userEvent.click(within(dialog).getByLabelText("الدور"));
    await userEvent.click(await screen.findByRole("option", { name: "عميل" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "إرسال الدعوة" }));
    expect(await within(dialog).findByText("البريد الإلكتروني مستخدم بالفعل.")).toBeInTheDocument();
    expect(within(dialog).getByLabelText("البريد الإلكتروني")).toHaveAttribute("aria-invalid", "true");
  });
});
