import type { UpdateKioskInput } from "@froyo/contracts";
import { FormControlLabel, FormHelperText, Switch } from "@mui/material";
import { type Control, Controller } from "react-hook-form";
import { TimezoneField } from "../../../components/form/TimezoneField";
import { useTimezones } from "../../../lib/use-timezones";
import { useKioskOwners } from "../api/get-kiosk-owners";
import { useKiosksTranslation } from "../use-kiosks-translation";
import { KioskOwnerField } from "./KioskOwnerField";

interface StaffKioskFieldsProps {
  control: Control<UpdateKioskInput>;
  owner: { id: string; name: string };
}

/** The edit form's fields for staff only: time zone, owner (reassigning the kiosk) and enabled. */
export function StaffKioskFields({ control, owner }: StaffKioskFieldsProps) {
  const { t } = useKiosksTranslation();
  const owners = useKioskOwners(true).data?.data;
  const timezones = useTimezones().data?.data;
  return (
    <>
      <TimezoneField name="timezone" control={control} label={t("form.timezone")} timezones={timezones} />
      <KioskOwnerField name="owner_id" control={control} owners={owners} current={owner} />
      <Controller
        name="active"
        control={control}
        render={({ field }) => (
          <div>
            <FormControlLabel
              control={
                <Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
              }
              label={t("form.active")}
            />
            <FormHelperText>{t("form.activeHelp")}</FormHelperText>
          </div>
        )}
      />
    </>
  );
}
