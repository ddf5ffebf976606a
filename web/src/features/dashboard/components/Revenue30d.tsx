import type { Dashboard } from "@froyo/contracts";
import { Box, Paper, Skeleton, Typography } from "@mui/material";
import { lazy, Suspense, useId, useRef } from "react";
import { FigureTable } from "../../../components/FigureTable";
import { visuallyHidden } from "../../../components/visually-hidden";
import { currentLanguage, dateTimeFormat, isolated } from "../../../i18n/intl";
import { formatMinor } from "../../../lib/money";
import { useSeen } from "../../../lib/use-seen";
import { useDashboardTranslation } from "../use-dashboard-translation";
import { REVENUE_CHART_HEIGHT } from "./revenue-chart-size";

// The chart library (about 66 KB compressed) is a chunk of its own, fetched once the card is on screen: on a phone the
// card is below the fold (after the key figures and the top products), so the first visit does not download it.
const RevenueChart = lazy(async () => ({ default: (await import("./RevenueChart")).RevenueChart }));

/** A local date "YYYY-MM-DD" as "Nov 3" (UTC: the date as the server wrote it, not shifted into the browser's zone). */
function shortDate(date: string): string {
  const language = currentLanguage();
  return isolated(
    dateTimeFormat(language, { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`)),
    language,
  );
}

/**
 * The last 30 days' revenue: a chart on screen, the same figures as a table for screen readers. The card is a column
 * as tall as its row (beside the top products): the chart takes what the heading leaves.
 */
export function Revenue30d({ data }: { data: Dashboard | undefined }) {
  const { t } = useDashboardTranslation();
  const headingId = useId();
  const cardRef = useRef<HTMLElement>(null);
  const seen = useSeen(cardRef);
  // Until the card is seen its place is held empty at the chart's size (nothing is loading yet, so no skeleton
  // that would say so); while the chart's chunk comes, a skeleton of that size. Nothing moves either way.
  const placeholder = <Skeleton variant="rounded" height={REVENUE_CHART_HEIGHT} />;
  const unseen = <Box sx={{ height: REVENUE_CHART_HEIGHT }} />;
  return (
    <Paper
      ref={cardRef}
      component="section"
      aria-labelledby={headingId}
      sx={{ p: 2, minWidth: 0, display: "flex", flexDirection: "column" }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t("revenue30d.title")}
      </Typography>
      {data ? (
        <>
          {seen ? (
            <Suspense fallback={placeholder}>
              <RevenueChart
                days={data.revenue_30d.map((day) => ({ label: shortDate(day.date), revenue_cents: day.revenue_cents }))}
                currency={data.currency}
              />
            </Suspense>
          ) : (
            unseen
          )}
          <div style={visuallyHidden}>
            <FigureTable
              caption={t("revenue30d.caption")}
              columns={[{ label: t("revenue30d.date") }, { label: t("revenue30d.revenue"), numeric: true }]}
              rows={data.revenue_30d.map((day, index) => ({
                key: day.date,
                cells: [
                  index === data.revenue_30d.length - 1
                    ? `${shortDate(day.date)} (${t("revenue30d.todaySoFar")})`
                    : shortDate(day.date),
                  formatMinor(day.revenue_cents, data.currency),
                ],
              }))}
            />
          </div>
        </>
      ) : (
        placeholder
      )}
    </Paper>
  );
}
