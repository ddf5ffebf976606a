import type { Dashboard, DashboardPeriod } from "@froyo/contracts";
import { Box, Typography } from "@mui/material";
import { TrendChange, type TrendChangeTexts } from "../../../components/TrendChange";
import { formatNumber } from "../../../lib/format-number";
import { formatMinor } from "../../../lib/money";
import { usePermissions } from "../../../lib/permissions";
import { useDashboardTranslation } from "../use-dashboard-translation";
import { KpiCard } from "./KpiCard";

const GRID = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" },
} as const;

type Figure = "revenue_cents" | "orders" | "average_order_cents";

/** A part of a whole as a percentage: "60%". */
const share = (part: number, whole: number) =>
  formatNumber(part / whole, { style: "percent", maximumFractionDigits: 1 });

/**
 * The key figures: today's and this month's against the same span before, the fleet's state. Skeletons until `data`.
 * The month's margin shows when the answer has one (null for those without `view sales`); its skeleton is there
 * meanwhile for those who hold it, so the grid keeps its shape.
 */
export function DashboardKpis({ data }: { data: Dashboard | undefined }) {
  const { t } = useDashboardTranslation();
  const { can } = usePermissions();
  const showsMargin = data ? data.month.margin_cents !== null : can("view sales");
  const money = (minor: number) => (data ? formatMinor(minor, data.currency) : "");
  const changeTexts = (key: "changeToday" | "changeMonth"): TrendChangeTexts => ({
    up: (value) => t(`${key}.up`, { value }),
    down: (value) => t(`${key}.down`, { value }),
    same: t(`${key}.same`),
    none: t(`${key}.none`),
  });
  const changeOf = (current: number, previous: number, span: "today" | "month") => (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "baseline", columnGap: 1 }}>
      <TrendChange
        current={current}
        previous={previous}
        texts={changeTexts(span === "today" ? "changeToday" : "changeMonth")}
      />
      <Typography variant="caption" color="text.secondary" aria-hidden="true">
        {t(span === "today" ? "kpis.vsYesterday" : "kpis.vsLastMonth")}
      </Typography>
    </Box>
  );
  const change = (period: DashboardPeriod, figure: Figure, span: "today" | "month") =>
    changeOf(period[figure], period.previous[figure], span);
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
      {showsMargin && (
        <KpiCard
          label={t("kpis.marginMonth")}
          value={data ? money(data.month.margin_cents ?? 0) : null}
          footer={
            data && (
              <>
                {changeOf(data.month.margin_cents ?? 0, data.month.previous.margin_cents ?? 0, "month")}
                {data.month.revenue_cents > 0 &&
                  hint(t("kpis.marginShare", { value: share(data.month.margin_cents ?? 0, data.month.revenue_cents) }))}
              </>
            )
          }
        />
      )}
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
