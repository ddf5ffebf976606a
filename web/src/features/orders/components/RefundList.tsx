import type { Refund, SaleDetail } from "@froyo/contracts";
import { Box, Typography } from "@mui/material";
import { useId } from "react";
import { formatMinor } from "../../../lib/money";
import { useOrdersTranslation } from "../use-orders-translation";
import { formatZonedTime } from "./order-format";

// One rule set for every refund of the list (decision 042): plain elements styled from the list.
const LIST = {
  m: 0,
  p: 0,
  listStyle: "none",
  display: "grid",
  gap: 1.5,
  "& > li": { display: "grid", gap: 0.25, typography: "body2", overflowWrap: "anywhere" },
  "& .refund-head": { display: "flex", flexWrap: "wrap", columnGap: 1.5, fontWeight: 600 },
  "& .refund-when, & .refund-by": { color: "text.secondary", fontWeight: 400 },
} as const;

/** An order's refunds, oldest first: amount, when (the kiosk's wall clock, as the order's own time), reason, who, units. */
export function RefundList({ sale, language }: { sale: SaleDetail; language: string }) {
  const { t } = useOrdersTranslation();
  const headingId = useId();
  const names = new Map(sale.items.map((item) => [item.product_id, item.name]));
  const itemsOf = (refund: Refund) =>
    refund.items
      .map((item) => t("detail.refundItem", { name: names.get(item.product_id) ?? "—", quantity: item.quantity }))
      .join(", ");
  return (
    <>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t("detail.refunds")}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={LIST}>
        {sale.refunds.map((refund) => (
          <li key={refund.id}>
            <span className="refund-head">
              <span>{formatMinor(refund.amount_cents, sale.currency, language)}</span>
              <span className="refund-when">{formatZonedTime(refund.created_at, sale.timezone, language)}</span>
            </span>
            <span>{refund.reason}</span>
            <span className="refund-by">
              {t(`detail.refundBy.${refund.by.type}`, { name: refund.by.name })}
              {refund.items.length > 0 && ` · ${itemsOf(refund)}`}
            </span>
          </li>
        ))}
      </Box>
    </>
  );
}
