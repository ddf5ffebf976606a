import { Box } from "@mui/material";
import { alpha } from "@mui/material/styles";
import type { NavColor, NavLayout } from "../../../settings/settings";

const FRAME = {
  width: 64,
  height: 44,
  borderRadius: 1,
  border: 1,
  borderColor: "divider",
  overflow: "hidden",
} as const;

/** A line standing for a nav entry. */
function Line({ width, strong }: { width: number | string; strong?: boolean }) {
  return (
    <Box
      sx={(theme) => ({
        width,
        height: 4,
        borderRadius: 1,
        bgcolor: strong ? theme.palette.primary.main : alpha(theme.palette.text.secondary, 0.4),
      })}
    />
  );
}

/** The page's shape in each nav layout: side panel, narrow rail, or bar on top (mirrored right-to-left). */
export function NavLayoutPictogram({ layout }: { layout: NavLayout }) {
  if (layout === "horizontal") {
    return (
      <Box aria-hidden sx={{ ...FRAME, display: "flex", flexDirection: "column" }}>
        <Box sx={{ display: "flex", gap: 0.5, p: 0.75, borderBottom: 1, borderColor: "divider" }}>
          <Line width={10} strong />
          <Line width={10} />
          <Line width={10} />
        </Box>
      </Box>
    );
  }
  const mini = layout === "mini";
  return (
    <Box aria-hidden sx={{ ...FRAME, display: "flex" }}>
      <Box
        sx={{
          width: mini ? 12 : 22,
          display: "flex",
          flexDirection: "column",
          alignItems: mini ? "center" : "flex-start",
          gap: 0.5,
          p: 0.75,
          borderRight: 1,
          borderColor: "divider",
        }}
      >
        <Line width={mini ? 4 : "100%"} strong />
        <Line width={mini ? 4 : "80%"} />
        <Line width={mini ? 4 : "80%"} />
      </Box>
    </Box>
  );
}

/** The side panel on the page background (integrate) or on its own dark surface (apparent). */
export function NavColorPictogram({ navColor }: { navColor: NavColor }) {
  const apparent = navColor === "apparent";
  return (
    <Box aria-hidden sx={{ ...FRAME, display: "flex" }}>
      <Box
        sx={{
          width: 22,
          display: "flex",
          flexDirection: "column",
          gap: 0.5,
          p: 0.75,
          bgcolor: apparent ? "#1C252E" : "transparent",
          borderRight: apparent ? 0 : 1,
          borderColor: "divider",
        }}
      >
        <Line width="100%" strong />
        <Line width="80%" />
      </Box>
    </Box>
  );
}

/** A round swatch of a colour preset. */
export function Swatch({ color }: { color: string }) {
  return (
    <Box
      aria-hidden
      sx={{ width: 28, height: 28, borderRadius: "50%", bgcolor: color, boxShadow: "inset 0 0 0 1px rgba(0,0,0,0.12)" }}
    />
  );
}
