import type { Dashboard, DashboardPeriod } from "@froyo/contracts";
import { Box, Typography } from "@mui/material";
import { TrendChange, type TrendChangeTexts } from "../../../components/TrendChange";
import { formatNumber } from "../../../lib/format-number";
import { formatMinor } from "../../../lib/money";
import { useDashboardTranslation } from "../use-dashboard-translation";
import { KpiCard } from "./KpiCard";

const GRID = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" },
} as const;

type Figure = "revenue_cents" | "orders" | "average_order_cents";

/** The key figures: today's and this month's against the same span before, the fleet's state. Skeletons until `data`. */
export function DashboardKpis({ data }: { data: Dashboard | undefined }) {
  const { t } = useDashboardTranslation();
  const money = (minor: number) => (data ? formatMinor(minor, data.currency) : "");
  const changeTexts = (key: "changeToday" | "changeMonth"): TrendChangeTexts => ({
    up: (value) => t(`${key}.up`, { value }),
    down: (value) => t(`${key}.down`, { value }),
    same: t(`${key}.same`),
    none: t(`${key}.none`),
  });
  const change = (period: DashboardPeriod, figure: Figure, span: "today" | "month") => (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: 1 }}>
      <TrendChange
        current={period[figure]}
        previous={period.previous[figure]}
        texts={changeTexts(span === "today" ? "changeToday" : "changeMonth")}
      />
      <Typography variant="caption" color="text.secondary" aria-hidden="true">
        {t(span === "today" ? "kpis.vsYesterday" : "kpis.vsLastMonth")}
      </Typography>
    </Box>
  );
  const hint = (text: string) => (
    <Typography variant="caption" color="text.secondary">
      {text}
    </Typography>
  );
  return (
    <Box sx={GRID}>
      <KpiCard
        label={t("kpis.revenueToday")}
        value={data ? money(data.today.revenue_cents) : null}
        footer={data && change(data.today, "revenue_cents", "today")}
      />
      <KpiCard
        label={t("kpis.ordersToday")}
        value={data ? formatNumber(data.today.orders) : null}
        footer={data && change(data.today, "orders", "today")}
      />
      <KpiCard
        label={t("kpis.revenueMonth")}
        value={data ? money(data.month.revenue_cents) : null}
        footer={data && change(data.month, "revenue_cents", "month")}
      />
      <KpiCard
        label={t("kpis.ordersMonth")}
        value={data ? formatNumber(data.month.orders) : null}
        footer={data && change(data.month, "orders", "month")}
      />
      <KpiCard
        label={t("kpis.averageOrder")}
        value={data ? money(data.month.average_order_cents) : null}
        footer={data && change(data.month, "average_order_cents", "month")}
      />
      <KpiCard
        label={t("kpis.kiosksOnline")}
        value={
          data
            ? t("kpis.kiosksOnlineValue", {
                online: formatNumber(data.kiosks.online),
                total: formatNumber(data.kiosks.total),
              })
            : null
        }
      />
      <KpiCard
        label={t("kpis.lowTrays")}
        value={data ? formatNumber(data.low_trays) : null}
        footer={hint(t("kpis.lowTraysHint"))}
      />
    </Box>
  );
}
