import { Box, Skeleton, useTheme } from "@mui/material";
import { LineChart } from "@mui/x-charts/LineChart";
import { useState } from "react";
import { formatMinor } from "../../../lib/money";
import { MIN_CHART_WIDTH, useElementSize } from "../../../lib/use-element-width";
import { useSkipChartAnimation } from "../../../lib/use-skip-chart-animation";
import { focusRing } from "../../../theme/focus-ring";
import { useDashboardTranslation } from "../use-dashboard-translation";
import { REVENUE_CHART_HEIGHT } from "./revenue-chart-size";

export interface RevenueDay {
  /** The day as its axis and tooltip write it ("Nov 3"). */
  label: string;
  revenue_cents: number;
}

/** The series' ids: the finished days as a solid line, today (not over yet) as a dashed step from yesterday. */
export const DAYS_SERIES = "days";
export const TODAY_SERIES = "today";
export const TODAY_DASH = "4 4";

/**
 * The last 30 days' revenue (MUI X Charts, loaded with this component only): dates along the axis, a day's amount on
 * hover or on keyboard focus (arrow keys). The last day is today, still running: it is drawn dashed with a mark and
 * named "Today so far", so its lower figure reads as a day not over yet rather than a fall. The chart fills its
 * box's height (the card is as tall as its row), so no empty band is left under it. Time runs with the reading
 * direction.
 */
export function RevenueChart({ days, currency }: { days: RevenueDay[]; currency: string }) {
  const { t } = useDashboardTranslation();
  const theme = useTheme();
  const [boxRef, { width, height }] = useElementSize<HTMLDivElement>();
  const isRtl = theme.direction === "rtl";
  const last = days.length - 1;
  const values = days.map((day) => day.revenue_cents);
  const finished = values.map((value, index) => (index < last ? value : null));
  const today = values.map((value, index) => (index >= last - 1 ? value : null));
  const skipAnimation = useSkipChartAnimation(values.join());
  const labelStep = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(width / 80))));
  // The library's axis tooltip follows the pointer only; arrow keys move a focused point, whose tooltip is the item's.
  const [keyboard, setKeyboard] = useState(false);
  const money = (value: number | null) => (value === null ? null : formatMinor(value, currency));

  return (
    <Box
      ref={boxRef}
      onKeyDown={() => setKeyboard(true)}
      onPointerMove={() => setKeyboard(false)}
      onBlur={() => setKeyboard(false)}
      sx={{ position: "relative", flex: 1, minHeight: REVENUE_CHART_HEIGHT, minWidth: 0 }}
    >
      <Box sx={{ position: "absolute", inset: 0, overflow: "hidden" }}>
        {width < MIN_CHART_WIDTH || height === 0 ? (
          <Skeleton variant="rounded" height="100%" />
        ) : (
          <LineChart
            width={width}
            height={height}
            skipAnimation={skipAnimation}
            enableKeyboardNavigation
            title={t("revenue30d.chart")}
            hideLegend
            // Room at both ends for half a date: today's, at the edge, would otherwise be cut to "…".
            margin={{ top: 8, bottom: 0, left: 24, right: 24 }}
            xAxis={[
              {
                scaleType: "point",
                data: days.map((day) => day.label),
                reverse: isRtl,
                // A tick (and its date) every `step` days, counted back from today so that today is always named.
                tickInterval: (_: string, index: number) => (last - index) % labelStep === 0,
                tickLabelInterval: () => true,
              },
            ]}
            yAxis={[{ position: "none", min: 0 }]}
            series={[
              {
                id: DAYS_SERIES,
                data: finished,
                label: t("revenue30d.revenue"),
                color: theme.palette.primary.main,
                area: true,
                showMark: false,
                // Today is named in this series too (its point is drawn by the dashed one), so that the pointer's
                // tooltip and the arrow keys, which move along this series, both reach it.
                valueFormatter: (value, { dataIndex }) =>
                  dataIndex === last ? `${money(values[last] ?? 0)} (${t("revenue30d.todaySoFar")})` : money(value),
              },
              {
                id: TODAY_SERIES,
                data: today,
                label: t("revenue30d.todaySoFar"),
                color: theme.palette.primary.main,
                showMark: ({ index }) => index === last,
                // Drawn only: its figure is told by the series above, once.
                valueFormatter: () => null,
              },
            ]}
            slotProps={{
              tooltip: { trigger: keyboard ? "item" : "axis" },
              line: (ownerState) => (ownerState.id === TODAY_SERIES ? { strokeDasharray: TODAY_DASH } : {}),
            }}
            sx={(theme) => ({
              "& .MuiAreaElement-root": { fillOpacity: 0.16 },
              // The chart is a keyboard stop (arrow keys move between days): it shows the app's focus ring, drawn
              // inside since the box around it clips what overflows.
              "& svg:focus-visible": { ...focusRing(theme), outlineOffset: -2 },
            })}
          />
        )}
      </Box>
    </Box>
  );
}
