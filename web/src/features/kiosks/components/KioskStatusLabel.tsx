import type { KioskStatus } from "@froyo/contracts";
import { Box, Typography } from "@mui/material";
import { useKiosksTranslation } from "../use-kiosks-translation";

const DOT_COLORS: Record<KioskStatus, string> = {
  online: "success.main",
  offline: "error.main",
  maintenance: "warning.main",
};

/** A coloured dot and the status in words: the colour is never the only sign. */
export function KioskStatusLabel({ status }: { status: KioskStatus }) {
  const { t } = useKiosksTranslation();
  return (
    <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 0.75, whiteSpace: "nowrap" }}>
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: DOT_COLORS[status], flexShrink: 0 }}
      />
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {t(`status.${status}`)}
      </Typography>
    </Box>
  );
}
