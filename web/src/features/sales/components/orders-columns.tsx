import type { Sale } from "@froyo/contracts";
import { Chip, Link } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import type { TFunction } from "i18next";
import { isolated, numberFormat } from "../../../i18n/intl";
import { formatMinor } from "../../../lib/money";
import { formatLocalTime } from "./order-format";

const STATUS_COLORS = { paid: "success", refunded: "warning", failed: "error" } as const;

export interface OrderColumnsOptions {
  language: string;
  /** Opens the order's dialog. */
  onOpen: (sale: Sale) => void;
}

/**
 * Order ID (a button that opens the order), local time, kiosk, status, payment, items, discount, total, promo code.
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
    width: 120,
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
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Link component="button" type="button" onClick={() => onOpen(row)} sx={{ textAlign: "start" }}>
          {/* Order ids are the kiosk's own, left to right whatever the language around them. */}
          <bdi dir="ltr">{row.order_id}</bdi>
        </Link>
      ),
    },
    {
      field: "occurred_at",
      headerName: t("columns.time"),
      width: 190,
      valueFormatter: (_value: string, row) => formatLocalTime(row.local_time, language),
    },
    {
      field: "kiosk",
      headerName: t("columns.kiosk"),
      flex: 0.8,
      minWidth: 140,
      sortable: false,
      valueGetter: (_value, row) => row.kiosk.name,
    },
    {
      field: "status",
      headerName: t("columns.status"),
      width: 120,
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
      width: 110,
      sortable: false,
      valueFormatter: (value: Sale["payment_method"]) => t(`payment.${value}`),
    },
    {
      field: "items_count",
      headerName: t("columns.items"),
      width: 90,
      sortable: false,
      align: "right",
      headerAlign: "right",
      valueFormatter: (value: number) => isolated(numberFormat(language).format(value), language),
    },
    amount("discount_cents", t("columns.discount"), false),
    amount("total_cents", t("columns.total"), true),
    {
      field: "promo_code",
      headerName: t("columns.promoCode"),
      width: 130,
      sortable: false,
      valueFormatter: (value: string | null) => value ?? "—",
    },
  ];
}
