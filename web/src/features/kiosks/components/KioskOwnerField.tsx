import type { KioskOwner } from "@froyo/contracts";
import { MenuItem } from "@mui/material";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { ControlledTextField } from "../../../components/form/ControlledTextField";
import { useKiosksTranslation } from "../use-kiosks-translation";

interface KioskOwnerFieldProps<T extends FieldValues, R extends FieldValues = T> {
  name: FieldPath<T>;
  control: Control<T, unknown, R>;
  /** The company's client users (GET /api/kiosks/owners); undefined while they load. */
  owners: readonly KioskOwner[] | undefined;
  /** The kiosk's owner when editing: choosable (and shown) before the list arrives. */
  current?: { id: string; name: string };
}

/** The owner select of the add and edit forms: a client user of the company, shown with their email. */
export function KioskOwnerField<T extends FieldValues, R extends FieldValues = T>({
  name,
  control,
  owners,
  current,
}: KioskOwnerFieldProps<T, R>) {
  const { t } = useKiosksTranslation();
  const list = owners ?? [];
  const options =
    current && !list.some((owner) => owner.id === current.id) ? [{ ...current, email: "" }, ...list] : list;
  const helperText = !owners ? t("form.loadingOwners") : owners.length === 0 ? t("form.noOwners") : undefined;
  return (
    <ControlledTextField
      select
      name={name}
      control={control}
      label={t("form.owner")}
      disabled={!owners || owners.length === 0}
      helperText={helperText}
      fullWidth
    >
      {options.map((owner) => (
        <MenuItem key={owner.id} value={owner.id}>
          {owner.email ? `${owner.name} (${owner.email})` : owner.name}
        </MenuItem>
      ))}
    </ControlledTextField>
  );
}
