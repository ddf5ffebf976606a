import { Paper, Skeleton, Typography } from "@mui/material";
import { lazy, Suspense, useId } from "react";
import { FigureTable } from "../../../components/FigureTable";
import { visuallyHidden } from "../../../components/visually-hidden";
import { currentLanguage, dateTimeFormat, isolated } from "../../../i18n/intl";
import { formatMinor } from "../../../lib/money";
import type { DashboardData } from "../dashboard-types";
import { useDashboardTranslation } from "../use-dashboard-translation";
import { SPARKLINE_HEIGHT } from "./sparkline-size";

// The chart library loads after the cards have painted, in its own chunk.
const RevenueSparkline = lazy(async () => ({ default: (await import("./RevenueSparkline")).RevenueSparkline }));

/** A local date "YYYY-MM-DD" as "Nov 3" (UTC: the date as the server wrote it, not shifted into the browser's zone). */
function shortDate(date: string): string {
  const language = currentLanguage();
  return isolated(
    dateTimeFormat(language, { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${date}T00:00:00Z`)),
    language,
  );
}

/** The last 30 days' revenue: a sparkline on screen, the same figures as a table for screen readers. */
export function Revenue30d({ data }: { data: DashboardData | undefined }) {
  const { t } = useDashboardTranslation();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t("revenue30d.title")}
      </Typography>
      {data ? (
        <>
          <Suspense fallback={<Skeleton variant="rounded" height={SPARKLINE_HEIGHT} />}>
            <RevenueSparkline values={data.revenue_30d.map((day) => day.revenue_cents)} currency={data.currency} />
          </Suspense>
          <div style={visuallyHidden}>
            <FigureTable
              caption={t("revenue30d.caption")}
              columns={[{ label: t("revenue30d.date") }, { label: t("revenue30d.revenue"), numeric: true }]}
              rows={data.revenue_30d.map((day) => ({
                key: day.date,
                cells: [shortDate(day.date), formatMinor(day.revenue_cents, data.currency)],
              }))}
            />
          </div>
        </>
      ) : (
        <Skeleton variant="rounded" height={SPARKLINE_HEIGHT} />
      )}
    </Paper>
  );
}
