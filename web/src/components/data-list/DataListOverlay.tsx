import { Box, Button, Typography } from "@mui/material";

export interface DataListOverlayProps {
  emptyLabel?: string;
  /** The load failure to show instead of the empty state. */
  errorMessage?: string | null;
  onRetry?: () => void;
}

/** The grid's "no rows" overlay: an empty list, or a failed load with a Retry button. */
export function DataListOverlay({ emptyLabel = "Nothing here yet", errorMessage, onRetry }: DataListOverlayProps) {
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
              Retry
            </Button>
          )}
        </Box>
      ) : (
        <Typography variant="subtitle1" component="p" color="text.secondary">
          {emptyLabel}
        </Typography>
      )}
    </Box>
  );
}
