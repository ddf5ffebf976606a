import type { AnalyticsTotals } from "@froyo/contracts";
import { Box, Paper, Skeleton, Typography } from "@mui/material";
import { TrendChange } from "../../../components/TrendChange";
import { formatNumber } from "../../../lib/format-number";
import { formatMinor } from "../../../lib/money";
import { useAnalyticsTranslation } from "../use-analytics-translation";

const FIGURES = ["revenue", "margin", "orders", "items", "averageOrder"] as const;
type Figure = (typeof FIGURES)[number];

function figureOf(totals: AnalyticsTotals, figure: Figure): number {
  if (figure === "revenue") return totals.revenue_cents;
  if (figure === "margin") return totals.margin_cents;
  if (figure === "orders") return totals.orders;
  if (figure === "items") return totals.items;
  return totals.average_order_cents;
}

/** The margin as a share of the revenue: "60%". */
function marginShare(totals: AnalyticsTotals): string {
  return formatNumber(totals.margin_cents / totals.revenue_cents, { style: "percent", maximumFractionDigits: 1 });
}

const GRID = {
  display: "grid",
  gap: 2,
  gridTemplateColumns: {
    xs: "repeat(2, minmax(0, 1fr))",
    sm: "repeat(3, minmax(0, 1fr))",
    lg: "repeat(5, minmax(0, 1fr))",
  },
} as const;

/**
 * The period's totals, each with its change against the previous period (skeletons while they load). The margin
 * (revenue less the cost of what was sold, decision 043) sits beside the revenue, with its share of it.
 */
export function TotalsCards({
  totals,
  previous,
  currency,
}: {
  totals?: AnalyticsTotals;
  previous?: AnalyticsTotals;
  currency?: string;
}) {
  const { t } = useAnalyticsTranslation();
  const isMoney = (figure: Figure) => figure === "revenue" || figure === "margin" || figure === "averageOrder";
  const format = (figure: Figure, value: number) =>
    isMoney(figure) && currency ? formatMinor(value, currency) : formatNumber(value);
  return (
    <Box component="section" aria-label={t("totals.label")} sx={GRID}>
      {FIGURES.map((figure) => (
        <Paper key={figure} sx={{ p: 2, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" component="h2">
            {t(`totals.${figure}`)}
          </Typography>
          {totals && previous ? (
            <>
              <Typography
                variant="h5"
                component="p"
                sx={{ my: 0.5, fontSize: { xs: "1.125rem", sm: "1.5rem" }, overflowWrap: "anywhere" }}
              >
                {format(figure, figureOf(totals, figure))}
              </Typography>
              <TrendChange
                current={figureOf(totals, figure)}
                previous={figureOf(previous, figure)}
                texts={{
                  up: (value) => t("change.up", { value }),
                  down: (value) => t("change.down", { value }),
                  same: t("change.same"),
                  none: t("change.none"),
                }}
              />
              <Typography variant="caption" color="text.secondary" component="p">
                {t("totals.previous", { value: format(figure, figureOf(previous, figure)) })}
              </Typography>
              {figure === "margin" && totals.revenue_cents > 0 && (
                <Typography variant="caption" color="text.secondary" component="p">
                  {t("totals.marginShare", { value: marginShare(totals) })}
                </Typography>
              )}
            </>
          ) : (
            <>
              <Skeleton variant="text" width="60%" sx={{ fontSize: "1.5rem" }} />
              <Skeleton variant="text" width="40%" />
            </>
          )}
        </Paper>
      ))}
    </Box>
  );
}
