import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n";
import { makeUser } from "../../test/fixtures";
import { renderWithApp } from "../../test/render";
import { setViewportWidth } from "../../test/viewport";
import { DashboardFooter } from "./DashboardFooter";

describe("dashboard footer", () => {
  it("names the licensing company when the user has one", () => {
    renderWithApp(<DashboardFooter />, { user: makeUser() });
    expect(screen.getByRole("contentinfo")).toHaveTextContent("This software is licensed by Demo Froyo, LLC.");
  });

  it("shows the default rights notice with the current year without a company", () => {
    renderWithApp(<DashboardFooter />, { user: makeUser("Super Admin", { company: null }) });
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      `© ${new Date().getFullYear()} Froyo Back Office. All rights reserved.`,
    );
  });

  it("speaks Arabic when the interface does", async () => {
    await i18n.changeLanguage("ar");
    renderWithApp(<DashboardFooter />, { user: makeUser() });
    expect(screen.getByRole("contentinfo")).toHaveTextContent("هذا البرنامج مرخّص من Demo Froyo، LLC.");
  });

  it("is hidden below the md breakpoint", () => {
    setViewportWidth(899);
    renderWithApp(<DashboardFooter />, { user: makeUser() });
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });
});
