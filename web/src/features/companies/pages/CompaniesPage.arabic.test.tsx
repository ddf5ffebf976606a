import type { CompanyAdmin } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { i18n } from "../../../i18n/i18n";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { page } from "../../../test/list-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { CompaniesPage } from "./CompaniesPage";

const acme: CompanyAdmin = {
  id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c0a01",
  name: "Acme Froyo",
  subdomain: "acme",
  primary_color_hex: "#112233",
  primary_logo: null,
  footer_logo: null,
  favicon: null,
  public_site_url: null,
  tutorial_url: null,
  manual_url: null,
  has_manual_password: false,
  support_email: null,
  default_timezone: "UTC",
  currency: "USD",
  created_at: "2025-01-01T09:00:00.000Z",
};

function renderCompanies(routes: FakeRoutes) {
  const api = fakeApi(routes);
  renderWithApp(
    <TestSwr>
      <CompaniesPage />
      <ToastHost />
    </TestSwr>,
    { user: makeUser("Super Admin"), route: "/companies" },
  );
  return api;
}

async function chooseRowAction(action: string) {
  const row = (await screen.findByText("Acme Froyo")).closest('[role="row"]') as HTMLElement;
  // The grid's own "more" button, in Arabic once its texts have arrived.
  await userEvent.click(await within(row).findByRole("menuitem", { name: "المزيد" }));
  await userEvent.click(await screen.findByRole("menuitem", { name: action }));
}

describe("companies page in Arabic", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await i18n.changeLanguage("ar");
  });

  it("reports a failed load in Arabic", async () => {
    renderCompanies({ "GET /api/companies": "network-error" });
    expect(await screen.findByRole("heading", { name: "الشركات" })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector("#notistack-snackbar")).toHaveTextContent("تعذّر تحميل الشركات"));
  });

  it("confirms a deletion in Arabic", async () => {
    renderCompanies({
      "GET /api/companies": { status: 200, data: page([acme]) },
      [`DELETE /api/companies/${acme.id}`]: { status: 204 },
    });
    await chooseRowAction("حذف");
    const dialog = await screen.findByRole("dialog", { name: "حذف الشركة" });
    await userEvent.type(within(dialog).getByLabelText("اكتب acme للتأكيد"), "acme");
    await userEvent.click(within(dialog).getByRole("button", { name: "حذف الشركة" }));
    expect(await screen.findByText("تم حذف الشركة بنجاح")).toBeInTheDocument();
  });

  it("shows the FAQ editor and a server's field error in Arabic", async () => {
    const message = "The answer must not contain null characters.";
    renderCompanies({
      "GET /api/companies": { status: 200, data: page([acme]) },
      [`GET /api/companies/${acme.id}/faqs`]: { status: 200, data: { data: [{ question: "Q?", answer: "A." }] } },
      [`PUT /api/companies/${acme.id}/faqs`]: {
        status: 422,
        data: { message, errors: { "faqs.0.answer": [message] } },
      },
    });
    await chooseRowAction("تعديل الأسئلة الشائعة");
    const dialog = await screen.findByRole("dialog", { name: "الأسئلة الشائعة لـ Acme Froyo" });
    await within(dialog).findByDisplayValue("Q?");
    await userEvent.click(within(dialog).getByRole("button", { name: "حفظ الأسئلة الشائعة" }));
    expect(await screen.findByText("تعذّر حفظ الأسئلة الشائعة")).toBeInTheDocument();
    const question = within(dialog).getByRole("region", { name: "السؤال ١" });
    expect(within(question).getByLabelText("الإجابة")).toHaveAccessibleDescription(
      "يجب ألا تحتوي الإجابة على أحرف فارغة (null).",
    );
  });
});
