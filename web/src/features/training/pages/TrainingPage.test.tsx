import type { Training } from "@froyo/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type FakeRoutes, fakeApi } from "../../../test/fake-api";
import { makeUser } from "../../../test/fixtures";
import { renderWithApp } from "../../../test/render";
import { TestSwr } from "../../../test/swr";
import { TrainingPage } from "./TrainingPage";
import { TutorialVideosPage } from "./TutorialVideosPage";

const TUTORIAL_URL = "https://videos.example.com/demo";
const training: Training = { tutorial_url: TUTORIAL_URL, has_manual: true, manual_requires_password: true };

function renderPage(page: React.ReactElement, routes: FakeRoutes) {
  const api = fakeApi(routes);
  renderWithApp(<TestSwr>{page}</TestSwr>, { user: makeUser(), route: "/training" });
  return api;
}

function expectNewTabLink(link: HTMLElement, href: string) {
  expect(link).toHaveAttribute("href", href);
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

describe("training pages", { timeout: 15_000 }, () => {
  it("offers the tutorial videos, the manual and the FAQ, each in its own titled section", async () => {
    renderPage(<TrainingPage />, { "GET /api/training": { status: 200, data: { data: training } } });
    expect(screen.getByRole("heading", { level: 1, name: "Training" })).toBeInTheDocument();
    const tutorial = screen.getByRole("region", { name: "Tutorial videos" });
    expectNewTabLink(
      await within(tutorial).findByRole("link", { name: "Watch the tutorial videos (opens in a new tab)" }),
      TUTORIAL_URL,
    );
    const manual = screen.getByRole("region", { name: "User manual" });
    expect(within(manual).getByRole("button", { name: "Download the manual" })).toBeInTheDocument();
    expect(within(manual).getByText(/protected by a password/)).toBeInTheDocument();
    const faqs = screen.getByRole("region", { name: "FAQs" });
    expect(within(faqs).getByRole("link", { name: "Read the FAQs" })).toHaveAttribute("href", "/faqs");
  });

  it("opens the tutorial without any prompt (a plain link, nothing asked from the server)", async () => {
    const api = renderPage(<TutorialVideosPage />, { "GET /api/training": { status: 200, data: { data: training } } });
    expect(screen.getByRole("heading", { level: 1, name: "Tutorial videos" })).toBeInTheDocument();
    const link = await screen.findByRole("link", { name: /Watch the tutorial videos/ });
    expectNewTabLink(link, TUTORIAL_URL);
    expect(api.calls).toEqual(["GET /api/training"]);
  });

  it("says so when the company has no tutorial videos, and never links a non-http URL", async () => {
    renderPage(<TutorialVideosPage />, {
      "GET /api/training": { status: 200, data: { data: { ...training, tutorial_url: "javascript:alert(1)" } } },
    });
    expect(await screen.findByText("Your company has not added tutorial videos yet.")).toBeInTheDocument();
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("reports a failed load and loads again on request", async () => {
    let fail = true;
    renderPage(<TrainingPage />, {
      "GET /api/training": () =>
        fail ? { status: 500, data: { message: "Server Error" } } : { status: 200, data: { data: training } },
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Server Error");
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: /Watch the tutorial videos/ })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
