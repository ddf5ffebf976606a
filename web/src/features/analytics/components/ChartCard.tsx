import { Box, FormControlLabel, Paper, Switch, Typography } from "@mui/material";
import { type ReactNode, useId, useState } from "react";
import { visuallyHidden } from "../../../components/visually-hidden";
import { useAnalyticsTranslation } from "../use-analytics-translation";

interface ChartCardProps {
  title: string;
  description?: string;
  /** Controls of the chart itself (which figure it draws), beside the title. */
  controls?: ReactNode;
  chart: ReactNode;
  /** The same figures as a table: always there for screen readers, shown instead of the chart on demand. */
  table: ReactNode;
}

/**
 * A section of the analytics page: its heading, the chart, and the chart's table. The chart is a picture for sighted
 * users only (aria-hidden); its table is read by screen readers, and "Show as table" puts it on screen instead.
 */
export function ChartCard({ title, description, controls, chart, table }: ChartCardProps) {
  const { t } = useAnalyticsTranslation();
  const [showTable, setShowTable] = useState(false);
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 2 }}>
        <Box sx={{ flex: "1 1 12rem", minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Box>
        {controls}
        <FormControlLabel
          control={<Switch size="small" checked={showTable} onChange={(event) => setShowTable(event.target.checked)} />}
          label={t("table.show")}
          sx={{ mx: 0 }}
        />
      </Box>
      {showTable ? (
        table
      ) : (
        <>
          <Box aria-hidden="true">{chart}</Box>
          <Box sx={visuallyHidden}>{table}</Box>
        </>
      )}
    </Paper>
  );
}
