import { CLIENT_EDITABLE_KIOSK_FIELDS, type Kiosk, type UpdateKioskInput, updateKioskSchema } from "@froyo/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Typography } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ControlledTextField } from "../../../components/form/ControlledTextField";
import { FormDialog } from "../../../components/form/FormDialog";
import { failureMessage } from "../../../lib/failure-message";
import { applyServerErrors } from "../../../lib/form-errors";
import { showToast } from "../../../lib/toast";
import { useUpdateKiosk } from "../api/update-kiosk";
import { useKiosksTranslation } from "../use-kiosks-translation";
import { kioskUpdated } from "./kiosk-toasts";
import { StaffKioskFields } from "./StaffKioskFields";

const STAFF_FIELDS = ["name", "serial_number", "address", "timezone", "owner_id", "active"] as const;

/** The form's fields with the kiosk's values: a client gets only those they may send (any other field is a 403). */
const valuesOf = (kiosk: Kiosk, fields: readonly (keyof UpdateKioskInput)[]): UpdateKioskInput =>
  Object.fromEntries(fields.map((field) => [field, kiosk[field]]));

interface EditKioskDialogProps {
  kiosk: Kiosk;
  isStaff: boolean;
  onClose: () => void;
}

/** Staff edit every field (owner and enabled included); a client only name and address. Only changes are sent. */
export function EditKioskDialog({ kiosk, isStaff, onClose }: EditKioskDialogProps) {
  const { t } = useKiosksTranslation();
  const updateKiosk = useUpdateKiosk();
  const [formError, setFormError] = useState<string | null>(null);
  const fields = isStaff ? STAFF_FIELDS : CLIENT_EDITABLE_KIOSK_FIELDS;
  const initial = valuesOf(kiosk, fields);
  const { control, handleSubmit, setError, formState } = useForm<UpdateKioskInput>({
    resolver: zodResolver(updateKioskSchema),
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const changes = Object.fromEntries(
      fields.flatMap((field) => (values[field] !== initial[field] ? [[field, values[field]]] : [])),
    );
    if (Object.keys(changes).length === 0) return onClose();
    try {
      await updateKiosk(kiosk.id, changes);
      showToast(kioskUpdated(t, changes), "success");
      onClose();
    } catch (error) {
      setFormError(applyServerErrors(error, fields, setError));
      showToast(failureMessage(error, t("edit.failed")), "error");
    }
  });

  const text = (name: "name" | "serial_number" | "address", label: string) => (
    <ControlledTextField name={name} control={control} label={label} autoComplete="off" fullWidth />
  );

  return (
    <FormDialog
      open
      title={t("edit.title", { name: kiosk.name })}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t("form.save")}
      submitting={formState.isSubmitting}
      formError={formError}
    >
      {!isStaff && (
        <Typography variant="body2" color="text.secondary">
          {t("edit.clientHint")}
        </Typography>
      )}
      {text("name", t("form.name"))}
      {isStaff && text("serial_number", t("form.serialNumber"))}
      {text("address", t("form.address"))}
      {isStaff && <StaffKioskFields control={control} owner={kiosk.owner} />}
    </FormDialog>
  );
}
