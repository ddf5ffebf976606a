import { PROMO_CODE_MESSAGES, ROLE_NAMES } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { page } from "../../../test/list-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { setViewportWidth } from "../../../test/viewport";
import { counts, makeDetail, makePromoCode } from "../promo-code-fixtures";
import { PromoCodesPage } from "./PromoCodesPage";

const tokyo = makePromoCode({
  code: "TOKYO-DAY",
  percent_off: null,
  amount_off_cents: 150,
  starts_at: "2027-04-30T15:00:00.000Z",
  ends_at: "2027-05-01T15:00:00.000Z", // 00:00 the next day in Tokyo: "to 23:59" includes its last minute
  timezone: "Asia/Tokyo",
  max_uses: 100,
  uses: 3,
  status: "scheduled",
});
const welcome = makePromoCode({ code: "WELCOME10", percent_off: 10 });

function renderPage(options: { user?: ReturnType<typeof makeUser>; route?: string; routes?: FakeRoutes } = {}) {
  const api = fakeApi({
    "GET /api/promocodes": { status: 200, data: page([tokyo, welcome], 2) },
    "GET /api/promocodes/count": { status: 200, data: counts() },
    ...options.routes,
  });
  renderWithApp(
    <TestSwr>
      <PromoCodesPage />
      <ToastHost />
    </TestSwr>,
    { user: options.user ?? makeUser(ROLE_NAMES.companyAdmin), route: options.route ?? "/promo-codes" },
  );
  return api;
}

const listCalls = (api: { calls: string[] }) => api.calls.filter((call) => call.startsWith("GET /api/promocodes?"));
const rowOf = async (code: string) => (await screen.findByText(code)).closest('[role="row"]') as HTMLElement;

async function openRowMenu(code: string) {
  const more = within(await rowOf(code)).getByRole("menuitem", { name: "more" });
  await userEvent.click(more);
  await waitFor(() => expect(more).toHaveAttribute("aria-expanded", "true"));
  return document.getElementById(more.getAttribute("aria-controls") ?? "") as HTMLElement;
}

