import { type ManualPasswordInput, manualPasswordSchema, TRAINING_MESSAGES } from "@froyo/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, DialogActions, DialogContent, TextField, Typography } from "@mui/material";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form/FormAlert";
import { translateMessage } from "../../../i18n/i18n";
import { isApiError } from "../../../lib/api-error";
import { failureMessage } from "../../../lib/failure-message";
import { requestManualLink } from "../api/open-manual";
import { useTrainingTranslation } from "../use-training-translation";

function isIncorrectPassword(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 422 &&
    Boolean(error.errors?.password?.includes(TRAINING_MESSAGES.incorrectPassword))
  );
}

interface ManualPasswordFormProps {
  onCancel: () => void;
  /** Called with the manual's link as soon as the server accepted the password (still inside the user's click). */
  onUnlocked: (url: string) => void;
}

/**
 * Seed section 4: asks 'Please enter password to download the manual:'; the server checks the answer. A wrong one
 * shows the alert 'Incorrect password' and nothing opens; a 429 (too many tries) shows the server's message.
 */
export function ManualPasswordForm({ onCancel, onUnlocked }: ManualPasswordFormProps) {
  const { t } = useTrainingTranslation();
  const inputId = useId();
  const [alert, setAlert] = useState<string | null>(null);
  const { register, handleSubmit, setError, setFocus, formState } = useForm<ManualPasswordInput>({
    resolver: zodResolver(manualPasswordSchema),
    defaultValues: { password: "" },
  });
  const { ref, ...password } = register("password");
  const fieldError = formState.errors.password?.message;

  const onSubmit = handleSubmit(async (values) => {
    setAlert(null);
    if (!values.password) {
      setError("password", { type: "required", message: t("manual.passwordRequired") }, { shouldFocus: true });
      return;
    }
    try {
      // Nothing else may run between this answer and the new tab: the browser allows it only close to the click.
      onUnlocked(await requestManualLink(values.password));
    } catch (error) {
      setAlert(
        isIncorrectPassword(error)
          ? t("manual.incorrectPassword")
          : translateMessage(failureMessage(error, t("manual.failed"))),
      );
      setFocus("password", { shouldSelect: true });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <DialogContent sx={{ display: "flex", flexDirection: "column", gap: 2 }}>
        {alert && <FormAlert severity="error">{alert}</FormAlert>}
        <div>
          <Typography component="label" htmlFor={inputId} variant="body1" sx={{ display: "block", mb: 1 }}>
            {t("manual.prompt")}
          </Typography>
          <TextField
            {...password}
            inputRef={ref}
            id={inputId}
            type="password"
            autoComplete="off"
            autoFocus
            fullWidth
            error={Boolean(fieldError || alert)}
            helperText={fieldError ? translateMessage(fieldError) : undefined}
          />
        </div>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={formState.isSubmitting} color="inherit">
          {t("manual.cancel")}
        </Button>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t("manual.submit")}
        </Button>
      </DialogActions>
    </Box>
  );
}
