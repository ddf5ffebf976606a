import { Box, CircularProgress } from "@mui/material";
import { useTranslation } from "react-i18next";

/** Covers the screen while the session or tenant is resolved, so no half-branded page flashes. */
export function FullScreenLoader({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        position: "fixed",
        inset: 0,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        bgcolor: "background.default",
        zIndex: (theme) => theme.zIndex.modal + 1,
      }}
    >
      <CircularProgress aria-label={label ?? t("loading")} size={48} thickness={4} />
    </Box>
  );
}
