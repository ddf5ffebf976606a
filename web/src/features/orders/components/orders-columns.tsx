import type { Sale } from "@froyo/contracts";
import { Box, Chip, Link, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import type { TFunction } from "i18next";
import { isolated, numberFormat } from "../../../i18n/intl";
import { formatMinor } from "../../../lib/money";
import { formatViewerTime } from "./order-format";

const STATUS_COLORS = { paid: "success", refunded: "warning", failed: "error" } as const;
// A partly refunded total and what was given back, under it; one rule set for every such cell (decision 042).
const PART_REFUNDED = {
  display: "grid",
  justifyItems: "end",
  lineHeight: 1.4,
  py: 1,
  whiteSpace: "normal",
  "& > :last-child": { typography: "caption", color: "text.secondary" },
} as const;

export interface OrderColumnsOptions {
  language: string;
  /** Opens the order's dialog. */
  onOpen: (sale: Sale) => void;
}

/**
 * Order ID (a button that opens the order, its kiosk below), time (the viewer's), status, payment, items, discount,
 * total, promo code.
 * Only time and total sort (the API's keyset orderings). Amounts are in the sale's (the company's) currency.
 */
export function ordersColumns(t: TFunction<"orders">, { language, onOpen }: OrderColumnsOptions): GridColDef<Sale>[] {
  const money = (cents: number, sale: Sale) => formatMinor(cents, sale.currency, language);
  const amount = (
    field: "discount_cents" | "total_cents",
    headerName: string,
    sortable: boolean,
  ): GridColDef<Sale> => ({
    field,
    headerName,
    // Arabic amounts ("١٢٠٫٠٠ US$") are the widest.
    width: 95,
    sortable,
    // "right" is the end of the line: the right-to-left styles flip it, so amounts line up at the end in Arabic too.
    align: "right",
    headerAlign: "right",
    valueFormatter: (value: number, row) => money(value, row),
  });
  return [
    {
      field: "order_id",
      headerName: t("columns.orderId"),
      flex: 1,
      // The demo's ids ("DF-LA-001-20261127-0042") in full: an id cut short names no order.
      minWidth: 185,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: "grid", lineHeight: 1.4, minWidth: 0, py: 1 }}>
          <Link
            component="button"
            type="button"
            onClick={() => onOpen(row)}
            sx={{ textAlign: "start", overflowWrap: "anywhere" }}
          >
            {/* Order ids are the kiosk's own, left to right whatever the language around them. */}
            <bdi dir="ltr">{row.order_id}</bdi>
          </Link>
          {/* The kiosk under its order, not in a column of its own: the table then fits a 1280 px screen. */}
          <Typography variant="caption" color="text.secondary" noWrap>
            {row.kiosk.name}
          </Typography>
        </Box>
      ),
    },
    {
      // Sorted by the instant, so shown in the viewer's zone: the rows then read in order. The kiosk's own wall
      // clock, with its zone, is in the order's dialog.
      field: "occurred_at",
      headerName: t("columns.time"),
      width: 180,
      valueFormatter: (value: string) => formatViewerTime(value, language),
    },
    {
      field: "status",
      headerName: t("columns.status"),
      width: 95,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          variant="outlined"
          color={STATUS_COLORS[row.status]}
          label={t(`status.${row.status}`)}
          // On dark surfaces the main red reads at 4.0:1; the light shade of each status colour passes 4.5:1.
          sx={(theme) =>
            theme.palette.mode === "dark" ? { color: theme.palette[STATUS_COLORS[row.status]].light } : {}
          }
        />
      ),
    },
    {
      field: "payment_method",
      headerName: t("columns.payment"),
      width: 80,
      sortable: false,
      valueFormatter: (value: Sale["payment_method"]) => t(`payment.${value}`),
    },
    {
      field: "items_count",
      headerName: t("columns.items"),
      width: 70,
      sortable: false,
      align: "right",
      headerAlign: "right",
      valueFormatter: (value: number) => isolated(numberFormat(language).format(value), language),
    },
    amount("discount_cents", t("columns.discount"), false),
    {
      ...amount("total_cents", t("columns.total"), true),
      // Fully refunded orders say so in their status; a part refund shows here, or it would be seen nowhere.
      renderCell: ({ row }) =>
        row.refunded_cents > 0 && row.refunded_cents < row.total_cents ? (
          <Box sx={PART_REFUNDED}>
            <span>{money(row.total_cents, row)}</span>
            <span>{t("list.refundedPart", { amount: money(row.refunded_cents, row) })}</span>
          </Box>
        ) : (
          money(row.total_cents, row)
        ),
    },
    {
      field: "promo_code",
      headerName: t("columns.promoCode"),
      flex: 0.5,
      minWidth: 110,
      sortable: false,
      valueFormatter: (value: string | null) => value ?? "—",
    },
  ];
}
