import type { SaleDetail } from "@froyo/contracts";
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from "@mui/material";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { isolated, numberFormat } from "../../../i18n/intl";
import { failureMessage } from "../../../lib/failure-message";
import { formatMinor } from "../../../lib/money";
import { usePermissions } from "../../../lib/permissions";
import { useOrder } from "../api/get-order";
import { useOrdersTranslation } from "../use-orders-translation";
import { formatLocalTime, formatUtcTime } from "./order-format";
import { RefundList } from "./RefundList";
import { isRefundable } from "./refund-figures";

// Loaded when a refund is started, with the form code it needs: most visits to an order only read it.
const RefundFormDialog = lazy(async () => ({ default: (await import("./RefundFormDialog")).RefundFormDialog }));

interface OrderDetailDialogProps {
  /** The order to show (our id), and its kiosk's order id for the title while it loads. */
  order: { id: string; orderId: string };
  language: string;
  onClose: () => void;
}

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

/**
 * One order: where and when (the kiosk's local time and zone, and UTC), how it was paid, its items and amounts, its
 * refunds; with `refund sales`, a refund of what is left.
 */
export function OrderDetailDialog({ order, language, onClose }: OrderDetailDialogProps) {
  const { t } = useOrdersTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"), { noSsr: true });
  const { data, error } = useOrder(order.id);
  const sale: SaleDetail | undefined = data?.data;
  const canRefund = usePermissions().can("refund sales") && sale !== undefined && isRefundable(sale);
  const [refunding, setRefunding] = useState(false);
  const money = (cents: number) => (sale ? formatMinor(cents, sale.currency, language) : "");
  const count = (value: number) => isolated(numberFormat(language).format(value), language);
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby="order-title">
      <DialogTitle id="order-title">
        {t("detail.title", { orderId: "" })}
        <bdi dir="ltr">{order.orderId}</bdi>
      </DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Alert severity="error">{failureMessage(error, t("detail.loadFailed"))}</Alert>
        ) : !sale ? (
          <Box aria-busy="true" sx={{ display: "grid", gap: 1 }}>
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} height={28} />
            ))}
          </Box>
        ) : (
          <>
            <Box
              component="dl"
              sx={{ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 3, rowGap: 1 }}
            >
              <Fact label={t("detail.kiosk")}>{sale.kiosk.name}</Fact>
              <Fact label={t("detail.localTime")}>{formatLocalTime(sale.local_time, language)}</Fact>
              <Fact label={t("detail.timezone")}>
                <bdi dir="ltr">{`${sale.timezone} (UTC${sale.utc_offset})`}</bdi>
              </Fact>
              <Fact label={t("detail.utc")}>{formatUtcTime(sale.occurred_at, language)}</Fact>
              <Fact label={t("detail.status")}>
                <Chip size="small" variant="outlined" label={t(`status.${sale.status}`)} />
              </Fact>
              <Fact label={t("detail.payment")}>{t(`payment.${sale.payment_method}`)}</Fact>
              <Fact label={t("detail.promoCode")}>{sale.promo_code ?? t("detail.noPromoCode")}</Fact>
            </Box>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 3, mb: 1 }}>
              {t("detail.items")}
            </Typography>
            <Table size="small" aria-label={t("detail.items")}>
              <TableHead>
                <TableRow>
                  <TableCell>{t("detail.product")}</TableCell>
                  <TableCell align="right">{t("detail.quantity")}</TableCell>
                  <TableCell align="right">{t("detail.unitPrice")}</TableCell>
                  <TableCell align="right">{t("detail.lineTotal")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {sale.items.map((item) => (
                  <TableRow key={item.line}>
                    <TableCell>{item.name}</TableCell>
                    <TableCell align="right">{count(item.quantity)}</TableCell>
                    <TableCell align="right">{money(item.unit_price_cents)}</TableCell>
                    <TableCell align="right">{money(item.unit_price_cents * item.quantity)}</TableCell>
                  </TableRow>
                ))}
                {(
                  [
                    ["subtotal", sale.subtotal_cents],
                    ["discount", -sale.discount_cents],
                    ["total", sale.total_cents],
                    ...(sale.refunded_cents > 0 ? [["refunded", -sale.refunded_cents] as const] : []),
                  ] as const
                ).map(([key, cents]) => (
                  <TableRow key={key}>
                    <TableCell colSpan={3} sx={{ fontWeight: key === "total" ? 700 : undefined }}>
                      {t(`detail.${key}`)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: key === "total" ? 700 : undefined }}>
                      {money(cents)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {sale.refunds.length > 0 && <RefundList sale={sale} language={language} />}
          </>
        )}
      </DialogContent>
      <DialogActions>
        {canRefund && (
          // At the start of the row, apart from Close (the right-to-left styles flip the margin).
          <Button variant="outlined" onClick={() => setRefunding(true)} sx={{ mr: "auto" }}>
            {t("detail.refund")}
          </Button>
        )}
        <Button onClick={onClose}>{t("detail.close")}</Button>
      </DialogActions>
      {refunding && sale && (
        <Suspense fallback={null}>
          <RefundFormDialog sale={sale} language={language} onClose={() => setRefunding(false)} />
        </Suspense>
      )}
    </Dialog>
  );
}
