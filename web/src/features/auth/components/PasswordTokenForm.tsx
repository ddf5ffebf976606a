import type { ResetPasswordInput } from "@froyo/contracts";
import { Box } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form/FormAlert";
import { FormField } from "../../../components/form/FormField";
import { PasswordField } from "../../../components/form/PasswordField";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { translateMessage } from "../../../i18n/i18n";
import { applyServerErrors } from "../../../lib/form-errors";
import type { LazyResolver } from "../../../lib/lazy-resolver";
import { authFormSx } from "./auth-form-layout";
import { BackToSignInLink } from "./BackToSignInLink";
import { passwordPairErrors } from "./password-pair-errors";

// `token` is not a visible field: a token error (invalid or expired link) is shown in the alert.
const FIELDS = ["email", "password", "password_confirmation"] as const;

interface PasswordTokenFormProps {
  token: string;
  initialEmail: string;
  passwordLabel: string;
  submitLabel: string;
  /** The shared schema of this link's endpoint (reset or set password), loaded on first use. */
  validation: LazyResolver<ResetPasswordInput>;
  /** POSTs the payload; resolves with the server's success message. */
  submit: (input: ResetPasswordInput) => Promise<string>;
}

/** The emailed-link forms: reset a forgotten password, or set the first one after an invitation. */
export function PasswordTokenForm(props: PasswordTokenFormProps) {
  const { token, initialEmail, passwordLabel, submitLabel, validation, submit } = props;
  const { t } = useTranslation("auth");
  const [formError, setFormError] = useState<string | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordInput>({
    resolver: validation.resolver,
    defaultValues: { token, email: initialEmail, password: "", password_confirmation: "" },
  });
  const { errors, isSubmitting } = formState;
  const pair = passwordPairErrors(errors);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setDoneMessage(await submit(values));
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  if (doneMessage) {
    return (
      <Box sx={authFormSx}>
        <FormAlert severity="success">{translateMessage(doneMessage)}</FormAlert>
        <BackToSignInLink />
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={validation.preload} sx={authFormSx}>
      {(formError || errors.token) && (
        <FormAlert severity="error">{formError ?? translateMessage(errors.token?.message ?? "")}</FormAlert>
      )}
      <FormField
        label={t("fields.email")}
        type="email"
        autoComplete="username"
        autoFocus={!initialEmail}
        registration={register("email")}
        error={errors.email?.message}
      />
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        autoFocus={Boolean(initialEmail)}
        registration={register("password")}
        error={pair.password}
      />
      <PasswordField
        label={t("fields.confirmPassword")}
        autoComplete="new-password"
        registration={register("password_confirmation")}
        error={pair.confirmation}
      />
      <SubmitButton loading={isSubmitting}>{submitLabel}</SubmitButton>
      <BackToSignInLink />
    </Box>
  );
}
