import { Box } from "@mui/material";

interface LevelBarProps {
  level: number;
  capacity: number;
  isLow: boolean;
  /** The accessible name, with the numbers and the low state in words ("Tray 2: 12 of 50, low"). */
  label: string;
  /** The value in words ("12 of 50"). */
  valueText: string;
  height?: number;
}

/**
 * A tray's fill as a meter. The fill is a flex item, so it grows from the start side: the left in English, the
 * right in Arabic. Low trays fill in the error colour; callers add an icon or a word, never the colour alone.
 */
export function LevelBar({ level, capacity, isLow, label, valueText, height = 8 }: LevelBarProps) {
  const share = capacity > 0 ? Math.min(1, Math.max(0, level / capacity)) : 0;
  return (
    <Box
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={capacity}
      aria-valuenow={level}
      aria-valuetext={valueText}
      sx={{ display: "flex", height, borderRadius: height / 2, bgcolor: "action.selected", overflow: "hidden" }}
    >
      {/* The width goes inline: as sx, each fill level became a style rule of its own to build and insert (a fleet
          of trays, dozens of rules on Home's first paint); the rest is two rules shared by every bar. */}
      <Box
        style={{ width: `${share * 100}%` }}
        sx={{
          bgcolor: isLow ? "error.main" : "success.main",
          transition: (theme) => theme.transitions.create("width"),
        }}
      />
    </Box>
  );
}
