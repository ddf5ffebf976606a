import { useParams, useSearchParams } from "react-router";
import { resetPassword } from "../api/reset-password";
import { AuthHeading } from "../components/AuthHeading";
import { PasswordTokenForm } from "../components/PasswordTokenForm";
import { lazyResetPasswordResolver } from "../validation/lazy-auth-resolvers";

/** /password-reset/:token?email=…: the link from the reset email. */
export function PasswordResetPage() {
  const { token = "" } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <>
      <AuthHeading title="Reset your password" subtitle="Choose a new password of at least 8 characters." />
      <PasswordTokenForm
        token={token}
        initialEmail={searchParams.get("email") ?? ""}
        passwordLabel="New password"
        submitLabel="Reset password"
        validation={lazyResetPasswordResolver}
        submit={resetPassword}
      />
    </>
  );
}
