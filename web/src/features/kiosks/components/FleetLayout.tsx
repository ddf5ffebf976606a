import { Drawer, Grid, Paper } from "@mui/material";
import type { ReactNode } from "react";
import { useIsDesktop } from "../../../lib/use-is-desktop";

interface FleetLayoutProps {
  list: ReactNode;
  /** The open kiosk's trays, or null. */
  panel: ReactNode;
  panelHeadingId: string;
  onClosePanel: () => void;
}

/** The trays sit beside the list from the md breakpoint up (and stay in view), in a bottom drawer on phones. */
export function FleetLayout({ list, panel, panelHeadingId, onClosePanel }: FleetLayoutProps) {
  const isDesktop = useIsDesktop();
  const beside = Boolean(panel) && isDesktop;
  return (
    <>
      <Grid container spacing={3} sx={{ alignItems: "flex-start" }}>
        <Grid size={{ xs: 12, md: beside ? 7 : 12 }}>{list}</Grid>
        {beside && (
          <Grid size={{ xs: 12, md: 5 }} sx={{ position: "sticky", top: 88 }}>
            <Paper variant="outlined" component="aside" aria-labelledby={panelHeadingId} sx={{ p: 2 }}>
              {panel}
            </Paper>
          </Grid>
        )}
      </Grid>
      {!isDesktop && (
        <Drawer
          anchor="bottom"
          open={Boolean(panel)}
          onClose={onClosePanel}
          slotProps={{
            paper: {
              role: "dialog",
              "aria-labelledby": panelHeadingId,
              sx: { maxHeight: "85vh", p: 2, borderTopLeftRadius: 12, borderTopRightRadius: 12 },
            },
          }}
        >
          {panel}
        </Drawer>
      )}
    </>
  );
}
