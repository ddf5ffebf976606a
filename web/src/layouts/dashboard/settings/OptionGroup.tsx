import { Box, Typography } from "@mui/material";
import { alpha } from "@mui/material/styles";
import type { ReactNode } from "react";
import { visuallyHidden } from "../../../components/visually-hidden";
import { focusRing } from "../../../theme/focus-ring";
import { primaryTextColor } from "../../../theme/readable-color";

/** The real radio, invisible, spread over the whole card: a click anywhere on the card lands on it. */
const RADIO_OVER_CARD = {
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  opacity: 0,
  cursor: "pointer",
} as const;

export interface Option<T extends string> {
  value: T;
  label: string;
  /** What the option looks like: a swatch, a pictogram, a font sample. */
  preview?: ReactNode;
  /** The language of the label, when it is not the interface's (a font sample, a language's own name). */
  lang?: string;
  /** Keeps the label for screen readers only (the preview says it all). */
  hideLabel?: boolean;
}

interface OptionGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly Option<T>[];
  onChange(value: T): void;
  columns?: number;
}

/**
 * A choice among a few options as cards over native radio buttons: one tab stop, arrow keys move the choice (and
 * apply it), the group is named by its legend. The focus ring and the chosen card show on the card.
 */
export function OptionGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  columns = 3,
}: OptionGroupProps<T>) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1, p: 0 }}>
        {legend}
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 1.5 }}>
        {options.map((option) => (
          <Box
            component="label"
            key={option.value}
            sx={(theme) => ({
              position: "relative",
              display: "flex",
              flexDirection: "column",
              alignItems: "center",
              justifyContent: "center",
              gap: 0.75,
              minHeight: 56,
              p: 1,
              border: 1,
              borderColor: "divider",
              borderRadius: 1,
              cursor: "pointer",
              textAlign: "center",
              color: "text.secondary",
              "&:hover": { bgcolor: "action.hover" },
              "&:has(input:checked)": {
                color: "text.primary",
                borderColor: primaryTextColor(theme),
                boxShadow: `inset 0 0 0 1px ${primaryTextColor(theme)}`,
                bgcolor: alpha(theme.palette.primary.main, 0.08),
              },
              "&:has(input:focus-visible)": focusRing(theme),
            })}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              style={RADIO_OVER_CARD}
            />
            {option.preview}
            <Typography
              component="span"
              variant="caption"
              lang={option.lang}
              sx={option.hideLabel ? visuallyHidden : { fontWeight: 600, lineHeight: 1.3 }}
            >
              {option.label}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
