import { ROLE_NAMES } from "@froyo/contracts";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { makeUser } from "../../../test/fixtures";
import { renderWithApp } from "../../../test/render";
import { JournalDownloadLink } from "./JournalDownloadLink";

const OCTOBER = "/dashboard/sales-analytics?range=custom&from=2026-10-01&to=2026-10-31";

describe("the accounting journal's link on the analytics page", () => {
  it("gives staff holding 'view sales' the journal of the chosen period as a download", () => {
    renderWithApp(<JournalDownloadLink />, { user: makeUser(ROLE_NAMES.companyAdmin), route: OCTOBER });
    const link = screen.getByRole("link", { name: "Download journal (CSV)" });
    expect(link).toHaveAttribute("href", "/api/sales/journal.csv?from=2026-10-01&to=2026-10-31");
    expect(link).toHaveAttribute("download");
  });

  it("is hidden from clients, a Client - Pro (who sees the page) included, and from staff without 'view sales'", () => {
    renderWithApp(<JournalDownloadLink />, { user: makeUser(ROLE_NAMES.clientPro), route: OCTOBER });
    expect(screen.queryByRole("link", { name: "Download journal (CSV)" })).not.toBeInTheDocument();
    const admin = makeUser(ROLE_NAMES.companyAdmin);
    renderWithApp(<JournalDownloadLink />, {
      user: { ...admin, permissions: admin.permissions.filter((name) => name !== "view sales") },
      route: OCTOBER,
    });
    expect(screen.queryByRole("link", { name: "Download journal (CSV)" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download journal (CSV)" })).not.toBeInTheDocument();
  });

  it("is disabled, saying why, for a period longer than the journal's 366 days", () => {
    renderWithApp(<JournalDownloadLink />, {
      user: makeUser(ROLE_NAMES.companyAdmin),
      route: "/dashboard/sales-analytics?range=custom&from=2025-01-01&to=2026-06-30",
    });
    expect(screen.queryByRole("link", { name: "Download journal (CSV)" })).not.toBeInTheDocument();
    const button = screen.getByRole("button", { name: "Download journal (CSV)" });
    expect(button).toHaveAttribute("aria-disabled", "true");
    expect(button).toHaveAccessibleDescription("The journal covers at most 366 days: choose a shorter period.");
  });
});
