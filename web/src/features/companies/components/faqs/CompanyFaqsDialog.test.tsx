import { type CompanyAdmin, FAQS_MAX, type Faq } from "@froyo/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ToastHost } from "../../../../app/ToastHost";
import { type FakeRoutes, fakeApi } from "../../../../test/fake-api";
import { makeUser } from "../../../../test/fixtures";
import { page } from "../../../../test/list-fixtures";
import { renderWithApp } from "../../../../test/render";
import { TestSwr } from "../../../../test/swr";
import { CompaniesPage } from "../../pages/CompaniesPage";
import { CompanyFaqsDialog } from "./CompanyFaqsDialog";

const acme = {
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
} satisfies CompanyAdmin;

const FAQS_URL = `/api/companies/${acme.id}/faqs`;
const stored: Faq[] = [
  { question: "How do I refill a tray?", answer: "Open the kiosk and slide the tray out." },
  { question: "Who do I call?", answer: "Your company's support line." },
];

function renderDialog(routes: FakeRoutes) {
  const api = fakeApi(routes);
  const onClose = vi.fn();
  renderWithApp(
    <TestSwr>
      <CompanyFaqsDialog company={acme} onClose={onClose} />
      <ToastHost />
    </TestSwr>,
    { user: makeUser("Super Admin"), route: "/companies" },
  );
  return { api, onClose, dialog: screen.getByRole("dialog", { name: "FAQ of Acme Froyo" }) };
}

/** Pasting instead of typing key by key: the same input events, far fewer re-renders. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

const item = (dialog: HTMLElement, number: number) =>
  within(dialog).getByRole("region", { name: `Question ${number}` });
const sentBody = (api: { requests: { method?: string; data?: unknown }[] }) =>
  JSON.parse(String(api.requests.find((request) => request.method === "put")?.data));

describe("company FAQ editor", { timeout: 15_000 }, () => {
  it("opens from the companies list for someone who may edit companies", async () => {
    const api = fakeApi({
      "GET /api/companies": { status: 200, data: page([acme]) },
      [`GET ${FAQS_URL}`]: { status: 200, data: { data: stored } },
    });
    renderWithApp(
      <TestSwr>
        <CompaniesPage />
      </TestSwr>,
      { user: makeUser("Super Admin"), route: "/companies" },
    );
    const row = (await screen.findByText("Acme Froyo")).closest('[role="row"]') as HTMLElement;
    await userEvent.click(within(row).getByRole("menuitem", { name: "more" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Edit FAQ" }));
    const dialog = await screen.findByRole("dialog", { name: "FAQ of Acme Froyo" });
    expect(await within(dialog).findByDisplayValue("How do I refill a tray?")).toBeInTheDocument();
    expect(api.calls).toContain(`GET ${FAQS_URL}`);
  });

  it("edits, adds, reorders and removes questions, then saves the whole list in order", async () => {
    const { api, onClose, dialog } = renderDialog({
      [`GET ${FAQS_URL}`]: { status: 200, data: { data: stored } },
      [`PUT ${FAQS_URL}`]: (config) => ({ status: 200, data: { data: JSON.parse(String(config.data)).faqs } }),
    });
    const firstQuestion = await within(dialog).findByDisplayValue("How do I refill a tray?");
    await userEvent.clear(firstQuestion);
    await fill(firstQuestion, "How do I refill a tray safely?");

    await userEvent.click(within(dialog).getByRole("button", { name: "Add question" }));
    const added = item(dialog, 3);
    expect(within(added).getByLabelText("Question")).toHaveFocus();
    await fill(within(added).getByLabelText("Question"), "Can I pause a kiosk?");
    await fill(within(added).getByLabelText("Answer"), "Yes, from its page.");

    const moveUp = within(added).getByRole("button", { name: "Move up" });
    await userEvent.click(moveUp);
    expect(within(item(dialog, 2)).getByLabelText("Question")).toHaveValue("Can I pause a kiosk?");
    expect(moveUp).toHaveFocus();

    await userEvent.click(within(item(dialog, 1)).getByRole("button", { name: "Remove" }));
    expect(within(dialog).queryByDisplayValue("How do I refill a tray safely?")).not.toBeInTheDocument();
    expect(within(item(dialog, 1)).getByLabelText("Question")).toHaveFocus();

    await userEvent.click(within(dialog).getByRole("button", { name: "Save FAQ" }));
    expect(await screen.findByText("FAQ saved")).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(sentBody(api)).toEqual({
      faqs: [
        { question: "Can I pause a kiosk?", answer: "Yes, from its page." },
        { question: "Who do I call?", answer: "Your company's support line." },
      ],
    });
  });

  it("checks the shared schema before sending", async () => {
    const { api, dialog } = renderDialog({ [`GET ${FAQS_URL}`]: { status: 200, data: { data: [] } } });
    expect(await within(dialog).findByText(/users see the default FAQ/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add question" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save FAQ" }));
    expect(await within(item(dialog, 1)).findByText("The question field is required.")).toBeInTheDocument();
    expect(within(item(dialog, 1)).getByLabelText("Answer")).toHaveAccessibleDescription(
      "The answer field is required.",
    );
    expect(api.calls).not.toContain(`PUT ${FAQS_URL}`);
  });

  it("shows the server's field errors under the field they name (faqs.1.answer)", async () => {
    const message = "The answer must not contain null characters.";
    const { onClose, dialog } = renderDialog({
      [`GET ${FAQS_URL}`]: { status: 200, data: { data: stored } },
      [`PUT ${FAQS_URL}`]: { status: 422, data: { message, errors: { "faqs.1.answer": [message] } } },
    });
    await within(dialog).findByDisplayValue("Who do I call?");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save FAQ" }));
    expect(await screen.findByText("Failed to save the FAQ")).toBeInTheDocument();
    const answer = within(item(dialog, 2)).getByLabelText("Answer");
    expect(answer).toHaveAccessibleDescription(message);
    expect(answer).toHaveAttribute("aria-invalid", "true");
    expect(within(item(dialog, 1)).getByLabelText("Answer")).not.toHaveAttribute("aria-invalid", "true");
    expect(onClose).not.toHaveBeenCalled();
  });

  // A hundred text fields are slow to render in jsdom, the more so on a busy machine.
  it(`stops adding at ${FAQS_MAX} questions`, { timeout: 30_000 }, async () => {
    const full = Array.from({ length: FAQS_MAX }, (_, index) => ({ question: `Q${index}`, answer: `A${index}` }));
    const { dialog } = renderDialog({ [`GET ${FAQS_URL}`]: { status: 200, data: { data: full } } });
    // Text queries only: role queries over a hundred fields are slow in jsdom.
    expect(await within(dialog).findByText(`Question ${FAQS_MAX}`)).toBeInTheDocument();
    expect(within(dialog).getByText("Add question").closest("button")).toBeDisabled();
    expect(within(dialog).getByText(`Up to ${FAQS_MAX} questions.`)).toBeInTheDocument();
  });

  it("says so when the list cannot be loaded, and retries", async () => {
    let fail = true;
    const { dialog } = renderDialog({
      [`GET ${FAQS_URL}`]: () =>
        fail ? { status: 500, data: { message: "Server Error" } } : { status: 200, data: { data: stored } },
    });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Server Error");
    expect(within(dialog).getByRole("button", { name: "Save FAQ" })).toBeDisabled();
    fail = false;
    await userEvent.click(within(dialog).getByRole("button", { name: "Retry" }));
    await waitFor(() => expect(within(dialog).getByDisplayValue("Who do I call?")).toBeInTheDocument());
  });
});
