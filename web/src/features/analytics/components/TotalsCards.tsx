import type { AnalyticsTotals } from "@froyo/contracts";
import { Box, Paper, Skeleton, Typography } from "@mui/material";
import { TrendChange } from "../../../components/TrendChange";
import { formatNumber } from "../../../lib/format-number";
import { formatMinor } from "../../../lib/money";
import { useAnalyticsTranslation } from "../use-analytics-translation";

const FIGURES = ["revenue", "orders", "items", "averageOrder"] as const;
type Figure = (typeof FIGURES)[number];

function figureOf(totals: AnalyticsTotals, figure: Figure): number {
  if (figure === "revenue") return totals.revenue_cents;
  if (figure === "orders") return totals.orders;
  if (figure === "items") return totals.items;
  return totals.average_order_cents;
}

const GRID = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" } } as const;

/** The period's totals, each with its change against the previous period (skeletons while they load). */
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
  const isMoney = (figure: Figure) => figure === "revenue" || figure === "averageOrder";
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
