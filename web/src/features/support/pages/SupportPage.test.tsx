import type { SupportTicket } from "@froyo/contracts";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ToastHost } from "../../../app/ToastHost";
import { i18n } from "../../../i18n/i18n";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { page } from "../../../test/list-fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { setViewportWidth } from "../../../test/viewport";
import { SupportPage } from "./SupportPage";

let sequence = 0;
function makeTicket(overrides: Partial<SupportTicket> = {}): SupportTicket {
  sequence += 1;
  return {
    id: `0190a8a4-8a2b-7cc0-9d7e-${String(sequence).padStart(12, "0")}`,
    subject: `Ticket ${sequence}`,
    category: "Technical issue",
    message: "The screen of kiosk 3 stays black.",
    status: "open",
    created_at: "2025-03-12T14:05:00.000Z",
    updated_at: "2025-03-12T14:05:00.000Z",
    ...overrides,
  };
}

function renderSupport(options: { route?: string; routes?: FakeRoutes } = {}) {
  const api = fakeApi({ "GET /api/support_tickets": { status: 200, data: page([]) }, ...options.routes });
  renderWithApp(
    <TestSwr>
      <SupportPage />
      <ToastHost />
    </TestSwr>,
    { user: makeUser(), route: options.route ?? "/support" },
  );
  return api;
}

async function chooseCategory(name: string) {
  await userEvent.click(screen.getByRole("combobox", { name: "Category" }));
  await userEvent.click(await screen.findByRole("option", { name }));
}

async function fillTicket(subject: string, category: string, message: string) {
  await userEvent.type(screen.getByRole("textbox", { name: "Subject" }), subject);
  await chooseCategory(category);
  await userEvent.type(screen.getByRole("textbox", { name: "Message" }), message);
}

const submitButton = () => screen.getByRole("button", { name: "Submit ticket" });
const ticketGets = (calls: string[]) => calls.filter((call) => call.startsWith("GET /api/support_tickets"));

