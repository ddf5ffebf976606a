import { Box } from "@mui/material";
import { NAV_WIDTH, NavContent } from "./NavContent";

/** The permanent side panel of wide screens (md and up). */
export function SideNav() {
  return (
    <Box
      sx={{
        width: NAV_WIDTH,
        flexShrink: 0,
        position: "sticky",
        top: 0,
        height: "100dvh",
        overflowY: "auto",
        borderRight: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
      }}
    >
      <NavContent />
    </Box>
  );
}
