import { Box, CircularProgress } from "@mui/material";

/** Covers the screen while the session or tenant is resolved, so no half-branded page flashes. */
export function FullScreenLoader({ label = "Loading" }: { label?: string }) {
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
      <CircularProgress aria-label={label} size={48} thickness={4} />
    </Box>
  );
}
