import type { Analytics, AnalyticsGranularity } from "@froyo/contracts";
import { Alert, Box, Button, LinearProgress, Skeleton, Typography } from "@mui/material";
import { memo, useDeferredValue } from "react";
import { EmptyState } from "../../../components/EmptyState";
import { failureMessage } from "../../../lib/failure-message";
import { formatNumber } from "../../../lib/format-number";
import { formatMinor } from "../../../lib/money";
import { usePermissions } from "../../../lib/permissions";
import { formatLocalDate } from "../analytics-format";
import { toAnalyticsQuery } from "../analytics-params";
import { useAnalytics } from "../api/get-analytics";
import { useKioskChoices, useProductChoices } from "../api/get-filter-choices";
import { previousRange } from "../date-presets";
import { useAnalyticsParams } from "../use-analytics-params";
import { useAnalyticsTranslation } from "../use-analytics-translation";
import { AnalyticsFilters } from "./AnalyticsFilters";
import { BarBreakdown } from "./BarBreakdown";
import { HourWeekdayHeatmap } from "./HourWeekdayHeatmap";
import { PromoCodeBreakdown } from "./PromoCodeBreakdown";
import { TotalsCards } from "./TotalsCards";
import { TrendChart } from "./TrendChart";

const TWO_COLUMNS = {
  display: "grid",
  gap: 3,
  gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" },
};

/**
 * The sales analytics of a period beside the previous period of the same length: filters (kept in the address
 * bar), totals, the figures over time, and the breakdowns by product, kiosk, hour × weekday and promo code.
 */
export function AnalyticsReport() {
  const { t } = useAnalyticsTranslation();
  const { can } = usePermissions();
  const { params, change } = useAnalyticsParams();
  const sales = useAnalytics(toAnalyticsQuery(params));
  const kiosks = useKioskChoices();
  const products = useProductChoices(can("view products"));
  // A new period's figures are drawn in a deferred pass that React splits into short tasks (the answer arrives
  // synchronously from SWR), so a tap on the filters paints at once; Figures is memoised, so the urgent pass skips it.
  const data = useDeferredValue(sales.data?.data);
  const previous = previousRange(params.range);

  return (
    <Box sx={{ display: "grid", gap: 3, minWidth: 0 }}>
      <AnalyticsFilters
        params={params}
        onChange={change}
        kiosks={kiosks.data?.data.map(({ id, name }) => ({ id, name })) ?? []}
        products={products.data ? products.data.data.map(({ id, name }) => ({ id, name })) : null}
      />
      <Typography variant="body2" color="text.secondary">
        {t("filters.summary", {
          from: formatLocalDate(params.range.from),
          to: formatLocalDate(params.range.to),
          previousFrom: formatLocalDate(previous.from),
          previousTo: formatLocalDate(previous.to),
        })}
      </Typography>
      <Box sx={{ height: 4 }}>{sales.isValidating && data && <LinearProgress aria-hidden="true" />}</Box>
      {sales.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void sales.mutate()}>
              {t("retry")}
            </Button>
          }
        >
          {failureMessage(sales.error, t("loadFailed"))}
        </Alert>
      ) : !data ? (
        <AnalyticsSkeleton />
      ) : data.totals.orders === 0 && data.previous_totals.orders === 0 ? (
        <EmptyState title={t("empty.title")} description={t("empty.description")} />
      ) : (
        <Figures data={data} granularity={params.granularity} />
      )}
    </Box>
  );
}

const Figures = memo(function Figures({ data, granularity }: { data: Analytics; granularity: AnalyticsGranularity }) {
  const { t } = useAnalyticsTranslation();
  return (
    <>
      <TotalsCards totals={data.totals} previous={data.previous_totals} currency={data.currency} />
      <TrendChart data={data} granularity={granularity} />
      <Box sx={TWO_COLUMNS}>
        <BarBreakdown
          title={t("byProduct.title")}
          caption={t("table.caption", { title: t("byProduct.title") })}
          currency={data.currency}
          empty={t("empty.title")}
          columns={[
            { label: t("table.product") },
            { label: t("table.revenue"), numeric: true },
            { label: t("table.margin"), numeric: true },
            { label: t("table.quantity"), numeric: true },
          ]}
          items={data.by_product.map((product) => ({
            key: product.product_id,
            name: product.name,
            revenue_cents: product.revenue_cents,
            details: [formatMinor(product.margin_cents, data.currency), formatNumber(product.quantity)],
          }))}
        />
        <BarBreakdown
          title={t("byKiosk.title")}
          caption={t("table.caption", { title: t("byKiosk.title") })}
          currency={data.currency}
          empty={t("empty.title")}
          columns={[
            { label: t("table.kiosk") },
            { label: t("table.revenue"), numeric: true },
            { label: t("table.margin"), numeric: true },
            { label: t("table.orders"), numeric: true },
          ]}
          items={data.by_kiosk.map((kiosk) => ({
            key: kiosk.kiosk_id,
            name: kiosk.name,
            revenue_cents: kiosk.revenue_cents,
            details: [formatMinor(kiosk.margin_cents, data.currency), formatNumber(kiosk.orders)],
          }))}
        />
      </Box>
      <Box sx={TWO_COLUMNS}>
        <HourWeekdayHeatmap cells={data.by_hour_weekday} currency={data.currency} />
        <PromoCodeBreakdown codes={data.by_promo_code} currency={data.currency} />
      </Box>
    </>
  );
});

function AnalyticsSkeleton() {
  return (
    <Box aria-busy="true" sx={{ display: "grid", gap: 3 }}>
      <TotalsCards />
      <Skeleton variant="rounded" height={360} />
      <Box sx={TWO_COLUMNS}>
        <Skeleton variant="rounded" height={280} />
        <Skeleton variant="rounded" height={280} />
      </Box>
    </Box>
  );
}
