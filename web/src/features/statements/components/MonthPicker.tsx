import { MenuItem, TextField } from "@mui/material";
import { useMemo } from "react";
import { useLanguage } from "../../../i18n/use-language";
import { formatMonth } from "../statement-format";
import { monthChoices } from "../statement-months";
import { useStatementsTranslation } from "../use-statements-translation";

interface MonthPickerProps {
  /** The month shown, `YYYY-MM`. */
  value: string;
  /** The company's current month: the newest one offered. */
  current: string;
  onChange: (month: string) => void;
}

/** The statements' month, named as the interface's language names it ("November 2026"). */
export function MonthPicker({ value, current, onChange }: MonthPickerProps) {
  const { t } = useStatementsTranslation();
  const language = useLanguage();
  const months = useMemo(() => monthChoices(current, value), [current, value]);
  return (
    <TextField
      select
      size="small"
      label={t("month")}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 220 }}
    >
      {months.map((month) => (
        <MenuItem key={month} value={month}>
          {formatMonth(month, language)}
        </MenuItem>
      ))}
    </TextField>
  );
}
