import { PASSWORD_MIN } from "@froyo/contracts";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { resetPassword } from "../api/reset-password";
import { AuthHeading } from "../components/AuthHeading";
import { PasswordTokenForm } from "../components/PasswordTokenForm";
import { lazyResetPasswordResolver } from "../validation/lazy-auth-resolvers";

/** /password-reset/:token?email=…: the link from the reset email. */
export function PasswordResetPage() {
  const { t } = useTranslation("auth");
  const { token = "" } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <>
      <AuthHeading title={t("resetPassword.title")} subtitle={t("resetPassword.subtitle", { min: PASSWORD_MIN })} />
      <PasswordTokenForm
        token={token}
        initialEmail={searchParams.get("email") ?? ""}
        passwordLabel={t("fields.newPassword")}
        submitLabel={t("resetPassword.submit")}
        validation={lazyResetPasswordResolver}
        submit={resetPassword}
      />
    </>
  );
}
