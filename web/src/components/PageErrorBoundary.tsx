import { Box, Typography } from "@mui/material";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { browserLocation } from "../lib/browser-location";
import { logger } from "../lib/logger";

interface State {
  failed: boolean;
}

/**
 * Catches a page that failed to load or render (typically its code chunk after a new deployment, or a dropped
 * connection) and offers a reload instead of a blank screen. Keyed by path in the layouts, so navigating resets it.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    logger.error("A page failed to load or render", error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <PageFailed /> : this.props.children;
  }
}

function PageFailed() {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ py: 6, textAlign: "center" }}>
      <Typography variant="h6" component="p">
        {t("pageFailed.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t("pageFailed.hint")}
      </Typography>
      <Box
        component="button"
        type="button"
        onClick={() => browserLocation.reload()}
        sx={{
          font: "inherit",
          fontWeight: 600,
          px: 3,
          py: 1.25,
          border: 0,
          borderRadius: 1,
          cursor: "pointer",
          bgcolor: "primary.main",
          color: "primary.contrastText",
        }}
      >
        {t("actions.reload")}
      </Box>
    </Box>
  );
}
