import { Box, Button, TextField, Typography } from "@mui/material";
import { type FormEvent, useId, useState } from "react";
import { type DateRange, daysBetween, isIsoDate, MAX_RANGE_DAYS } from "../date-presets";
import { useAnalyticsTranslation } from "../use-analytics-translation";

function isValidRange(range: DateRange): boolean {
  return isIsoDate(range.from) && isIsoDate(range.to) && range.from <= range.to && daysBetween(range) <= MAX_RANGE_DAYS;
}

/** Two local dates and Apply: the range lands in the address bar only once it is a valid one. */
export function CustomRangeForm({ initial, onApply }: { initial: DateRange; onApply: (range: DateRange) => void }) {
  const { t } = useAnalyticsTranslation();
  const [draft, setDraft] = useState<DateRange>(initial);
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const isValid = isValidRange(draft);
    setInvalid(!isValid);
    if (isValid) onApply(draft);
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={apply}
      sx={{ display: "flex", flexWrap: "wrap", alignItems: "flex-start", gap: 2 }}
    >
      {(["from", "to"] as const).map((end) => (
        <TextField
          key={end}
          type="date"
          size="small"
          label={t(`filters.${end}`)}
          value={draft[end]}
          error={invalid}
          onChange={(event) => setDraft((current) => ({ ...current, [end]: event.target.value }))}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { "aria-describedby": invalid ? errorId : undefined },
          }}
          sx={{ flex: "1 1 10rem" }}
        />
      ))}
      <Button type="submit" variant="contained">
        {t("filters.apply")}
      </Button>
      {invalid && (
        <Typography id={errorId} role="alert" variant="body2" color="error" sx={{ flexBasis: "100%" }}>
          {t("filters.invalidRange")}
        </Typography>
      )}
    </Box>
  );
}
