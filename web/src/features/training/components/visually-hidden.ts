import type { SxProps } from "@mui/material";

/** Read by screen readers, not shown: e.g. that a link opens a new tab (the icon says it to sighted users). */
export const visuallyHiddenSx: SxProps = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  border: 0,
  padding: 0,
  margin: -1,
};
