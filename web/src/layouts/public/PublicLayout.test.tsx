import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../test/render";
import { PublicLayout } from "./PublicLayout";

describe("public frame", () => {
  it("lets a visitor read the pages in Arabic, and switch back", async () => {
    const user = userEvent.setup();
    renderWithApp(<PublicLayout />, { route: "/sign-in" });
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Froyo Back Office. All rights reserved.`);

    const arabic = screen.getByRole("button", { name: "العربية" });
    expect(arabic).toHaveAttribute("lang", "ar");
    await user.click(arabic);
    await waitFor(() => expect(document.documentElement).toHaveAttribute("lang", "ar"));
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "rtl"));
    expect(footer).toHaveTextContent("جميع الحقوق محفوظة");
    expect(localStorage.getItem("app-language")).toBe("ar");

    await user.click(screen.getByRole("button", { name: "English" }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "ltr"));
    expect(footer).toHaveTextContent("All rights reserved.");
  });
});
