import type { LoginInput } from "@froyo/contracts";
import { Box } from "@mui/material";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form/FormAlert";
import { FormField } from "../../../components/form/FormField";
import { PasswordField } from "../../../components/form/PasswordField";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { TextLink } from "../../../components/TextLink";
import { applyServerErrors } from "../../../lib/form-errors";
import { preloadHttp } from "../../../lib/lazy-http";
import { useAuth } from "../context/auth-context";
import { loginResolver } from "../validation/login-resolver";
import { authFormSx } from "./auth-form-layout";

const FIELDS = ["email", "password"] as const;

/** On success the session holds the user and the guest guard moves on to returnTo (or /dashboard). */
export function SignInForm() {
  const { t } = useTranslation("auth");
  const { signIn } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<LoginInput>({
    resolver: loginResolver,
    defaultValues: { email: "", password: "" },
  });
  // The email field takes the focus just after the first paint rather than during it (autoFocus): focusing while the
  // form mounts forces the page's first layout inside React's commit, the sign-in page's longest task on a phone.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // Never taken from a field the user has already chosen.
      timer = setTimeout(() => document.activeElement === document.body && setFocus("email"));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [setFocus]);
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn(values);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={preloadHttp} sx={authFormSx}>
      {formError && <FormAlert severity="error">{formError}</FormAlert>}
      <FormField
        label={t("fields.email")}
        type="email"
        autoComplete="username"
        registration={register("email")}
        error={errors.email?.message}
      />
      <PasswordField
        label={t("fields.password")}
        autoComplete="current-password"
        registration={register("password")}
        error={errors.password?.message}
      />
      <TextLink to="/forgot-password" style={{ alignSelf: "flex-end" }}>
        {t("signIn.forgotPassword")}
      </TextLink>
      <SubmitButton loading={isSubmitting}>{t("signIn.submit")}</SubmitButton>
    </Box>
  );
}
