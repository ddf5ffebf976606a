import { COMPANY_IMAGE_FIELDS, COMPANY_MESSAGES, type CompanyAdmin, companyFieldsSchema } from "@froyo/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Box, Typography } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormDialog } from "../../../components/form/FormDialog";
import { translateMessage } from "../../../i18n/i18n";
import { applyServerErrors } from "../../../lib/form-errors";
import { splitFieldErrors } from "../../../lib/split-field-errors";
import { showToast } from "../../../lib/toast";
import { useCreateCompany } from "../api/create-company";
import { useUpdateCompany } from "../api/update-company";
import { useCompaniesTranslation } from "../use-companies-translation";
import { CompanyFormFields } from "./CompanyFormFields";
import { CompanyImageField } from "./CompanyImageField";
import { type CompanyFormValues, companyFormData, companyFormValues, TEXT_FIELDS } from "./company-form-values";
import { type ImageChoices, imageFieldOf, NO_IMAGE_CHANGES } from "./company-images";

interface CompanyFormDialogProps {
  /** The company to edit; null creates one. Mount one dialog per company (key it by id). */
  company: CompanyAdmin | null;
  onClose: () => void;
}

/** Creates or edits a company as multipart form data: text fields, three images, and (creating) a first admin. */
export function CompanyFormDialog({ company, onClose }: CompanyFormDialogProps) {
  const { t } = useCompaniesTranslation();
  const isEdit = company !== null;
  const createCompany = useCreateCompany();
  const updateCompany = useUpdateCompany();
  const [images, setImages] = useState<ImageChoices>(NO_IMAGE_CHANGES);
  const [formError, setFormError] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<CompanyFormValues>({
    resolver: zodResolver(companyFieldsSchema),
    defaultValues: companyFormValues(company),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    // A file refused here (too large, wrong type) was never kept: nothing to re-check.
    try {
      const form = companyFormData(values, images, isEdit);
      if (isEdit) await updateCompany(company.id, form);
      else await createCompany(form);
      showToast(translateMessage(isEdit ? COMPANY_MESSAGES.updated : COMPANY_MESSAGES.created), "success");
      onClose();
    } catch (error) {
      const { claimed: imageErrors, rest } = splitFieldErrors(error, imageFieldOf);
      setImages((current) => {
        const next = { ...current };
        for (const field of COMPANY_IMAGE_FIELDS) {
          const message = imageErrors[field];
          if (message) next[field] = { ...next[field], error: message };
        }
        return next;
      });
      setFormError(rest === null ? null : applyServerErrors(rest, TEXT_FIELDS, setError));
      showToast(translateMessage(isEdit ? COMPANY_MESSAGES.updateFailed : COMPANY_MESSAGES.createFailed), "error");
    }
  });

  return (
    <FormDialog
      open
      title={isEdit ? t("form.editTitle", { name: company.name }) : t("newCompany")}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={isEdit ? t("form.save") : t("form.create")}
      submitting={formState.isSubmitting}
      formError={formError}
      maxWidth="md"
    >
      <CompanyFormFields control={control} isEdit={isEdit} hasManualPassword={company?.has_manual_password ?? false} />
      <Typography variant="subtitle1" component="h3">
        {t("form.brandingImages")}
      </Typography>
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr 1fr" } }}>
        {COMPANY_IMAGE_FIELDS.map((field) => (
          <CompanyImageField
            key={field}
            field={field}
            existingPath={company?.[field]?.path ?? null}
            choice={images[field]}
            onChange={(choice) => setImages((current) => ({ ...current, [field]: choice }))}
          />
        ))}
      </Box>
    </FormDialog>
  );
}
