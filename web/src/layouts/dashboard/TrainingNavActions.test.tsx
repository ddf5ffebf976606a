import { ROLE_NAMES, type Training } from "@froyo/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { fakeApi } from "../../test/fake-api";
import { makeUser } from "../../test/fixtures";
import { renderWithApp } from "../../test/render";
import { TestSwr } from "../../test/swr";
import { NavContent } from "./NavContent";
import { TrainingNavActions } from "./TrainingNavActions";

function renderNav(training: Training) {
  const api = fakeApi({
    "GET /api/training": { status: 200, data: { data: training } },
    "POST /api/training/manual": (config) =>
      JSON.parse(String(config.data)).password === "demo-manual"
        ? { status: 200, data: { data: { url: "https://docs.example.com/manual.pdf" } } }
        : { status: 422, data: { message: "Incorrect password", errors: { password: ["Incorrect password"] } } },
  });
  renderWithApp(
    <TestSwr>
      <TrainingNavActions>
        <NavContent />
      </TrainingNavActions>
    </TestSwr>,
    { user: makeUser(ROLE_NAMES.client) },
  );
  return api;
}

describe("the Training entries wired to the training feature", { timeout: 15_000 }, () => {
  it("opens the company's tutorial in a new tab, and asks the manual's password before opening it", async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, "open").mockReturnValue({ opener: null } as Window);
    const api = renderNav({
      tutorial_url: "https://videos.example.com",
      has_manual: true,
      manual_requires_password: true,
    });

    await vi.waitFor(() =>
      expect(screen.getByRole("link", { name: /Tutorial videos/ })).toHaveAttribute(
        "href",
        "https://videos.example.com",
      ),
    );
    expect(screen.getByRole("link", { name: /Tutorial videos/ })).toHaveAttribute("target", "_blank");

    await user.click(await screen.findByRole("button", { name: "User manual" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("Please enter password to download the manual:"), "wrong");
    await user.keyboard("{Enter}");
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Incorrect password");
    expect(open).not.toHaveBeenCalled();

    const field = within(dialog).getByLabelText("Please enter password to download the manual:");
    await user.clear(field);
    await user.type(field, "demo-manual{Enter}");
    await vi.waitFor(() => expect(open).toHaveBeenCalledWith("https://docs.example.com/manual.pdf", "_blank"));
    expect(api.calls.filter((call) => call === "POST /api/training/manual")).toHaveLength(2);
  });

  it("links both entries to their in-app pages when the company has no tutorial and no manual", async () => {
    const api = renderNav({ tutorial_url: null, has_manual: false, manual_requires_password: false });
    await vi.waitFor(() => expect(api.calls).toContain("GET /api/training"));
    expect(screen.getByRole("link", { name: /Tutorial videos/ })).toHaveAttribute("href", "/training/tutorial");
    expect(screen.getByRole("link", { name: /User manual/ })).toHaveAttribute("href", "/training/manual");
  });
});
