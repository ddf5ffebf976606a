import { MONTHLY_FEE_MAX_CENTS, type Role, type UpdateUserInput, type User } from "@froyo/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { ControlledTextField } from "../../../../components/form/ControlledTextField";
import { FormDialog } from "../../../../components/form/FormDialog";
import { failureMessage } from "../../../../lib/failure-message";
import { applyServerErrors } from "../../../../lib/form-errors";
import { currencyDigits, formatMinor, minorToDecimal } from "../../../../lib/money";
import { renameFieldErrors } from "../../../../lib/split-field-errors";
import { showToast } from "../../../../lib/toast";
import { useCompanyCurrency } from "../../../../lib/use-currency";
import { useClientTerms } from "../../api/get-client-terms";
import { useSetClientTerms } from "../../api/set-client-terms";
import { useUpdateUser } from "../../api/update-user";
import { useUsersTranslation } from "../../use-users-translation";
import { ClientTermsFields } from "./ClientTermsFields";
import {
  type EditUserFormValues,
  editUserFormSchema,
  sameTerms,
  TERMS_FIELD_ALIASES,
  TERMS_FIELDS,
  termsFormValues,
  termsOf,
} from "./client-terms-values";
import { RoleField } from "./RoleField";

const FIELDS = ["name", "role_id"] as const;

interface EditUserDialogProps {
  user: User;
  roles: readonly Role[] | undefined;
  /** Editing oneself: the role cannot be changed (the server refuses it too). */
  isSelf: boolean;
  /** A client seen by staff: their statement terms (royalty, monthly fee) are edited here too. */
  withTerms?: boolean;
  onClose: () => void;
}

/**
 * Changes a user's name and role, and a client's terms; only what changed is sent (the user, then the terms).
 * Mounted per user (key it by id).
 */
export function EditUserDialog({ user, roles, isSelf, withTerms = false, onClose }: EditUserDialogProps) {
  const { t } = useUsersTranslation();
  const updateUser = useUpdateUser();
  const setClientTerms = useSetClientTerms();
  const currency = useCompanyCurrency();
  const digits = currencyDigits(currency);
  const example = minorToDecimal(25_000, digits);
  const terms = useClientTerms(withTerms ? user.id : null);
  const loadedTerms = terms.data?.data;
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(
    () =>
      editUserFormSchema(digits, {
        invalid: t("terms.feeInvalid", { example }),
        tooHigh: t("terms.feeTooHigh", { max: formatMinor(MONTHLY_FEE_MAX_CENTS, currency) }),
      }),
    [t, digits, example, currency],
  );
  const { control, handleSubmit, setError, resetField, formState } = useForm<EditUserFormValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: user.name, role_id: user.role.id },
  });

  // The terms arrive after the dialog opens: their fields take them as their starting values.
  useEffect(() => {
    if (!loadedTerms) return;
    const values = termsFormValues(loadedTerms, digits);
    for (const field of TERMS_FIELDS) resetField(field, { defaultValue: values[field] });
  }, [loadedTerms, digits, resetField]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const changes: UpdateUserInput = {};
    if (values.name !== undefined && values.name !== user.name) changes.name = values.name;
    if (values.role_id !== undefined && values.role_id !== user.role.id) changes.role_id = values.role_id;
    const nextTerms =
      loadedTerms && values.royalty_percent !== undefined && values.monthly_fee !== undefined
        ? termsOf({ royalty_percent: values.royalty_percent, monthly_fee: values.monthly_fee }, digits)
        : null;
    const termsChanged = nextTerms !== null && loadedTerms !== undefined && !sameTerms(nextTerms, loadedTerms);
    if (Object.keys(changes).length === 0 && !termsChanged) return onClose();
    try {
      if (Object.keys(changes).length > 0) await updateUser(user.id, changes);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
      showToast(failureMessage(error, t("edit.failed")), "error");
      return;
    }
    try {
      if (termsChanged) await setClientTerms(user.id, nextTerms);
    } catch (error) {
      setFormError(applyServerErrors(renameFieldErrors(error, TERMS_FIELD_ALIASES), TERMS_FIELDS, setError));
      showToast(failureMessage(error, t("terms.failed")), "error");
      return;
    }
    showToast(t("edit.updated"), "success");
    onClose();
  });

  return (
    <FormDialog
      open
      title={t("edit.title", { name: user.name })}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t("form.save")}
      submitting={formState.isSubmitting}
      formError={formError}
    >
      <ControlledTextField name="name" control={control} label={t("form.name")} autoComplete="off" fullWidth />
      <RoleField
        name="role_id"
        control={control}
        roles={roles}
        disabled={isSelf}
        helperText={isSelf ? t("edit.ownRole") : undefined}
      />
      {withTerms && (
        <ClientTermsFields
          control={control}
          currency={currency}
          example={example}
          loading={!loadedTerms}
          loadError={terms.error}
          onRetry={() => void terms.mutate()}
        />
      )}
    </FormDialog>
  );
}
