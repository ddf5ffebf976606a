import { PASSWORD_MIN } from "@froyo/contracts";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { setPassword } from "../api/set-password";
import { AuthHeading } from "../components/AuthHeading";
import { PasswordTokenForm } from "../components/PasswordTokenForm";
import { lazySetPasswordResolver } from "../validation/lazy-auth-resolvers";

/** /set-password/:token?email=…: the link from an invitation; the user picks their first password. */
export function SetPasswordPage() {
  const { t } = useTranslation("auth");
  const { token = "" } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <>
      <AuthHeading title={t("setPassword.title")} subtitle={t("setPassword.subtitle", { min: PASSWORD_MIN })} />
      <PasswordTokenForm
        token={token}
        initialEmail={searchParams.get("email") ?? ""}
        passwordLabel={t("fields.password")}
        submitLabel={t("setPassword.submit")}
        validation={lazySetPasswordResolver}
        submit={setPassword}
      />
    </>
  );
}
