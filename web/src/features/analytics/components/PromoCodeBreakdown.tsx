import type { AnalyticsByPromoCode } from "@froyo/contracts";
import { Paper, Typography } from "@mui/material";
import { useId } from "react";
import { FigureTable } from "../../../components/FigureTable";
import { formatNumber } from "../../../lib/format-number";
import { formatMinor } from "../../../lib/money";
import { useAnalyticsTranslation } from "../use-analytics-translation";

/** Promo codes' impact: orders that used each code, the discount given and the revenue they brought, as a table. */
export function PromoCodeBreakdown({ codes, currency }: { codes: AnalyticsByPromoCode[]; currency: string }) {
  const { t } = useAnalyticsTranslation();
  const headingId = useId();
  const sorted = [...codes].sort((a, b) => b.orders - a.orders || a.code.localeCompare(b.code));
  const orders = sorted.reduce((sum, code) => sum + code.orders, 0);
  const discount = sorted.reduce((sum, code) => sum + code.discount_cents, 0);
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t("promo.title")}
      </Typography>
      {sorted.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t("promo.none")}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t("promo.summary", {
              orders: t("ordersCount", { count: orders, n: formatNumber(orders) }),
              discount: formatMinor(discount, currency),
            })}
          </Typography>
          <FigureTable
            caption={t("promo.title")}
            columns={[
              { label: t("table.code") },
              { label: t("table.orders"), numeric: true },
              { label: t("table.discount"), numeric: true },
              { label: t("table.revenue"), numeric: true },
            ]}
            rows={sorted.map((code) => ({
              key: code.code,
              cells: [
                code.code,
                formatNumber(code.orders),
                formatMinor(code.discount_cents, currency),
                formatMinor(code.revenue_cents, currency),
              ],
            }))}
          />
        </>
      )}
    </Paper>
  );
}
