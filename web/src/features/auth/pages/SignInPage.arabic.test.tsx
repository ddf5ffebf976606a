import { ERROR_MESSAGES } from "@froyo/contracts";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { i18n } from "../../../i18n/i18n";
import { fakeApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { AuthProvider } from "../context/AuthProvider";
import { SignInPage } from "./SignInPage";

describe("sign-in page in Arabic", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("ar");
  });

  it("shows its texts and the shared schema's messages in Arabic", async () => {
    renderWithApp(<SignInPage />, { route: "/sign-in" });
    expect(screen.getByRole("heading", { name: "تسجيل الدخول" })).toBeInTheDocument();
    expect(document.title).toBe("تسجيل الدخول | Froyo Back Office");
    expect(screen.getByRole("button", { name: "إظهار كلمة المرور" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "نسيت كلمة المرور؟" })).toHaveAttribute("href", "/forgot-password");
    await userEvent.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByText("حقل البريد الإلكتروني مطلوب.")).toBeInTheDocument();
    expect(screen.getByLabelText("كلمة المرور")).toHaveAccessibleDescription("حقل كلمة المرور مطلوب.");
  });

  it("shows the server's field error translated under its field", async () => {
    fakeApi({
      "GET /auth/me": { status: 401, data: { message: ERROR_MESSAGES.unauthenticated } },
      "GET /sanctum/csrf-cookie": { status: 204 },
      "POST /auth/login": {
        status: 422,
        data: {
          message: ERROR_MESSAGES.invalidCredentials,
          errors: { email: [ERROR_MESSAGES.invalidCredentials] },
        },
      },
    });
    renderWithApp(
      <AuthProvider>
        <SignInPage />
      </AuthProvider>,
      { route: "/sign-in" },
    );
    await userEvent.type(screen.getByLabelText("البريد الإلكتروني"), "ann@demo.example.com");
    await userEvent.type(screen.getByLabelText("كلمة المرور"), "wrong-password");
    await userEvent.click(screen.getByRole("button", { name: "تسجيل الدخول" }));
    expect(await screen.findByText("بيانات الاعتماد هذه لا تطابق سجلاتنا.")).toBeInTheDocument();
    expect(screen.getByLabelText("البريد الإلكتروني")).toHaveAttribute("aria-invalid", "true");
  });
});
