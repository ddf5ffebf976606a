import { Box, Skeleton, Typography, useTheme } from "@mui/material";
import { BarChart } from "@mui/x-charts/BarChart";
import { type FigureColumn, FigureTable } from "../../../components/FigureTable";
import { formatMinor } from "../../../lib/money";
import { MIN_CHART_WIDTH, useElementWidth } from "../../../lib/use-element-width";
import { useSkipChartAnimation } from "../../../lib/use-skip-chart-animation";
import { formatCompactMoney } from "../analytics-format";
import { ChartCard } from "./ChartCard";

export interface BarItem {
  key: string;
  name: string;
  revenue_cents: number;
  /** The table's figures after the revenue (margin, quantity sold, orders), already formatted. */
  details: string[];
}

interface BarBreakdownProps {
  title: string;
  items: BarItem[];
  currency: string;
  /** The name's, the revenue's, then one per detail. */
  columns: FigureColumn[];
  caption: string;
  empty: string;
  /** How many bars the chart draws (the table has them all). */
  limit?: number;
}

const BAR_HEIGHT = 32;

/** Revenue by product or kiosk as horizontal bars, largest first, growing from the start side. */
export function BarBreakdown({ title, items, currency, columns, caption, empty, limit = 10 }: BarBreakdownProps) {
  const theme = useTheme();
  const [boxRef, width] = useElementWidth<HTMLDivElement>();
  const isRtl = theme.direction === "rtl";
  const sorted = [...items].sort((a, b) => b.revenue_cents - a.revenue_cents);
  const shown = sorted.slice(0, limit);
  const skipAnimation = useSkipChartAnimation(shown.map((item) => `${item.name}:${item.revenue_cents}`).join("|"));
  const height = Math.max(120, shown.length * BAR_HEIGHT + 40);
  const yAxisWidth = Math.min(140, Math.max(80, Math.round(width * 0.35)));

  const chart =
    shown.length === 0 ? (
      <Typography color="text.secondary">{empty}</Typography>
    ) : (
      <Box ref={boxRef} sx={{ width: "100%", minWidth: 0, overflow: "hidden" }}>
        {width < MIN_CHART_WIDTH ? (
          <Skeleton variant="rounded" height={height} />
        ) : (
          <BarChart
            layout="horizontal"
            width={width}
            height={height}
            skipAnimation={skipAnimation}
            hideLegend
            // The far end holds half of the last amount's label, longer in Arabic ("٦ آلاف US$"): cut to "…" in 16 px.
            margin={{ top: 8, bottom: 8, left: isRtl ? 32 : 8, right: isRtl ? 8 : 32 }}
            yAxis={[
              {
                scaleType: "band",
                data: shown.map((item) => item.name),
                position: isRtl ? "right" : "left",
                width: yAxisWidth,
              },
            ]}
            xAxis={[
              {
                reverse: isRtl,
                tickNumber: Math.max(2, Math.floor((width - yAxisWidth) / 110)),
                valueFormatter: (value: number) => formatCompactMoney(value, currency),
              },
            ]}
            series={[
              {
                data: shown.map((item) => item.revenue_cents),
                color: theme.palette.primary.main,
                valueFormatter: (value) => (value === null ? "" : formatMinor(value, currency)),
              },
            ]}
          />
        )}
      </Box>
    );

  return (
    <ChartCard
      title={title}
      chart={chart}
      table={
        <FigureTable
          caption={caption}
          columns={columns}
          rows={sorted.map((item) => ({
            key: item.key,
            cells: [item.name, formatMinor(item.revenue_cents, currency), ...item.details],
          }))}
        />
      }
    />
  );
}
