import { Box, Typography } from "@mui/material";
import { Component, type ErrorInfo, type ReactNode } from "react";
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
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" sx={{ py: 6, textAlign: "center" }}>
        <Typography variant="h6" component="p">
          This page could not be loaded.
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          Check your connection, then reload the page.
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
          Reload
        </Box>
      </Box>
    );
  }
}
