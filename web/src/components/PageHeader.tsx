import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { useDocumentTitle } from "./use-document-title";

/** The page's h1 (also its browser-tab title) with an optional action on the right. */
export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, mb: 4 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {action}
    </Box>
  );
}
