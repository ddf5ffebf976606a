import { Alert, Box, Button, Typography } from "@mui/material";
import { useDeferredValue, useId } from "react";
import { visuallyHidden } from "../../../components/visually-hidden";
import { failureMessage } from "../../../lib/failure-message";
import { useDashboard } from "../api/get-dashboard";
import { useDashboardTranslation } from "../use-dashboard-translation";
import { DashboardKpis } from "./DashboardKpis";
import { LostSales } from "./LostSales";
import { Revenue30d } from "./Revenue30d";
import { TopProducts } from "./TopProducts";

/**
 * The Home page's figures, all painted from one request (GET /api/dashboard): the key figures, the last 30 days'
 * revenue, this month's top products and the sales lost to offline kiosks. Skeletons hold their places meanwhile.
 */
export function DashboardSummary() {
  const { t } = useDashboardTranslation();
  const dashboard = useDashboard();
  const headingId = useId();
  // Built in a deferred pass that React splits into short tasks: the answer arrives synchronously from SWR.
  const data = useDeferredValue(dashboard.data?.data);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: "grid", gap: 3, minWidth: 0 }}>
      {/* The page's outline: h1 Home, h2 the figures (their cards h3), h2 the fleet. */}
      <Typography id={headingId} component="h2" sx={visuallyHidden}>
        {t("kpis.label")}
      </Typography>
      {dashboard.error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void dashboard.mutate()}>
              {t("retry")}
            </Button>
          }
        >
          {failureMessage(dashboard.error, t("loadFailed"))}
        </Alert>
      ) : (
        <>
          <DashboardKpis data={data} />
          <Box
            sx={{
              display: "grid",
              gap: 3,
              gridTemplateColumns: {
                xs: "minmax(0, 1fr)",
                md: "repeat(2, minmax(0, 1fr))",
                xl: "repeat(3, minmax(0, 1fr))",
              },
            }}
          >
            {/* Top products before the chart: on a phone that puts the chart below the fold, where it loads when
                scrolled to (Revenue30d); one order at every width keeps reading and Tab order the visual one. */}
            <TopProducts data={data} />
            <Revenue30d data={data} />
            <LostSales data={data} />
          </Box>
        </>
      )}
    </Box>
  );
}
