import type { PromoCodeDetail } from "@froyo/contracts";
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { type ReactNode, useId } from "react";
import { isolated, numberFormat } from "../../../i18n/intl";
import { failureMessage } from "../../../lib/failure-message";
import { formatMinor } from "../../../lib/money";
import { useCompanyCurrency } from "../../../lib/use-currency";
import { usePromoCode } from "../api/get-promo-code";
import { usePromoCodesTranslation } from "../use-promo-codes-translation";
import { PromoRedemptionsTable } from "./PromoRedemptionsTable";
import { PromoStatusChip } from "./PromoStatusChip";
import { formatDiscount, formatUses, formatWindow } from "./promo-format";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: "contents" }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: "anywhere" }}>
        {children}
      </Typography>
    </Box>
  );
}

const facts = { m: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 3, rowGap: 1 } as const;

interface PromoCodeDetailDialogProps {
  promo: { id: string; code: string };
  language: string;
  onClose: () => void;
}

/** One code: its terms, its effect in sales (orders, revenue, discount given) and its latest redemptions. */
export function PromoCodeDetailDialog({ promo, language, onClose }: PromoCodeDetailDialogProps) {
  const { t } = usePromoCodesTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"), { noSsr: true });
  const currency = useCompanyCurrency();
  const { data, error } = usePromoCode(promo.id);
  const detail: PromoCodeDetail | undefined = data?.data;
  const money = (cents: number) => formatMinor(cents, currency, language);
  const count = (value: number) => isolated(numberFormat(language).format(value), language);
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t("detail.title", { code: detail?.code ?? promo.code })}</DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Alert severity="error">{failureMessage(error, t("detail.loadFailed"))}</Alert>
        ) : !detail ? (
          <Box aria-busy="true" sx={{ display: "grid", gap: 1 }}>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height={28} />
            ))}
          </Box>
        ) : (
          <Box sx={{ display: "grid", gap: 3 }}>
            <Box component="dl" sx={facts}>
              <Fact label={t("columns.status")}>
                <PromoStatusChip status={detail.status} />
              </Fact>
              <Fact label={t("detail.discount")}>{formatDiscount(t, detail, currency, language)}</Fact>
              <Fact label={t("detail.minOrder")}>{money(detail.min_order_cents)}</Fact>
              <Fact label={t("detail.window")}>{formatWindow(t, detail, language)}</Fact>
              <Fact label={t("detail.uses")}>{formatUses(t, detail.uses, detail.max_uses, language)}</Fact>
              <Fact label={t("detail.perKiosk")}>
                {detail.max_uses_per_kiosk === null ? t("format.noLimit") : count(detail.max_uses_per_kiosk)}
              </Fact>
              <Fact label={t("detail.kiosks")}>
                {detail.kiosk_ids.length === 0 ? t("format.allKiosks") : count(detail.kiosk_ids.length)}
              </Fact>
            </Box>
            <section aria-labelledby={`${titleId}-effect`}>
              <Typography id={`${titleId}-effect`} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                {t("detail.effect")}
              </Typography>
              <Box component="dl" sx={facts}>
                <Fact label={t("detail.orders")}>{count(detail.sales.orders)}</Fact>
                <Fact label={t("detail.revenue")}>{money(detail.sales.revenue_cents)}</Fact>
                <Fact label={t("detail.discountGiven")}>{money(detail.sales.discount_cents)}</Fact>
              </Box>
            </section>
            <PromoRedemptionsTable detail={detail} currency={currency} language={language} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t("detail.close")}</Button>
      </DialogActions>
    </Dialog>
  );
}
