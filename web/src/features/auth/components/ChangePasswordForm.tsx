import type { ChangePasswordInput } from "@froyo/contracts";
import { Box } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form/FormAlert";
import { PasswordField } from "../../../components/form/PasswordField";
import { SubmitButton } from "../../../components/form/SubmitButton";
import { translateMessage } from "../../../i18n/i18n";
import { applyServerErrors } from "../../../lib/form-errors";
import { showToast } from "../../../lib/toast";
import { changePassword } from "../api/change-password";
import { useAuth } from "../context/auth-context";
import { lazyChangePasswordResolver } from "../validation/lazy-auth-resolvers";
import { authFormSx } from "./auth-form-layout";
import { passwordPairErrors } from "./password-pair-errors";

const FIELDS = ["current_password", "password", "password_confirmation"] as const;
const EMPTY: ChangePasswordInput = { current_password: "", password: "", password_confirmation: "" };

export function ChangePasswordForm() {
  const { t } = useTranslation("auth");
  const { user } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordInput>({
    resolver: lazyChangePasswordResolver.resolver,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const pair = passwordPairErrors(errors);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const message = await changePassword(values);
      showToast(message ? translateMessage(message) : t("changePassword.done"), "success");
      reset(EMPTY);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      onInput={lazyChangePasswordResolver.preload}
      sx={{ ...authFormSx, maxWidth: 480 }}
    >
      {formError && <FormAlert severity="error">{formError}</FormAlert>}
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" autoComplete="username" value={user?.email ?? ""} readOnly hidden />
      <PasswordField
        label={t("fields.currentPassword")}
        autoComplete="current-password"
        registration={register("current_password")}
        error={errors.current_password?.message}
      />
      <PasswordField
        label={t("fields.newPassword")}
        autoComplete="new-password"
        registration={register("password")}
        error={pair.password}
      />
      <PasswordField
        label={t("fields.confirmPassword")}
        autoComplete="new-password"
        registration={register("password_confirmation")}
        error={pair.confirmation}
      />
      <SubmitButton loading={isSubmitting} fit>
        {t("changePassword.submit")}
      </SubmitButton>
    </Box>
  );
}
