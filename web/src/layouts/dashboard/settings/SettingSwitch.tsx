import { Box, FormControlLabel, Switch, Typography } from "@mui/material";
import { useId } from "react";

interface SettingSwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** An on/off setting: a labelled switch, with an optional hint read as its description. */
export function SettingSwitch({ label, hint, checked, onChange }: SettingSwitchProps) {
  const hintId = useId();
  return (
    <Box sx={{ border: 1, borderColor: "divider", borderRadius: 1, px: 2, py: 1 }}>
      <FormControlLabel
        label={label}
        labelPlacement="start"
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: hint ? { "aria-describedby": hintId } : {} }}
          />
        }
        sx={{
          m: 0,
          width: "100%",
          justifyContent: "space-between",
          "& .MuiFormControlLabel-label": { fontWeight: 600 },
        }}
      />
      {hint && (
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: "block", pb: 0.5 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
