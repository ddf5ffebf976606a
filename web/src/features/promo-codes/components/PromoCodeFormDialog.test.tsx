import { PROMO_CODE_MESSAGES, ROLE_NAMES } from "@froyo/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { InternalAxiosRequestConfig } from "axios";
import { describe, expect, it } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { makeKiosk } from "../../../test/kiosk-fixtures";
import { page } from "../../../test/list-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { PromoCodesPage } from "../pages/PromoCodesPage";
import { counts, makePromoCode } from "../promo-code-fixtures";
import { browserTimezone, formatInZone } from "./promo-format";

const used = makePromoCode({ code: "USED-ONE", uses: 2, max_uses: 10 });
const fresh = makePromoCode({ code: "FRESH-ONE", percent_off: 10 });
const shibuya = makeKiosk({ name: "Shibuya" });

function renderPage(routes: FakeRoutes = {}, user = makeUser(ROLE_NAMES.companyAdmin)) {
  const api = fakeApi({
    "GET /api/promocodes": { status: 200, data: page([used, fresh]) },
    "GET /api/promocodes/count": { status: 200, data: counts() },
    "GET /api/timezones": { status: 200, data: { data: ["America/New_York", "Asia/Tokyo", "UTC"] } },
    "GET /api/kiosks": { status: 200, data: page([shibuya]) },
    ...routes,
  });
  renderWithApp(
    <TestSwr>
      <PromoCodesPage />
      <ToastHost />
    </TestSwr>,
    { user, route: "/promo-codes" },
  );
  return api;
}

const bodyOf = (api: { requests: InternalAxiosRequestConfig[] }, method: string) =>
  JSON.parse(String(api.requests.find((request) => request.method === method)?.data));

async function openNew() {
  await userEvent.click(await screen.findByRole("button", { name: "New promo code" }));
  return screen.findByRole("dialog", { name: "New promo code" });
}

async function chooseZone(dialog: HTMLElement, zone: string) {
  await userEvent.click(within(dialog).getByRole("combobox", { name: "Timezone" }));
  await userEvent.click(await screen.findByRole("option", { name: zone }));
}

describe("the promo code form", { timeout: 20_000 }, () => {
  it("creates a code: generated, a fixed amount, a start in Tokyo shown in the user's time, a kiosk", async () => {
    const api = renderPage({
      "POST /api/promocodes": { status: 201, data: { data: makePromoCode() } },
    });
    const dialog = await openNew();
    await userEvent.click(within(dialog).getByRole("button", { name: "Generate a code" }));
    const code = within(dialog).getByRole("textbox", { name: "Code" }) as HTMLInputElement;
    expect(code.value).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await userEvent.click(within(dialog).getByRole("radio", { name: "Fixed amount" }));
    await userEvent.type(within(dialog).getByLabelText("Amount off (USD)"), "1.50");
    await chooseZone(dialog, "Asia/Tokyo");
    fireEvent.change(within(dialog).getByLabelText("Starts"), { target: { value: "2027-05-01T00:00" } });
    const zone = browserTimezone();
    const expected = `In your time (${zone}): ${formatInZone("2027-04-30T15:00:00Z", zone, "en")}`;
    expect(await within(dialog).findByText(expected)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText("Total limit"), "100");
    await userEvent.click(within(dialog).getByRole("combobox", { name: "Kiosks" }));
    await userEvent.click(await screen.findByRole("option", { name: "Shibuya" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Create promo code" }));
    expect(await screen.findByText("Promo code created")).toBeInTheDocument();
    expect(bodyOf(api, "post")).toEqual({
      code: code.value,
      description: "",
      percent_off: null,
      amount_off_cents: 150,
      min_order_cents: 0,
      starts_at_local: "2027-05-01T00:00",
      ends_at_local: null,
      timezone: "Asia/Tokyo",
      max_uses: 100,
      max_uses_per_kiosk: null,
      kiosk_ids: [shibuya.id],
      active: true,
    });
  });

  it("refuses a time the clocks skip and an end before the start, before sending anything", async () => {
    const api = renderPage();
    const dialog = await openNew();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Code" }), "SPRING");
    await userEvent.type(within(dialog).getByLabelText("Percent off"), "10");
    await chooseZone(dialog, "America/New_York");
    fireEvent.change(within(dialog).getByLabelText("Starts"), { target: { value: "2027-03-14T02:30" } });
    fireEvent.change(within(dialog).getByLabelText("Ends (not included)"), { target: { value: "2027-03-13T10:00" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create promo code" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Starts")).toHaveAccessibleDescription(PROMO_CODE_MESSAGES.timeSkipped),
    );
    fireEvent.change(within(dialog).getByLabelText("Starts"), { target: { value: "2027-03-14T03:30" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Create promo code" }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText("Ends (not included)")).toHaveAccessibleDescription(
        PROMO_CODE_MESSAGES.endBeforeStart,
      ),
    );
    expect(api.calls.filter((call) => call.startsWith("POST"))).toEqual([]);
  });

  it("puts the server's field message under its field and reports the failure", async () => {
    renderPage({
      "POST /api/promocodes": {
        status: 422,
        data: { message: PROMO_CODE_MESSAGES.codeTaken, errors: { code: [PROMO_CODE_MESSAGES.codeTaken] } },
      },
    });
    const dialog = await openNew();
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Code" }), "WELCOME10");
    await userEvent.type(within(dialog).getByLabelText("Percent off"), "10");
    await userEvent.click(within(dialog).getByRole("button", { name: "Create promo code" }));
    await waitFor(() =>
      expect(within(dialog).getByRole("textbox", { name: "Code" })).toHaveAccessibleDescription(
        PROMO_CODE_MESSAGES.codeTaken,
      ),
    );
    expect(await screen.findAllByText(PROMO_CODE_MESSAGES.codeTaken)).not.toHaveLength(0);
  });

  it("edits sending only what changed; a used code's code and discount are frozen", async () => {
    const api = renderPage({
      [`PATCH /api/promocodes/${fresh.id}`]: { status: 200, data: { data: { ...fresh, percent_off: 15 } } },
    });
    const openEdit = async (code: string) => {
      const row = (await screen.findByText(code)).closest('[role="row"]') as HTMLElement;
      await userEvent.click(within(row).getByRole("menuitem", { name: "more" }));
      await userEvent.click(await screen.findByRole("menuitem", { name: "Edit" }));
      return screen.findByRole("dialog", { name: `Edit ${code}` });
    };
    const frozen = await openEdit("USED-ONE");
    expect(within(frozen).getByRole("textbox", { name: "Code" })).toBeDisabled();
    expect(within(frozen).getByLabelText("Percent off")).toBeDisabled();
    expect(frozen).toHaveTextContent("This code has been redeemed");
    await userEvent.click(within(frozen).getByRole("button", { name: "Cancel" }));

    const dialog = await openEdit("FRESH-ONE");
    const percent = within(dialog).getByLabelText("Percent off");
    await userEvent.clear(percent);
    await userEvent.type(percent, "15");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await screen.findByText("Promo code updated")).toBeInTheDocument();
    expect(bodyOf(api, "patch")).toEqual({ percent_off: 15, amount_off_cents: null });
  });

  it("tells a Client - Pro to choose their own kiosks", async () => {
    renderPage({}, makeUser(ROLE_NAMES.clientPro));
    const dialog = await openNew();
    expect(dialog).toHaveTextContent("Choose at least one of your kiosks");
  });
});
