import { GlobalStyles } from "@mui/material";

/** The navigation progress bar in the primary colour (nprogress only toggles these elements; no inline script). */
export function NProgressStyles() {
  return (
    <GlobalStyles
      styles={(theme) => ({
        "#nprogress": { pointerEvents: "none" },
        "#nprogress .bar": {
          position: "fixed",
          top: 0,
          left: 0,
          zIndex: theme.zIndex.tooltip + 1,
          width: "100%",
          height: 3,
          background: theme.palette.primary.main,
        },
        "#nprogress .peg": {
          position: "absolute",
          right: 0,
          display: "block",
          width: 100,
          height: "100%",
          opacity: 1,
          boxShadow: `0 0 10px ${theme.palette.primary.main}, 0 0 5px ${theme.palette.primary.main}`,
          transform: "rotate(3deg) translate(0px, -4px)",
        },
      })}
    />
  );
}