describe("support page", { timeout: 15_000 }, () => {
  it("checks the ticket with the shared schema before sending anything", async () => {
    const api = renderSupport();
    await userEvent.click(submitButton());
    expect(await screen.findByText("The subject field is required.")).toBeInTheDocument();
    expect(screen.getByText("The category field is required.")).toBeInTheDocument();
    expect(screen.getByText("The message field is required.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Subject" })).toHaveAttribute("aria-invalid", "true");
    expect(api.calls.filter((call) => call.startsWith("POST"))).toEqual([]);
  });

  it("submits the ticket, confirms it, clears the form and refreshes the list", async () => {
    const sent = makeTicket({ subject: "Tray 2 is stuck", category: "Kiosk hardware" });
    let posted = false;
    const api = renderSupport({
      routes: {
        "POST /api/submit_support_ticket": () => {
          posted = true;
          return { status: 201, data: { data: sent } };
        },
        "GET /api/support_tickets": () => ({ status: 200, data: page(posted ? [sent] : []) }),
      },
    });
    expect(await screen.findByText("No tickets yet")).toBeInTheDocument();
    await fillTicket("  Tray 2 is stuck ", "Kiosk hardware", "It does not turn.");
    await userEvent.click(submitButton());

    expect(await screen.findByText("Ticket submitted")).toBeInTheDocument();
    expect(screen.getByText(/^Your ticket “Tray 2 is stuck” was sent to our support team\./)).toHaveAttribute(
      "role",
      "status",
    );
    const post = api.requests.find((request) => request.method === "post");
    expect(JSON.parse(String(post?.data))).toEqual({
      subject: "Tray 2 is stuck",
      category: "Kiosk hardware",
      message: "It does not turn.",
    });
    expect(screen.getByRole("textbox", { name: "Subject" })).toHaveValue("");
    expect(screen.getByRole("textbox", { name: "Message" })).toHaveValue("");
    const list = await screen.findByRole("table", { name: "Your tickets" });
    expect(within(list).getByText("Tray 2 is stuck")).toBeInTheDocument();
    expect(ticketGets(api.calls)).toHaveLength(2);
  });

  it("shows the server's field errors under their fields", async () => {
    renderSupport({
      routes: {
        "POST /api/submit_support_ticket": {
          status: 422,
          data: {
            message: "The subject must be a single line of text.",
            errors: { subject: ["The subject must be a single line of text."] },
          },
        },
      },
    });
    await fillTicket("Hello", "Billing", "About my invoice.");
    await userEvent.click(submitButton());
    expect(await screen.findByText("The subject must be a single line of text.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Subject" })).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("textbox", { name: "Subject" })).toHaveValue("Hello");
  });

  it("shows a refusal the form has no field for (too many tickets) as an alert", async () => {
    renderSupport({
      routes: {
        "POST /api/submit_support_ticket": {
          status: 429,
          data: { message: "Too many attempts. Please try again later." },
          headers: { "retry-after": "600" },
        },
      },
    });
    await fillTicket("Hello", "Other", "A question.");
    await userEvent.click(submitButton());
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts. Please try again later.");
  });

  it("pre-selects the category the address asks for (the upgrade banner's link)", async () => {
    const api = renderSupport({
      route: "/support?category=Upgrade%20to%20Pro",
      routes: { "POST /api/submit_support_ticket": { status: 201, data: { data: makeTicket() } } },
    });
    expect(screen.getByRole("combobox", { name: "Category" })).toHaveTextContent("Upgrade to Pro");
    await userEvent.type(screen.getByRole("textbox", { name: "Subject" }), "Pro, please");
    await userEvent.type(screen.getByRole("textbox", { name: "Message" }), "We want promo codes.");
    await userEvent.click(submitButton());
    expect(await screen.findByText("Ticket submitted")).toBeInTheDocument();
    const post = api.requests.find((request) => request.method === "post");
    expect(JSON.parse(String(post?.data))).toMatchObject({ category: "Upgrade to Pro" });
    // Sent: the next ticket starts blank, and the address no longer asks for the category.
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/support$/));
    expect(screen.getByRole("combobox", { name: "Category" })).not.toHaveTextContent("Upgrade to Pro");
  });

  it("ignores a category the address names that does not exist", () => {
    renderSupport({ route: "/support?category=Free%20money" });
    expect(screen.getByRole("combobox", { name: "Category" })).not.toHaveTextContent("Free money");
  });

  it("shows each ticket as a card on a phone, with its category, status and date in view", async () => {
    setViewportWidth(390);
    renderSupport({
      routes: {
        "GET /api/support_tickets?page=1&per_page=10": {
          status: 200,
          data: page(
            [makeTicket({ subject: "Invoice question", category: "Billing", status: "in_progress" })],
            1,
            1,
            10,
          ),
        },
      },
    });
    const list = await screen.findByRole("list", { name: "Your tickets" });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const card = within(list).getByRole("listitem");
    expect(within(card).getByText("Invoice question")).toBeInTheDocument();
    expect(within(card).getByText("Billing")).toBeInTheDocument();
    expect(within(card).getByText("In progress")).toBeInTheDocument();
    expect(card.querySelector("time")).toHaveAttribute("datetime", "2025-03-12T14:05:00.000Z");
  });

  it("lists the user's tickets with category, status and date, a page at a time", async () => {
    const tickets = [
      makeTicket({ subject: "Screen is black", status: "open" }),
      makeTicket({ subject: "Invoice question", category: "Billing", status: "in_progress" }),
      makeTicket({ subject: "Old request", category: "A retired category", status: "resolved" }),
    ];
    const api = renderSupport({
      routes: {
        "GET /api/support_tickets?page=1&per_page=10": { status: 200, data: page(tickets, 13, 1, 10) },
        "GET /api/support_tickets?page=2&per_page=10": {
          status: 200,
          data: page([makeTicket({ subject: "The oldest one" })], 13, 2, 10),
        },
      },
    });
    const list = await screen.findByRole("table", { name: "Your tickets" });
    const rows = within(list).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.querySelector("p")?.textContent)).toEqual([
      "Screen is black",
      "Invoice question",
      "Old request",
    ]);
    expect(within(rows[1] as HTMLElement).getByText("Billing")).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText("In progress")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText("A retired category")).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText("Resolved")).toBeInTheDocument();
    expect(within(rows[0] as HTMLElement).getByText("Open")).toBeInTheDocument();
    expect(rows[0]?.querySelector("time")).toHaveAttribute("datetime", "2025-03-12T14:05:00.000Z");

    await userEvent.click(screen.getByRole("button", { name: "Go to page 2" }));
    expect(await screen.findByText("The oldest one")).toBeInTheDocument();
    expect(api.calls).toContain("GET /api/support_tickets?page=2&per_page=10");
  });

  it("says when the tickets could not be loaded, and tries again on request", async () => {
    let fail = true;
    renderSupport({
      routes: {
        "GET /api/support_tickets": () =>
          fail ? { status: 500, data: { message: "Server Error" } } : { status: 200, data: page([makeTicket()]) },
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Server Error");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Your tickets" })).toBeInTheDocument();
  });

  it("translates the labels of categories and statuses but sends the English value", async () => {
    await act(() => i18n.changeLanguage("ar"));
    const api = renderSupport({
      routes: {
        "GET /api/support_tickets": { status: 200, data: page([makeTicket({ category: "Billing" })]) },
        "POST /api/submit_support_ticket": { status: 201, data: { data: makeTicket() } },
      },
    });
    const list = await screen.findByRole("table", { name: "تذاكرك" });
    expect(within(list).getByText("الفواتير")).toBeInTheDocument();
    expect(within(list).getByText("مفتوحة")).toBeInTheDocument();
    await userEvent.type(screen.getByRole("textbox", { name: "الموضوع" }), "سؤال");
    await userEvent.click(screen.getByRole("combobox", { name: "الفئة" }));
    await userEvent.click(await screen.findByRole("option", { name: "الترقية إلى Pro" }));
    await userEvent.type(screen.getByRole("textbox", { name: "الرسالة" }), "نريد الترقية.");
    await userEvent.click(screen.getByRole("button", { name: "إرسال التذكرة" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/submit_support_ticket"));
    const post = api.requests.find((request) => request.method === "post");
    expect(JSON.parse(String(post?.data))).toMatchObject({ category: "Upgrade to Pro" });
  });
});
