import { SUPPORT_CATEGORIES, type SubmitSupportTicketInput, submitSupportTicketSchema } from "@froyo/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, MenuItem, Stack } from "@mui/material";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { ControlledTextField } from "../../../components/form/ControlledTextField";
import { FormAlert } from "../../../components/form/FormAlert";
import { translateMessage } from "../../../i18n/i18n";
import { applyServerErrors } from "../../../lib/form-errors";
import { showToast } from "../../../lib/toast";
import { useSubmitSupportTicket } from "../api/submit-support-ticket";
import { useSupportTranslation } from "../use-support-translation";
import { NO_CATEGORY, requestedCategory } from "./requested-category";
import { isSupportCategory, useCategoryLabel } from "./support-labels";

const FIELDS = ["subject", "category", "message"] as const;
const EMPTY: SubmitSupportTicketInput = { subject: "", category: NO_CATEGORY, message: "" };

/**
 * The ticket form. `?category=Upgrade%20to%20Pro` (the upgrade banner's link), or any other category, pre-selects
 * it, also when the address changes while the page is open. Validation is the shared schema; the server's 422s go
 * under their fields, anything else (a 429, no answer) above the form.
 */
export function SupportTicketForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const { t } = useSupportTranslation();
  const categoryLabel = useCategoryLabel();
  const submitTicket = useSubmitSupportTicket();
  const [searchParams, setSearchParams] = useSearchParams();
  const category = requestedCategory(searchParams);
  const [formError, setFormError] = useState<string | null>(null);
  const [sentSubject, setSentSubject] = useState<string | null>(null);
  const { control, handleSubmit, setError, setValue, reset, formState } = useForm<SubmitSupportTicketInput>({
    resolver: zodResolver(submitSupportTicketSchema),
    defaultValues: { ...EMPTY, category },
  });

  useEffect(() => {
    if (isSupportCategory(category)) setValue("category", category);
  }, [category, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSentSubject(null);
    try {
      const ticket = await submitTicket(values);
      reset(EMPTY);
      // The request is sent: the address no longer asks for a category, so the next ticket starts blank.
      if (searchParams.has("category")) {
        setSearchParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete("category");
            return next;
          },
          { replace: true },
        );
      }
      setSentSubject(ticket.subject);
      showToast(t("form.submittedToast"), "success");
      onSubmitted?.();
    } catch (error) {
      const message = applyServerErrors(error, FIELDS, setError);
      setFormError(message === null ? null : translateMessage(message));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {formError && <FormAlert severity="error">{formError}</FormAlert>}
        {sentSubject !== null && (
          <FormAlert severity="success">{t("form.submitted", { subject: sentSubject })}</FormAlert>
        )}
        <ControlledTextField name="subject" control={control} label={t("form.subject")} fullWidth />
        <ControlledTextField select name="category" control={control} label={t("form.category")} fullWidth>
          {SUPPORT_CATEGORIES.map((value) => (
            <MenuItem key={value} value={value}>
              {categoryLabel(value)}
            </MenuItem>
          ))}
        </ControlledTextField>
        <ControlledTextField
          name="message"
          control={control}
          label={t("form.message")}
          helperText={t("form.messageHint")}
          multiline
          minRows={5}
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={formState.isSubmitting}
          sx={{ alignSelf: "start" }}
        >
          {t("form.submit")}
        </Button>
      </Stack>
    </Box>
  );
}
