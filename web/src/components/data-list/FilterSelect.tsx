import { MenuItem, TextField } from "@mui/material";
import { useTranslation } from "react-i18next";

export interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** The label of the empty choice ("All roles"). */
  allLabel?: string;
}

/** A labelled select for a list filter; the empty value means "not filtered". */
export function FilterSelect({ label, value, options, onChange, allLabel }: FilterSelectProps) {
  const { t } = useTranslation();
  // A value the options do not (yet) hold, e.g. a role id before the roles loaded, shows as "All".
  const shown = options.some((option) => option.value === value) ? value : "";
  return (
    <TextField
      select
      size="small"
      label={label}
      value={shown}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{allLabel ?? t("list.all")}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
