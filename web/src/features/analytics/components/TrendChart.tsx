import type { Analytics, AnalyticsGranularity, AnalyticsSeriesPoint } from "@froyo/contracts";
import { Box, Skeleton, ToggleButton, ToggleButtonGroup, useTheme } from "@mui/material";
import { LineChart } from "@mui/x-charts/LineChart";
import { useState } from "react";
import { FigureTable } from "../../../components/FigureTable";
import { formatNumber } from "../../../lib/format-number";
import { formatMinor } from "../../../lib/money";
import { MIN_CHART_WIDTH, useElementWidth } from "../../../lib/use-element-width";
import { useSkipChartAnimation } from "../../../lib/use-skip-chart-animation";
import { formatBucket, formatCompactMoney } from "../analytics-format";
import { useAnalyticsTranslation } from "../use-analytics-translation";
import { ChartCard } from "./ChartCard";

const METRICS = ["revenue", "margin", "orders", "average"] as const;
type Metric = (typeof METRICS)[number];

/** The series' ids: the previous period's line is drawn dashed (a dash pattern, not only a colour). */
export const CURRENT_SERIES = "current";
export const PREVIOUS_SERIES = "previous";
export const PREVIOUS_DASH = "6 4";

function metricOf(bucket: AnalyticsSeriesPoint | undefined, metric: Metric): number | null {
  if (!bucket) return null;
  if (metric === "revenue") return bucket.revenue_cents;
  if (metric === "margin") return bucket.margin_cents;
  if (metric === "orders") return bucket.orders;
  // Average order value per bucket, rounded to a whole minor unit for display.
  return bucket.orders > 0 ? Math.round(bucket.revenue_cents / bucket.orders) : 0;
}

interface TrendChartProps {
  data: Analytics;
  granularity: AnalyticsGranularity;
}

/**
 * Revenue, margin, orders or the average order over time: this period as a line over an area, the previous one
 * dashed.
 */
export function TrendChart({ data, granularity }: TrendChartProps) {
  const { t } = useAnalyticsTranslation();
  const theme = useTheme();
  const [metric, setMetric] = useState<Metric>("revenue");
  const [boxRef, width] = useElementWidth<HTMLDivElement>();
  const isRtl = theme.direction === "rtl";
  const isMoney = metric !== "orders";
  const format = (value: number | null) =>
    value === null ? "—" : isMoney ? formatMinor(value, data.currency) : formatNumber(value);
  const labels = data.series.map((bucket) => formatBucket(bucket.bucket, granularity));
  const current = data.series.map((bucket) => metricOf(bucket, metric));
  const previous = data.series.map((_, index) => metricOf(data.previous_series[index], metric));
  const skipAnimation = useSkipChartAnimation(`${labels.join()}|${current.join()}|${previous.join()}`);
  const labelStep = Math.max(1, Math.ceil(labels.length / Math.max(2, Math.floor(width / 90))));

  const chart = (
    <Box ref={boxRef} sx={{ width: "100%", minWidth: 0, overflow: "hidden" }}>
      {width < MIN_CHART_WIDTH ? (
        <Skeleton variant="rounded" height={300} />
      ) : (
        <LineChart
          width={width}
          height={300}
          skipAnimation={skipAnimation}
          hideLegend
          grid={{ horizontal: true }}
          margin={{ top: 16, bottom: 8, left: 8, right: 8 }}
          // Time runs with the reading direction: right to left in Arabic, the figures' axis on the start side.
          xAxis={[
            {
              scaleType: "point",
              data: labels,
              reverse: isRtl,
              // A tick and its label every `step` points, so labels never run into each other whatever the
              // language's widths (the label filter is given the ticks' own index, not the points').
              tickInterval: (_: string, index: number) => index % labelStep === 0,
              tickLabelInterval: () => true,
            },
          ]}
          yAxis={[
            {
              position: isRtl ? "right" : "left",
              // Arabic writes compact amounts longer ("2 ألف US$").
              width: isRtl ? 88 : 64,
              valueFormatter: (value: number) =>
                isMoney ? formatCompactMoney(value, data.currency) : formatNumber(value, { notation: "compact" }),
            },
          ]}
          series={[
            {
              id: PREVIOUS_SERIES,
              data: previous,
              label: t("trend.previous"),
              color: theme.palette.text.secondary,
              showMark: false,
              valueFormatter: format,
            },
            {
              id: CURRENT_SERIES,
              data: current,
              label: t("trend.current"),
              color: theme.palette.primary.main,
              area: true,
              showMark: false,
              valueFormatter: format,
            },
          ]}
          slotProps={{
            line: (ownerState) => (ownerState.id === PREVIOUS_SERIES ? { strokeDasharray: PREVIOUS_DASH } : {}),
          }}
          sx={{ "& .MuiAreaElement-root": { fillOpacity: 0.16 } }}
        />
      )}
      <TrendLegend current={t("trend.current")} previous={t("trend.previous")} />
    </Box>
  );

  const table = (
    <FigureTable
      caption={t("table.caption", { title: `${t("trend.title")} (${t(`trend.metrics.${metric}`)})` })}
      columns={[
        { label: t("table.period") },
        { label: t("table.current"), numeric: true },
        { label: t("table.previousPeriod") },
        { label: t("table.previous"), numeric: true },
      ]}
      rows={data.series.map((bucket, index) => {
        const before = data.previous_series[index];
        return {
          key: bucket.bucket,
          cells: [
            labels[index] ?? bucket.bucket,
            format(current[index] ?? null),
            before ? formatBucket(before.bucket, granularity) : "—",
            format(previous[index] ?? null),
          ],
        };
      })}
    />
  );

  return (
    <ChartCard
      title={t("trend.title")}
      controls={
        <ToggleButtonGroup
          exclusive
          size="small"
          value={metric}
          aria-label={t("trend.metric")}
          onChange={(_, next: Metric | null) => next && setMetric(next)}
          sx={{ flexWrap: "wrap" }}
        >
          {METRICS.map((key) => (
            <ToggleButton key={key} value={key}>
              {t(`trend.metrics.${key}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
      chart={chart}
      table={table}
    />
  );
}

/** The chart's own legend: a solid and a dashed line beside their names (the built-in one draws both solid). */
function TrendLegend({ current, previous }: { current: string; previous: string }) {
  const swatch = (dash?: string) => (
    <svg width="28" height="8" aria-hidden="true" focusable="false">
      <line x1="0" y1="4" x2="28" y2="4" stroke="currentColor" strokeWidth="2" strokeDasharray={dash} />
    </svg>
  );
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 3, mt: 1, typography: "body2" }}>
      <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
        <Box component="span" sx={{ color: "primary.main", display: "inline-flex" }}>
          {swatch()}
        </Box>
        {current}
      </Box>
      <Box component="span" sx={{ display: "inline-flex", alignItems: "center", gap: 1 }}>
        <Box component="span" sx={{ color: "text.secondary", display: "inline-flex" }}>
          {swatch(PREVIOUS_DASH)}
        </Box>
        {previous}
      </Box>
    </Box>
  );
}
