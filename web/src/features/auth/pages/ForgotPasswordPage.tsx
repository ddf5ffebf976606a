import { AuthHeading } from "../components/AuthHeading";
import { ForgotPasswordForm } from "../components/ForgotPasswordForm";

export function ForgotPasswordPage() {
  return (
    <>
      <AuthHeading
        title="Forgot your password?"
        subtitle="Enter the email address of your account and we will email you a link to reset your password."
      />
      <ForgotPasswordForm />
    </>
  );
}
