import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/i18n";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { FaqsPage } from "./FaqsPage";

const companyFaqs = [
  { question: "How do I refill a tray?", answer: "Open Home, select the kiosk,\nthen choose Refill." },
  { question: "Who do I contact about my invoice?", answer: "Submit a ticket with the category Billing." },
];

function renderFaqs(routes: FakeRoutes) {
  const api = fakeApi(routes);
  renderWithApp(
    <TestSwr>
      <FaqsPage />
    </TestSwr>,
    { user: makeUser(), route: "/faqs" },
  );
  return api;
}

const questionButtons = () => screen.getAllByRole("button", { expanded: false });

describe("FAQ page", { timeout: 15_000 }, () => {
  it("shows the company's own questions, each a level-2 heading holding a button", async () => {
    renderFaqs({ "GET /api/faqs": { status: 200, data: { data: companyFaqs } } });
    const first = await screen.findByRole("button", { name: "How do I refill a tray?" });
    expect(screen.getByRole("heading", { level: 1, name: "FAQs" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "How do I refill a tray?",
      "Who do I contact about my invoice?",
    ]);
    expect(first).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("How do I sign in?")).not.toBeInTheDocument();
  });

  it("opens and closes an answer from the keyboard, and ties it to its question", async () => {
    renderFaqs({ "GET /api/faqs": { status: 200, data: { data: companyFaqs } } });
    const first = await screen.findByRole("button", { name: "How do I refill a tray?" });
    await userEvent.tab();
    expect(first).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(first).toHaveAttribute("aria-expanded", "true");
    const answer = screen.getByRole("region", { name: "How do I refill a tray?" });
    expect(first).toHaveAttribute("aria-controls", answer.id);
    expect(within(answer).getByText(/then choose Refill\./)).toBeVisible();

    await userEvent.tab();
    const second = screen.getByRole("button", { name: "Who do I contact about my invoice?" });
    expect(second).toHaveFocus();
    await userEvent.keyboard(" ");
    expect(second).toHaveAttribute("aria-expanded", "true");
    expect(first).toHaveAttribute("aria-expanded", "true");

    await userEvent.click(first);
    expect(first).toHaveAttribute("aria-expanded", "false");
  });

  it("shows the default FAQ when the company has none of its own", async () => {
    renderFaqs({ "GET /api/faqs": { status: 200, data: { data: [] } } });
    expect(await screen.findByRole("button", { name: "How do I sign in?" })).toBeInTheDocument();
    const questions = questionButtons().map((button) => button.textContent);
    expect(questions).toHaveLength(7);
    expect(questions).toEqual(
      expect.arrayContaining(["I forgot my password. How do I reset it?", "How do I create promo codes?"]),
    );
    expect(screen.getByRole("link", { name: "Submit a ticket" })).toHaveAttribute("href", "/support");
  });

  it("shows the default FAQ in Arabic when Arabic is chosen", async () => {
    await act(() => i18n.changeLanguage("ar"));
    renderFaqs({ "GET /api/faqs": { status: 200, data: { data: [] } } });
    expect(await screen.findByRole("button", { name: "كيف أسجّل الدخول؟" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "الأسئلة الشائعة" })).toBeInTheDocument();
  });

  it("reports a failed load and loads again on request", async () => {
    let fail = true;
    renderFaqs({
      "GET /api/faqs": () =>
        fail ? { status: 500, data: { message: "Server Error" } } : { status: 200, data: { data: companyFaqs } },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Server Error");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("button", { name: "How do I refill a tray?" })).toBeInTheDocument();
  });
});
