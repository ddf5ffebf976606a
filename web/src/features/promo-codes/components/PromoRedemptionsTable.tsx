import type { PromoCodeDetail } from "@froyo/contracts";
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import { useId } from "react";
import { isolated, numberFormat } from "../../../i18n/intl";
import { formatDateTime } from "../../../lib/format-date";
import { formatMinor } from "../../../lib/money";
import { usePromoCodesTranslation } from "../use-promo-codes-translation";

interface PromoRedemptionsTableProps {
  detail: PromoCodeDetail;
  currency: string;
  language: string;
}

/** The latest redemptions: when (the user's time), where, which order, the discount; a given-back one is marked. */
export function PromoRedemptionsTable({ detail, currency, language }: PromoRedemptionsTableProps) {
  const { t } = usePromoCodesTranslation();
  const headingId = useId();
  const count = (value: number) => isolated(numberFormat(language).format(value), language);
  const shown = detail.redemptions.length;
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {t("detail.redemptions")}
      </Typography>
      {shown === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("detail.noRedemptions")}
        </Typography>
      ) : (
        <>
          {detail.redemptions_total > shown && (
            <Typography variant="body2" color="text.secondary">
              {t("detail.redemptionsShown", { shown: count(shown), total: count(detail.redemptions_total) })}
            </Typography>
          )}
          <Box sx={{ overflowX: "auto" }}>
            <Table size="small" aria-labelledby={headingId}>
              <TableHead>
                <TableRow>
                  <TableCell>{t("detail.redeemedAt")}</TableCell>
                  <TableCell>{t("detail.kiosk")}</TableCell>
                  <TableCell>{t("detail.order")}</TableCell>
                  <TableCell align="right">{t("detail.discount")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {detail.redemptions.map((redemption) => (
                  <TableRow key={redemption.id}>
                    <TableCell>
                      {formatDateTime(redemption.redeemed_at, "—", language)}
                      {redemption.released_at && (
                        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: "block" }}>
                          {t("detail.released")}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{redemption.kiosk.name}</TableCell>
                    <TableCell>
                      <bdi dir="ltr">{redemption.order_id}</bdi>
                    </TableCell>
                    <TableCell align="right">{formatMinor(redemption.discount_cents, currency, language)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        </>
      )}
    </section>
  );
}
