import { Box, Button, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";

export interface DataListOverlayProps {
  emptyLabel?: string;
  /** The load failure to show instead of the empty state. */
  errorMessage?: string | null;
  onRetry?: () => void;
}

/** The grid's "no rows" overlay: an empty list, or a failed load with a Retry button. */
export function DataListOverlay({ emptyLabel, errorMessage, onRetry }: DataListOverlayProps) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{ height: "100%", display: "flex", flexDirection: "column", alignItems: "center", justifyContent: "center" }}
    >
      {errorMessage ? (
        <Box role="alert" sx={{ textAlign: "center", px: 2 }}>
          <Typography variant="subtitle1" component="p">
            {errorMessage}
          </Typography>
          {onRetry && (
            <Button variant="outlined" onClick={onRetry} sx={{ mt: 2, pointerEvents: "auto" }}>
              {t("actions.retry")}
            </Button>
          )}
        </Box>
      ) : (
        <Typography variant="subtitle1" component="p" color="text.secondary">
          {emptyLabel ?? t("empty")}
        </Typography>
      )}
    </Box>
  );
}
