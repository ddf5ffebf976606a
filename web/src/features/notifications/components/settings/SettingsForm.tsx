import { NOTIFICATION_MESSAGES, type NotificationSettings } from "@froyo/contracts";
import { Alert, Box, Button, Typography } from "@mui/material";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../../components/form/FormAlert";
import { translateMessage } from "../../../../i18n/i18n";
import { browserTimezone } from "../../../../lib/browser-timezone";
import { failureMessage } from "../../../../lib/failure-message";
import { applyServerErrors } from "../../../../lib/form-errors";
import { renameFieldErrors } from "../../../../lib/split-field-errors";
import { showToast } from "../../../../lib/toast";
import { useIsDesktop } from "../../../../lib/use-is-desktop";
import { useSaveNotificationSettings } from "../../api/notification-settings";
import { useNotificationsTranslation } from "../../use-notifications-translation";
import { EventCards } from "./EventCards";
import { EventMatrix } from "./EventMatrix";
import { QuietHoursFields } from "./QuietHoursFields";
import {
  FIELD_ALIASES,
  FORM_FIELDS,
  type SettingsFormValues,
  settingsFormValues,
  settingsResolver,
} from "./settings-form-values";

interface SettingsFormProps {
  settings: NotificationSettings;
  /** Whether the user ever saved them: until then the timezone is only the company's default. */
  saved: boolean;
  /** `edit notification settings`: without it every control is shown, disabled, and there is nothing to save. */
  canEdit: boolean;
}

/** The settings, edited as a whole and saved with one PUT; the server's field messages land under their fields. */
export function SettingsForm({ settings, saved, canEdit }: SettingsFormProps) {
  const { t } = useNotificationsTranslation();
  const isDesktop = useIsDesktop();
  const save = useSaveNotificationSettings();
  const headingId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset, formState, setValue } = useForm<
    SettingsFormValues,
    unknown,
    NotificationSettings
  >({ resolver: settingsResolver, defaultValues: settingsFormValues(settings) });
  // A person is usually where their browser is, not where the company is: until they save, their timezone is
  // proposed from the browser, as a change to save (Reset goes back to the company's).
  useEffect(() => {
    if (saved || !canEdit) return;
    const browserZone = browserTimezone();
    if (browserZone !== settings.timezone) setValue("timezone", browserZone, { shouldDirty: true });
  }, [saved, canEdit, settings.timezone, setValue]);
  // Fields stay enabled while saving: a refused save moves the focus to the first field in error.
  const disabled = !canEdit;

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      reset(settingsFormValues(await save(body)));
      showToast(translateMessage(NOTIFICATION_MESSAGES.settingsSaved), "success");
    } catch (error) {
      setFormError(applyServerErrors(renameFieldErrors(error, FIELD_ALIASES), FORM_FIELDS, setError));
      showToast(failureMessage(error, t("settings.saveFailed")), "error");
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: "grid", gap: 4, minWidth: 0 }}>
      {!canEdit && <Alert severity="info">{t("settings.readOnly")}</Alert>}
      <Box component="section" aria-labelledby={headingId} sx={{ display: "grid", gap: 2, minWidth: 0 }}>
        <div>
          <Typography id={headingId} variant="h6" component="h2">
            {t("settings.alerts")}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t("settings.matrixLabel")}
          </Typography>
        </div>
        {isDesktop ? (
          <EventMatrix control={control} disabled={disabled} />
        ) : (
          <EventCards control={control} disabled={disabled} />
        )}
      </Box>
      <QuietHoursFields control={control} disabled={disabled} />
      {formError && <FormAlert severity="error">{formError}</FormAlert>}
      {canEdit && (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, justifyContent: "flex-end" }}>
          <Button onClick={() => reset()} disabled={!formState.isDirty || formState.isSubmitting}>
            {t("settings.reset")}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t("settings.save")}
          </Button>
        </Box>
      )}
    </Box>
  );
}
