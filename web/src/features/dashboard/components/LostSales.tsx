import type { Dashboard } from "@froyo/contracts";
import { Box, Chip, Paper, Skeleton, Typography } from "@mui/material";
import { useId } from "react";
import { FigureTable } from "../../../components/FigureTable";
import { formatNumber } from "../../../lib/format-number";
import { formatMinor } from "../../../lib/money";
import { useDashboardTranslation } from "../use-dashboard-translation";

/** "45 min", "3.5 hr" in the interface's language. */
function formatDuration(minutes: number): string {
  return minutes < 60
    ? formatNumber(minutes, { style: "unit", unit: "minute", unitDisplay: "short" })
    : formatNumber(minutes / 60, { style: "unit", unit: "hour", unitDisplay: "short", maximumFractionDigits: 1 });
}

/** Sales the offline kiosks would usually have made: an estimate, and labelled as one. */
export function LostSales({ data }: { data: Dashboard | undefined }) {
  const { t } = useDashboardTranslation();
  const headingId = useId();
  const lost = data?.lost_sales;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t("lostSales.title")}
        </Typography>
        <Chip size="small" variant="outlined" label={t("lostSales.estimate")} />
      </Box>
      {!data || !lost ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <>
          <Typography variant="h6" component="p">
            {t("lostSales.total", {
              revenue: formatMinor(lost.revenue_cents, data.currency),
              orders: t("ordersCount", { count: lost.orders, n: formatNumber(lost.orders) }),
            })}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t("lostSales.description")}
          </Typography>
          {lost.maintenance > 0 && (
            // Not online, yet not offline: said here so the card adds up with "Kiosks online".
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t("lostSales.maintenance", { count: lost.maintenance, n: formatNumber(lost.maintenance) })}
            </Typography>
          )}
          {lost.kiosks.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t("lostSales.none")}
            </Typography>
          ) : (
            <FigureTable
              caption={t("lostSales.title")}
              columns={[
                { label: t("lostSales.kiosk") },
                { label: t("lostSales.offline"), numeric: true },
                { label: t("lostSales.revenue"), numeric: true },
              ]}
              rows={lost.kiosks.map((kiosk) => ({
                key: kiosk.kiosk_id,
                cells: [
                  kiosk.name,
                  // Offline since it was added: its duration would read as an outage it never had.
                  kiosk.never_seen ? t("lostSales.neverSeen") : formatDuration(kiosk.offline_minutes),
                  formatMinor(kiosk.revenue_cents, data.currency),
                ],
              }))}
            />
          )}
        </>
      )}
    </Paper>
  );
}
