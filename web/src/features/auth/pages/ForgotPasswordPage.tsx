import { useTranslation } from "react-i18next";
import { AuthHeading } from "../components/AuthHeading";
import { ForgotPasswordForm } from "../components/ForgotPasswordForm";

export function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  return (
    <>
      <AuthHeading title={t("forgotPassword.title")} subtitle={t("forgotPassword.subtitle")} />
      <ForgotPasswordForm />
    </>
  );
}
