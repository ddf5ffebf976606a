import type { PromoCode } from "@froyo/contracts";
import { Link } from "@mui/material";
import type { TFunction } from "i18next";
import { actionsColumn, type ListColumn, type ListRowAction } from "../../../components/data-list/actions-column";
import { PromoStatusChip } from "./PromoStatusChip";
import { formatDiscount, formatUses, formatWindow } from "./promo-format";

export interface PromoColumnsOptions {
  currency: string;
  language: string;
  onOpen: (code: PromoCode) => void;
  getActions?: (code: PromoCode) => ListRowAction[];
}

/**
 * Code (opens its details), Discount, Uses / limit, Valid (the window in the code's own timezone), Status, and the
 * row menu; sortable where the API sorts. Rebuild the columns when the language changes.
 */
export function promoCodesColumns(
  t: TFunction<"promoCodes">,
  { currency, language, onOpen, getActions }: PromoColumnsOptions,
): ListColumn<PromoCode>[] {
  const columns: ListColumn<PromoCode>[] = [
    {
      field: "code",
      headerName: t("columns.code"),
      flex: 0.8,
      minWidth: 150,
      renderCell: ({ row }) => (
        <Link component="button" type="button" variant="body2" onClick={() => onOpen(row)} sx={{ fontWeight: 600 }}>
          <bdi dir="ltr">{row.code}</bdi>
        </Link>
      ),
    },
    {
      field: "discount",
      headerName: t("columns.discount"),
      width: 130,
      sortable: false,
      valueGetter: (_value, row) => formatDiscount(t, row, currency, language),
    },
    {
      field: "uses",
      headerName: t("columns.uses"),
      width: 130,
      valueGetter: (_value, row) => formatUses(t, row.uses, row.max_uses, language),
    },
    {
      field: "starts_at",
      headerName: t("columns.window"),
      flex: 1.4,
      minWidth: 240,
      valueGetter: (_value, row) => formatWindow(t, row, language),
    },
    {
      field: "status",
      headerName: t("columns.status"),
      width: 120,
      sortable: false,
      renderCell: ({ row }) => <PromoStatusChip status={row.status} />,
    },
  ];
  if (getActions) columns.push(actionsColumn(t("columns.actions"), getActions));
  return columns;
}
