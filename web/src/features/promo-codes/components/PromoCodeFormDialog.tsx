import { PROMO_CODE_MESSAGES, type PromoCode } from "@froyo/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { FormDialog } from "../../../components/form/FormDialog";
import { translateMessage } from "../../../i18n/i18n";
import { failureMessage } from "../../../lib/failure-message";
import { applyServerErrors } from "../../../lib/form-errors";
import { currencyDigits, minorToDecimal } from "../../../lib/money";
import { renameFieldErrors } from "../../../lib/split-field-errors";
import { showToast } from "../../../lib/toast";
import { useCompanyCurrency } from "../../../lib/use-currency";
import { useKioskChoices } from "../api/get-kiosk-choices";
import { useCreatePromoCode, useUpdatePromoCode } from "../api/save-promo-code";
import { usePromoCodesTranslation } from "../use-promo-codes-translation";
import { PromoActiveField, PromoCodeFormFields } from "./PromoCodeFormFields";
import { PromoLimitFields } from "./PromoLimitFields";
import { PromoWindowFields } from "./PromoWindowFields";
import {
  FIELD_ALIASES,
  FORM_FIELDS,
  type PromoFormValues,
  promoBody,
  promoChanges,
  promoFormSchema,
  promoFormValues,
} from "./promo-code-form-values";

interface PromoCodeFormDialogProps {
  /** The code to edit; null creates one. Mount one dialog per code (key it by id). */
  promo: PromoCode | null;
  isClient: boolean;
  /** New codes start in this zone (the company's). */
  defaultTimezone: string;
  language: string;
  onClose: () => void;
}

/** Creates a code, or edits one sending only what changed; the server's field messages land under their fields. */
export function PromoCodeFormDialog({ promo, isClient, defaultTimezone, language, onClose }: PromoCodeFormDialogProps) {
  const { t } = usePromoCodesTranslation();
  const createPromoCode = useCreatePromoCode();
  const updatePromoCode = useUpdatePromoCode();
  const kiosks = useKioskChoices().data?.data;
  const currency = useCompanyCurrency();
  const digits = currencyDigits(currency);
  const example = minorToDecimal(150, digits);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      promoFormSchema(digits, {
        percentRange: t("form.percentRange"),
        amountInvalid: t("form.amountInvalid", { example }),
        wholeNumber: t("form.wholeNumber"),
      }),
    [t, digits, example],
  );
  const { control, handleSubmit, setError, setValue, formState } = useForm<PromoFormValues>({
    resolver: zodResolver(schema),
    defaultValues: promoFormValues(promo, digits, defaultTimezone),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (promo) {
        const changes = promoChanges(values, promo, digits);
        if (!changes) return onClose();
        await updatePromoCode(promo.id, changes);
      } else {
        await createPromoCode(promoBody(values, digits));
      }
      showToast(translateMessage(promo ? PROMO_CODE_MESSAGES.updated : PROMO_CODE_MESSAGES.created), "success");
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(renameFieldErrors(error, FIELD_ALIASES), FORM_FIELDS, setError));
      showToast(failureMessage(error, translateMessage(PROMO_CODE_MESSAGES.saveFailed)), "error");
    }
  });

  return (
    <FormDialog
      open
      title={promo ? t("form.editTitle", { code: promo.code }) : t("newCode")}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={promo ? t("form.save") : t("form.create")}
      submitting={formState.isSubmitting}
      formError={formError}
      maxWidth="md"
    >
      <PromoCodeFormFields
        control={control}
        setValue={setValue}
        currency={currency}
        amountExample={example}
        frozen={(promo?.uses ?? 0) > 0}
      />
      <PromoWindowFields control={control} language={language} />
      <PromoLimitFields control={control} kiosks={kiosks} isClient={isClient} />
      <PromoActiveField control={control} />
    </FormDialog>
  );
}
