import type { ForgotPasswordInput } from "@froyo/contracts";
import { Box } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form/FormAlert";
import { FormField } from "../../../components/form/FormField";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { translateMessage } from "../../../i18n/i18n";
import { applyServerErrors } from "../../../lib/form-errors";
import { forgotPassword } from "../api/forgot-password";
import { lazyForgotPasswordResolver } from "../validation/lazy-auth-resolvers";
import { authFormSx } from "./auth-form-layout";
import { BackToSignInLink } from "./BackToSignInLink";

const FIELDS = ["email"] as const;

export function ForgotPasswordForm() {
  const { t } = useTranslation("auth");
  const [formError, setFormError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<ForgotPasswordInput>({
    resolver: lazyForgotPasswordResolver.resolver,
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // The server answers the same whether or not the address is registered, so we show its message as is.
      setSentMessage(await forgotPassword(values));
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  if (sentMessage) {
    return (
      <Box sx={authFormSx}>
        <FormAlert severity="success">{translateMessage(sentMessage)}</FormAlert>
        <BackToSignInLink />
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={lazyForgotPasswordResolver.preload} sx={authFormSx}>
      {formError && <FormAlert severity="error">{formError}</FormAlert>}
      <FormField
        label={t("fields.email")}
        type="email"
        autoComplete="username"
        autoFocus
        registration={register("email")}
        error={formState.errors.email?.message}
      />
      <SubmitButton loading={formState.isSubmitting}>{t("forgotPassword.submit")}</SubmitButton>
      <BackToSignInLink />
    </Box>
  );
}
