import { useBrandCompany } from "../../../theme/brand-context";
import { AuthHeading } from "../components/AuthHeading";
import { SignInForm } from "../components/SignInForm";

export function SignInPage() {
  const company = useBrandCompany();
  return (
    <>
      <AuthHeading
        title="Sign in"
        subtitle={company ? `Sign in to the ${company.name} back office.` : "Sign in to your back office."}
      />
      <SignInForm />
    </>
  );
}
