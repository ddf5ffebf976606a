import type { Dashboard } from "@froyo/contracts";
import { Paper, Skeleton, Typography } from "@mui/material";
import { useId } from "react";
import { FigureTable } from "../../../components/FigureTable";
import { formatNumber } from "../../../lib/format-number";
import { formatMinor } from "../../../lib/money";
import { useDashboardTranslation } from "../use-dashboard-translation";

/** This month's five best sellers by revenue. */
export function TopProducts({ data }: { data: Dashboard | undefined }) {
  const { t } = useDashboardTranslation();
  const headingId = useId();
  const top = data ? [...data.top_products].sort((a, b) => b.revenue_cents - a.revenue_cents).slice(0, 5) : [];
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {t("topProducts.title")}
      </Typography>
      {!data ? (
        <Skeleton variant="rounded" height={160} />
      ) : top.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("topProducts.none")}
        </Typography>
      ) : (
        <FigureTable
          caption={t("topProducts.title")}
          columns={[
            { label: t("topProducts.product") },
            { label: t("topProducts.quantity"), numeric: true },
            { label: t("topProducts.revenue"), numeric: true },
          ]}
          rows={top.map((product) => ({
            key: product.product_id,
            cells: [product.name, formatNumber(product.quantity), formatMinor(product.revenue_cents, data.currency)],
          }))}
        />
      )}
    </Paper>
  );
}
