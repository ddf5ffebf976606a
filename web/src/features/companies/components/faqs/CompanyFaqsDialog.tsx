import { type CompanyAdmin, companyFaqsInputSchema, FAQS_MAX } from "@froyo/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Button, CircularProgress, Typography } from "@mui/material";
import { useEffect, useId, useRef, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { FormAlert } from "../../../../components/form/FormAlert";
import { FormDialog } from "../../../../components/form/FormDialog";
import { AddIcon } from "../../../../components/icons/list-icons";
import { failureMessage } from "../../../../lib/failure-message";
import { applyServerErrors } from "../../../../lib/form-errors";
import { showToast } from "../../../../lib/toast";
import { useCompanyFaqs } from "../../api/get-company-faqs";
import { useUpdateCompanyFaqs } from "../../api/update-company-faqs";
import { useCompaniesTranslation } from "../../use-companies-translation";
import { FaqItemFields, type FaqMove } from "./FaqItemFields";
import { EMPTY_FAQ, type FaqFormValues, faqFieldPaths, focusAfterRemoval } from "./faq-form";

interface CompanyFaqsDialogProps {
  company: CompanyAdmin;
  onClose: () => void;
}

/**
 * Platform staff edit a company's FAQ: add, edit, remove and reorder up to 50 questions, saved as one list (PUT).
 * Field errors, the shared schema's or the server's (`faqs.3.answer`), show under their field.
 */
export function CompanyFaqsDialog({ company, onClose }: CompanyFaqsDialogProps) {
  const { t } = useCompaniesTranslation();
  const idPrefix = useId();
  const stored = useCompanyFaqs(company.id);
  const updateFaqs = useUpdateCompanyFaqs();
  const [formError, setFormError] = useState<string | null>(null);
  const [moved, setMoved] = useState<{ id: string; move: FaqMove } | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const { control, handleSubmit, setError, reset, setFocus, formState } = useForm<FaqFormValues>({
    resolver: zodResolver(companyFaqsInputSchema),
    defaultValues: { faqs: [] },
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: "faqs" });
  const loaded = stored.data?.data;

  // The stored list fills the form once; a later answer (another save) must not overwrite what is being edited.
  const filled = useRef(false);
  useEffect(() => {
    if (!loaded || filled.current) return;
    filled.current = true;
    reset({ faqs: loaded });
  }, [loaded, reset]);

  const moveButtonId = (id: string, direction: FaqMove) => `${idPrefix}-${id}-${direction}`;
  // After a move the focused button travels with its question; at the list's edge it is disabled, so the other one takes focus.
  useEffect(() => {
    if (!moved) return;
    const button = document.getElementById(moveButtonId(moved.id, moved.move)) as HTMLButtonElement | null;
    const other = document.getElementById(moveButtonId(moved.id, moved.move === "up" ? "down" : "up"));
    (button?.disabled ? other : button)?.focus();
    setMoved(null);
  });

  const moveItem = (index: number, direction: FaqMove) => {
    const id = fields[index]?.id;
    move(index, direction === "up" ? index - 1 : index + 1);
    if (id) setMoved({ id, move: direction });
  };
  const removeItem = (index: number) => {
    const next = focusAfterRemoval(index, fields.length);
    remove(index);
    if (next) requestAnimationFrame(() => setFocus(next));
    else requestAnimationFrame(() => addButton.current?.focus());
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await updateFaqs(company.id, values);
      showToast(t("faqs.saved"), "success");
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, faqFieldPaths(values.faqs.length), setError));
      showToast(t("faqs.saveFailed"), "error");
    }
  });

  const busy = formState.isSubmitting;
  return (
    <FormDialog
      open
      title={t("faqs.title", { name: company.name })}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t("faqs.save")}
      submitting={busy}
      submitDisabled={!loaded}
      formError={formError}
      maxWidth="md"
    >
      {!loaded ? (
        stored.error ? (
          <FormAlert severity="error">
            {failureMessage(stored.error, t("faqs.loadFailed"))}{" "}
            <Button size="small" onClick={() => void stored.mutate()}>
              {t("faqs.retry")}
            </Button>
          </FormAlert>
        ) : (
          <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
            <CircularProgress aria-label={t("faqs.loading")} />
          </Box>
        )
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {fields.length === 0 ? t("faqs.emptyHint") : t("faqs.intro")}
          </Typography>
          {fields.map((field, index) => (
            <FaqItemFields
              key={field.id}
              control={control}
              index={index}
              count={fields.length}
              disabled={busy}
              moveButtonId={(direction) => moveButtonId(field.id, direction)}
              onMove={(direction) => moveItem(index, direction)}
              onRemove={() => removeItem(index)}
            />
          ))}
          <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
            <Button
              ref={addButton}
              variant="outlined"
              startIcon={<AddIcon />}
              disabled={busy || fields.length >= FAQS_MAX}
              onClick={() => append(EMPTY_FAQ, { shouldFocus: true })}
            >
              {t("faqs.add")}
            </Button>
            <Typography variant="caption" color="text.secondary">
              {t("faqs.limit", { max: FAQS_MAX })}
            </Typography>
          </Box>
        </>
      )}
    </FormDialog>
  );
}
