import {
  type CreateKioskInput,
  DEFAULT_TRAY_CAPACITY,
  DEFAULT_TRAY_COUNT,
  type KioskWithKey,
  TRAY_CAPACITY_MAX,
  TRAY_COUNT_MAX,
} from "@froyo/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Box } from "@mui/material";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ControlledTextField } from "../../../components/form/ControlledTextField";
import { FormDialog } from "../../../components/form/FormDialog";
import { TimezoneField } from "../../../components/form/TimezoneField";
import { browserTimezone } from "../../../lib/browser-timezone";
import { failureMessage } from "../../../lib/failure-message";
import { applyServerErrors } from "../../../lib/form-errors";
import { showToast } from "../../../lib/toast";
import { useTimezones } from "../../../lib/use-timezones";
import { useBrandCompany } from "../../../theme/brand-context";
import { useCreateKiosk } from "../api/create-kiosk";
import { useKioskOwners } from "../api/get-kiosk-owners";
import { useKiosksTranslation } from "../use-kiosks-translation";
import { KioskOwnerField } from "./KioskOwnerField";
import { type AddKioskValues, addKioskFormSchema } from "./kiosk-form";

const FIELDS = ["owner_id", "name", "serial_number", "address", "timezone", "tray_count", "tray_capacity"] as const;

/**
 * A new kiosk usually stands where its company trades: the company's timezone is the likeliest choice (staff may
 * be travelling, or work from head office in another zone); the browser's where no company is known.
 */
const emptyValues = (companyTimezone: string | undefined): AddKioskValues => ({
  owner_id: "",
  name: "",
  serial_number: "",
  address: "",
  timezone: companyTimezone || browserTimezone(),
  tray_count: String(DEFAULT_TRAY_COUNT),
  tray_capacity: String(DEFAULT_TRAY_CAPACITY),
});

interface AddKioskDialogProps {
  onClose: () => void;
  /** The new kiosk with its API key, which this answer alone carries. */
  onCreated: (kiosk: KioskWithKey) => void;
}

/** Staff add a kiosk for a client of the company, with its trays (all empty at first). Mounted while open. */
export function AddKioskDialog({ onClose, onCreated }: AddKioskDialogProps) {
  const { t } = useKiosksTranslation();
  const createKiosk = useCreateKiosk();
  const owners = useKioskOwners(true).data?.data;
  const timezones = useTimezones().data?.data;
  const [formError, setFormError] = useState<string | null>(null);
  const company = useBrandCompany();
  const { control, handleSubmit, setError, formState } = useForm<AddKioskValues, unknown, CreateKioskInput>({
    resolver: zodResolver(addKioskFormSchema),
    defaultValues: emptyValues(company?.default_timezone),
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const kiosk = await createKiosk(values);
      showToast(t("toasts.created"), "success");
      onCreated(kiosk);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
      showToast(failureMessage(error, t("add.failed")), "error");
    }
  });

  const text = (name: (typeof FIELDS)[number], label: string) => (
    <ControlledTextField name={name} control={control} label={label} autoComplete="off" fullWidth />
  );
  const number = (name: "tray_count" | "tray_capacity", label: string, max: number) => (
    <ControlledTextField
      name={name}
      control={control}
      label={label}
      type="number"
      slotProps={{ htmlInput: { min: 1, max, inputMode: "numeric" } }}
      fullWidth
    />
  );

  return (
    <FormDialog
      open
      title={t("add.title")}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t("add.submit")}
      submitting={formState.isSubmitting}
      formError={formError}
    >
      <KioskOwnerField name="owner_id" control={control} owners={owners} />
      {text("name", t("form.name"))}
      {text("serial_number", t("form.serialNumber"))}
      {text("address", t("form.address"))}
      <TimezoneField name="timezone" control={control} label={t("form.timezone")} timezones={timezones} />
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        {number("tray_count", t("form.trayCount"), TRAY_COUNT_MAX)}
        {number("tray_capacity", t("form.trayCapacity"), TRAY_CAPACITY_MAX)}
      </Box>
    </FormDialog>
  );
}