describe("promo codes page", { timeout: 15_000 }, () => {
  it("lists codes with their discount, uses against the limit, window in its own zone and status", async () => {
    const api = renderPage();
    const grid = await screen.findByRole("grid", { name: "Promo codes" });
    const row = await rowOf("TOKYO-DAY");
    expect(within(row).getByText("$1.50 off")).toBeInTheDocument();
    expect(within(row).getByText("3 / 100")).toBeInTheDocument();
    expect(
      within(row).getByText(/^May 1, 2027, 12:00\sAM – May 1, 2027, 11:59\sPM \(Asia\/Tokyo\)$/),
    ).toBeInTheDocument();
    expect(within(row).getByText("Scheduled")).toBeInTheDocument();
    const other = await rowOf("WELCOME10");
    expect(within(other).getByText("10% off")).toBeInTheDocument();
    expect(within(other).getByText("0 / no limit")).toBeInTheDocument();
    expect(within(other).getByText("Any time")).toBeInTheDocument();
    expect(grid).toBeInTheDocument();
    const tabs = within(screen.getByRole("tablist", { name: "Promo codes by status" })).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "All (2)",
      "Scheduled (1)",
      "Active (1)",
      "Expired (0)",
      "Used up (0)",
      "Disabled (0)",
    ]);
    expect(api.calls).toContain("GET /api/promocodes?page=1&per_page=10&sort=created_at&order=desc");
    expect(api.calls).toContain("GET /api/promocodes/count");
  });

  it("starts a new code's window in the company's timezone, not the browser's (issue 21, part 6)", async () => {
    const resolved = Intl.DateTimeFormat().resolvedOptions();
    const zone = vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions");
    zone.mockReturnValue({ ...resolved, timeZone: "Asia/Tokyo" });
    const admin = makeUser(ROLE_NAMES.companyAdmin);
    renderPage({
      user: { ...admin, company: admin.company && { ...admin.company, default_timezone: "Europe/Paris" } },
      routes: {
        "GET /api/timezones": { status: 200, data: { data: ["Asia/Tokyo", "Europe/Paris", "UTC"] } },
        "GET /api/kiosks": { status: 200, data: page([]) },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "New promo code" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("combobox", { name: "Timezone" })).toHaveValue("Europe/Paris");
    zone.mockRestore();
  });

  it("filters by the status tabs and searches by code, kept in the address", async () => {
    const api = renderPage();
    await userEvent.click(await screen.findByRole("tab", { name: "Scheduled (1)" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/promo-codes?status=scheduled"));
    await waitFor(() =>
      expect(listCalls(api)).toContain(
        "GET /api/promocodes?page=1&per_page=10&sort=created_at&order=desc&status=scheduled",
      ),
    );
    await userEvent.type(screen.getByLabelText("Search code"), "tok");
    await waitFor(() =>
      expect(listCalls(api).at(-1)).toBe(
        "GET /api/promocodes?page=1&per_page=10&sort=created_at&order=desc&search=tok&status=scheduled",
      ),
    );
    expect(api.calls).toContain("GET /api/promocodes/count?search=tok");
  });

  it("shows a Client without promo codes what Pro gives and the way to upgrade, calling no promo code API", async () => {
    const client = makeUser(ROLE_NAMES.client);
    expect(client.permissions).not.toContain("view promocodes");
    const api = renderPage({ user: client });
    expect(await screen.findByRole("heading", { name: "Promo codes come with Pro" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Promo codes", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("Limits in total and per kiosk, never exceeded")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute(
      "href",
      "/support?category=Upgrade%20to%20Pro",
    );
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.includes("/api/promocodes"))).toEqual([]);
  });

  it("offers Disable for a used code and Delete only for an unused one, with a toast for each outcome", async () => {
    const api = renderPage({
      routes: {
        [`PATCH /api/promocodes/${tokyo.id}`]: { status: 200, data: { data: { ...tokyo, active: false } } },
        [`DELETE /api/promocodes/${welcome.id}`]: {
          status: 422,
          data: { message: PROMO_CODE_MESSAGES.hasRedemptions, errors: { id: [PROMO_CODE_MESSAGES.hasRedemptions] } },
        },
      },
    });
    const used = await openRowMenu("TOKYO-DAY");
    expect(
      within(used)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Details", "Edit", "Disable"]);
    await userEvent.click(within(used).getByRole("menuitem", { name: "Disable" }));
    expect(await screen.findByText("Promo code disabled")).toBeInTheDocument();
    const patch = api.requests.find((request) => request.method === "patch");
    expect(JSON.parse(String(patch?.data))).toEqual({ active: false });

    const unused = await openRowMenu("WELCOME10");
    await userEvent.click(within(unused).getByRole("menuitem", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete promo code" });
    expect(dialog).toHaveTextContent("Delete WELCOME10?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(PROMO_CODE_MESSAGES.hasRedemptions)).toBeInTheDocument();
  });

  it("opens a code's details: its terms, its effect in sales and its redemptions", async () => {
    renderPage({
      routes: {
        [`GET /api/promocodes/${tokyo.id}`]: {
          status: 200,
          data: makeDetail(tokyo, {
            sales: { orders: 3, revenue_cents: 1200, discount_cents: 450 },
            redemptions_total: 3,
            redemptions: [
              {
                id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c9001",
                redeemed_at: "2027-05-01T03:00:00.000Z",
                released_at: null,
                kiosk: { id: "0190a8a4-8a2b-7cc0-9d7e-2f1b9b6c9002", name: "Shibuya" },
                order_id: "ORD-77",
                subtotal_cents: 900,
                discount_cents: 150,
              },
            ],
          }),
        },
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "TOKYO-DAY" }));
    const dialog = await screen.findByRole("dialog", { name: "Promo code TOKYO-DAY" });
    const effect = await within(dialog).findByRole("region", { name: "Effect in sales" });
    expect(within(effect).getByText("Revenue").nextElementSibling).toHaveTextContent("$12.00");
    expect(within(effect).getByText("Discount given").nextElementSibling).toHaveTextContent("$4.50");
    const row = within(dialog).getByText("ORD-77").closest("tr") as HTMLElement;
    expect(row).toHaveTextContent("Shibuya");
    expect(row).toHaveTextContent("$1.50");
    expect(within(dialog).getByText("Uses").nextElementSibling).toHaveTextContent("3 / 100");
  });

  it("shows each code as a card on a phone, its menu one tap away", async () => {
    setViewportWidth(390);
    renderPage();
    const list = await screen.findByRole("list", { name: "Promo codes" });
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
    const card = within(list).getByText("WELCOME10").closest("li") as HTMLElement;
    expect(within(card).getByText("Discount").nextElementSibling).toHaveTextContent("10% off");
    await userEvent.click(within(card).getByRole("button", { name: "Actions for WELCOME10" }));
    expect(await screen.findByRole("menuitem", { name: "Delete" })).toBeInTheDocument();
  });

  it("opens the details of the code a notification links to (?code=<id>)", async () => {
    const api = renderPage({
      route: `/promo-codes?code=${welcome.id}`,
      routes: { [`GET /api/promocodes/${welcome.id}`]: { status: 200, data: makeDetail(welcome) } },
    });
    const dialog = await screen.findByRole("dialog", { name: "Promo code WELCOME10" });
    expect(within(dialog).getByText("10% off")).toBeInTheDocument();
    expect(api.calls).toContain(`GET /api/promocodes/${welcome.id}`);
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByTestId("location")).toHaveTextContent(/^\/promo-codes$/);
  });
});
