/**
 * Read by screen readers, not shown (the usual clip pattern). Lengths are px strings so that the same object works
 * as `sx` and as `style`: in `sx` a bare 1 means 100% and -1 a negative spacing unit.
 */
export const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  clipPath: "inset(50%)",
  whiteSpace: "nowrap",
  border: 0,
  padding: 0,
  margin: "-1px",
} as const;
