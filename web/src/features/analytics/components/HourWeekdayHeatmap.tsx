import type { AnalyticsByHourWeekday } from "@froyo/contracts";
import { alpha, Box, Paper, type Theme, Typography } from "@mui/material";
import { useId } from "react";
import { visuallyHidden } from "../../../components/visually-hidden";
import { formatNumber } from "../../../lib/format-number";
import { formatMinor } from "../../../lib/money";
import { hourName, weekdayName } from "../analytics-format";
import { useAnalyticsTranslation } from "../use-analytics-translation";

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** Hours labelled on screen (every hour is named for screen readers). */
const LABELLED_HOUR = (hour: number) => hour % 3 === 0;

/** 0 for no sales, else a step from 1 to 5 of the busiest cell's revenue: the colour scale. */
export function heatLevel(revenue: number, max: number): number {
  if (revenue <= 0 || max <= 0) return 0;
  return Math.max(1, Math.ceil((revenue / max) * 5));
}

const LEVEL_ALPHA = [0, 0.18, 0.36, 0.56, 0.78, 1];

/**
 * Revenue by hour of day × weekday, drawn as a table of cells (MUI X's heatmap is not in the free edition): rows
 * are ISO weekdays from Monday, columns the 24 local hours. Each cell's text names its day, hour and figures for
 * screen readers; on screen its shade says how busy it was. The table follows the page's direction, so hours run
 * right to left in Arabic.
 */
export function HourWeekdayHeatmap({ cells, currency }: { cells: AnalyticsByHourWeekday[]; currency: string }) {
  const { t } = useAnalyticsTranslation();
  const headingId = useId();
  const byKey = new Map(cells.map((cell) => [`${cell.weekday}-${cell.hour}`, cell]));
  const max = Math.max(0, ...cells.map((cell) => cell.revenue_cents));
  // 168 cells: each name is formatted once, and the cells are plain elements styled by the table's rules (one class
  // for all of them instead of a styled component each), so a new period redraws the table in a fraction of the time.
  const weekdays = WEEKDAYS.map((weekday) => ({
    weekday,
    long: weekdayName(weekday),
    short: weekdayName(weekday, "short"),
  }));
  const hours = HOURS.map((hour) => ({ hour, name: hourName(hour) }));
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t("heatmap.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("heatmap.description")}
      </Typography>
      <Box component="table" sx={heatTableSx}>
        <Box component="caption" sx={visuallyHidden}>
          {t("heatmap.title")}
        </Box>
        <thead>
          <tr>
            <th scope="col">
              <span className={HIDDEN}>{t("heatmap.day")}</span>
            </th>
            {hours.map(({ hour, name }) => (
              <th scope="col" key={hour}>
                {LABELLED_HOUR(hour) ? <span aria-hidden="true">{formatNumber(hour)}</span> : null}
                <span className={HIDDEN}>{name}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weekdays.map(({ weekday, long, short }) => (
            <tr key={weekday}>
              <th scope="row">
                <abbr title={long}>{short}</abbr>
              </th>
              {hours.map(({ hour, name }) => {
                const cell = byKey.get(`${weekday}-${hour}`);
                const revenue = cell?.revenue_cents ?? 0;
                const orders = cell?.orders ?? 0;
                const text = t("heatmap.cell", {
                  weekday: long,
                  hour: name,
                  revenue: formatMinor(revenue, currency),
                  orders: t("ordersCount", { count: orders, n: formatNumber(orders) }),
                });
                return (
                  <td key={hour} title={text} data-level={heatLevel(revenue, max)}>
                    <span className={HIDDEN}>{text}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Box>
      <HeatLegend less={t("heatmap.less")} more={t("heatmap.more")} />
    </Paper>
  );
}

/** The class of the table's screen-reader-only texts (its rule is in heatTableSx). */
const HIDDEN = "heat-hidden";

const levelColour = (theme: Theme, level: number) =>
  level === 0 ? theme.palette.action.hover : alpha(theme.palette.primary.main, LEVEL_ALPHA[level] ?? 1);

/** The heatmap table's look, cells included: one style rule set for the whole table. */
const heatTableSx = (theme: Theme) => ({
  width: "100%",
  tableLayout: "fixed",
  borderCollapse: "separate",
  borderSpacing: "2px",
  "& th": {
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
    fontWeight: 400,
    overflow: "visible",
  },
  "& thead th:first-of-type": { width: { xs: "2.5rem", sm: "3.5rem" } },
  "& tbody th": { textAlign: "start" },
  "& abbr": { textDecoration: "none" },
  "& td": { height: { xs: 18, sm: 24 }, padding: 0, borderRadius: theme.spacing(0.5) },
  ...Object.fromEntries(
    LEVEL_ALPHA.map((_, level) => [`& td[data-level="${level}"]`, { backgroundColor: levelColour(theme, level) }]),
  ),
  [`& .${HIDDEN}`]: visuallyHidden,
});

function HeatLegend({ less, more }: { less: string; more: string }) {
  return (
    <Box aria-hidden="true" sx={{ display: "flex", alignItems: "center", gap: 0.5, mt: 1.5, typography: "caption" }}>
      <span>{less}</span>
      {LEVEL_ALPHA.map((_, level) => (
        <Box
          // biome-ignore lint/suspicious/noArrayIndexKey: the levels are a fixed scale
          key={level}
          sx={{
            width: 14,
            height: 14,
            borderRadius: 0.5,
            bgcolor: (theme) => levelColour(theme, level),
          }}
        />
      ))}
      <span>{more}</span>
    </Box>
  );
}
