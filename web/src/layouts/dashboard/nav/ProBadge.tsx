import { Box, type SxProps, type Theme } from "@mui/material";
import { useTranslation } from "react-i18next";

/** The 'PRO' mark of the Client - Pro features. */
export function ProBadge({ sx }: { sx?: SxProps<Theme> }) {
  const { t } = useTranslation("shell");
  return (
    <Box
      component="span"
      sx={[
        {
          px: 0.75,
          py: 0.25,
          borderRadius: 1,
          fontSize: 11,
          fontWeight: 700,
          lineHeight: 1.5,
          letterSpacing: 0.5,
          bgcolor: "primary.main",
          color: "primary.contrastText",
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {t("nav.pro")}
    </Box>
  );
}
