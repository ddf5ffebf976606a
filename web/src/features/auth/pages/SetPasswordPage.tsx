import { useParams, useSearchParams } from "react-router";
import { setPassword } from "../api/set-password";
import { AuthHeading } from "../components/AuthHeading";
import { PasswordTokenForm } from "../components/PasswordTokenForm";
import { lazySetPasswordResolver } from "../validation/lazy-auth-resolvers";

/** /set-password/:token?email=…: the link from an invitation; the user picks their first password. */
export function SetPasswordPage() {
  const { token = "" } = useParams();
  const [searchParams] = useSearchParams();
  return (
    <>
      <AuthHeading
        title="Set your password"
        subtitle="Choose a password of at least 8 characters to activate your account."
      />
      <PasswordTokenForm
        token={token}
        initialEmail={searchParams.get("email") ?? ""}
        passwordLabel="Password"
        submitLabel="Set password"
        validation={lazySetPasswordResolver}
        submit={setPassword}
      />
    </>
  );
}
