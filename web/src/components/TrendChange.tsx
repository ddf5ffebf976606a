import { Box } from "@mui/material";
import { formatNumber } from "../lib/format-number";

/** current against previous as a share (0.25 = +25%); null when there is nothing to compare with (previous 0). */
export function relativeChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

export interface TrendChangeTexts {
  /** The accessible sentence, e.g. "Up 12% against the previous period"; `{{value}}` is the formatted share. */
  up: (value: string) => string;
  down: (value: string) => string;
  same: string;
  /** Shown and read when the previous period had nothing to compare with. */
  none: string;
}

/**
 * The change of a figure against its previous value: an arrow and the percentage in the success (up) or error (down)
 * colour, never the colour alone — the arrow and the sentence read by screen readers say the direction too.
 */
export function TrendChange({
  current,
  previous,
  texts,
}: {
  current: number;
  previous: number;
  texts: TrendChangeTexts;
}) {
  const change = relativeChange(current, previous);
  if (change === null) {
    return (
      <Box component="span" sx={{ typography: "caption", color: "text.secondary" }}>
        {texts.none}
      </Box>
    );
  }
  const value = formatNumber(Math.abs(change), { style: "percent", maximumFractionDigits: 1 });
  const direction = change > 0 ? "up" : change < 0 ? "down" : "same";
  const label = direction === "up" ? texts.up(value) : direction === "down" ? texts.down(value) : texts.same;
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      data-direction={direction}
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 0.5,
        typography: "body2",
        fontWeight: 600,
        // The darker shade on light pages, the lighter on dark ones: 4.5:1 against the card either way.
        color: (theme) => {
          if (direction === "same") return theme.palette.text.secondary;
          const palette = direction === "up" ? theme.palette.success : theme.palette.error;
          return theme.palette.mode === "dark" ? palette.light : palette.dark;
        },
      }}
    >
      <span aria-hidden="true">{direction === "up" ? "▲" : direction === "down" ? "▼" : "■"}</span>
      <span aria-hidden="true">{value}</span>
    </Box>
  );
}
