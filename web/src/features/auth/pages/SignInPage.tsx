import { useTranslation } from "react-i18next";
import { useBrandCompany } from "../../../theme/brand-context";
import { AuthHeading } from "../components/AuthHeading";
import { SignInForm } from "../components/SignInForm";

export function SignInPage() {
  const { t } = useTranslation("auth");
  const company = useBrandCompany();
  return (
    <>
      <AuthHeading
        title={t("signIn.title")}
        subtitle={company ? t("signIn.subtitleOfCompany", { company: company.name }) : t("signIn.subtitle")}
      />
      <SignInForm />
    </>
  );
}
