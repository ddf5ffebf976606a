import { Paper, Skeleton, Typography } from "@mui/material";
import type { ReactNode } from "react";

interface KpiCardProps {
  label: string;
  /** Null while loading: a skeleton. */
  value: string | null;
  /** Under the value: the change against the previous period, or a hint. */
  footer?: ReactNode;
}

/** One key figure: its name, the figure, and what it compares with. */
export function KpiCard({ label, value, footer }: KpiCardProps) {
  return (
    <Paper component="article" sx={{ p: 2, minWidth: 0, display: "flex", flexDirection: "column", gap: 0.5 }}>
      <Typography variant="body2" color="text.secondary" component="h3">
        {label}
      </Typography>
      {value === null ? (
        <>
          <Skeleton variant="text" width="60%" sx={{ fontSize: "1.75rem" }} data-testid="kpi-skeleton" />
          <Skeleton variant="text" width="40%" />
        </>
      ) : (
        <>
          <Typography
            variant="h5"
            component="p"
            sx={{ fontSize: { xs: "1.125rem", sm: "1.5rem" }, overflowWrap: "anywhere" }}
          >
            {value}
          </Typography>
          {footer}
        </>
      )}
    </Paper>
  );
}
