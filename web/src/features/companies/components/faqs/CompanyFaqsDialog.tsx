import { type CompanyAdmin, companyFaqsInputSchema, FAQS_MAX } from "@froyo/contracts";
import { Box, Button, CircularProgress, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { FormAlert } from "../../../../components/form/FormAlert";
import { FormDialog } from "../../../../components/form/FormDialog";
import { AddIcon } from "../../../../components/icons/list-icons";
import { translateMessage } from "../../../../i18n/i18n";
import { isApiError } from "../../../../lib/api-error";
import { failureMessage } from "../../../../lib/failure-message";
import { showToast } from "../../../../lib/toast";
import { useCompanyFaqs } from "../../api/get-company-faqs";
import { useUpdateCompanyFaqs } from "../../api/update-company-faqs";
import { useCompaniesTranslation } from "../../use-companies-translation";
import { FaqItemFields } from "./FaqItemFields";
import { issuesByPath, toFaqsInput } from "./faq-drafts";
import { useFaqEditor } from "./use-faq-editor";

interface CompanyFaqsDialogProps {
  company: CompanyAdmin;
  onClose: () => void;
}

/**
 * Platform staff edit a company's FAQ: add, edit, remove and reorder up to 50 questions, saved as one list (PUT).
 * Errors of the shared schema or of the server (`faqs.3.answer`) show under their field. Plain state rather than
 * react-hook-form's field arrays: those would add 1.6 KB to the sign-in page, which shares react-hook-form's chunk.
 */
export function CompanyFaqsDialog({ company, onClose }: CompanyFaqsDialogProps) {
  const { t } = useCompaniesTranslation();
  const stored = useCompanyFaqs(company.id);
  const updateFaqs = useUpdateCompanyFaqs();
  const editor = useFaqEditor(stored.data?.data);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const drafts = editor.drafts;

  const showErrors = (errors: Record<string, readonly string[]>) => {
    const unplaced = editor.showErrors(errors);
    setFormError(unplaced.length > 0 ? unplaced.map(translateMessage).join(" ") : null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!drafts || submitting) return;
    const checked = companyFaqsInputSchema.safeParse(toFaqsInput(drafts));
    if (!checked.success) return showErrors(issuesByPath(checked.error.issues));
    setFormError(null);
    setSubmitting(true);
    try {
      await updateFaqs(company.id, checked.data);
      showToast(t("faqs.saved"), "success");
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.errors) showErrors(error.errors);
      else setFormError(failureMessage(error, t("faqs.saveFailed")));
      showToast(t("faqs.saveFailed"), "error");
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <FormDialog
      open
      title={t("faqs.title", { name: company.name })}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t("faqs.save")}
      submitting={submitting}
      submitDisabled={!drafts}
      formError={formError}
      maxWidth="md"
    >
      {!drafts ? (
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
            {drafts.length === 0 ? t("faqs.emptyHint") : t("faqs.intro")}
          </Typography>
          {drafts.map((draft, index) => (
            <FaqItemFields
              key={draft.key}
              draft={draft}
              index={index}
              count={drafts.length}
              disabled={submitting}
              actions={editor.actions}
            />
          ))}
          <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap" }}>
            <Button
              ref={editor.addButton}
              variant="outlined"
              startIcon={<AddIcon />}
              disabled={submitting || drafts.length >= FAQS_MAX}
              onClick={editor.actions.add}
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
