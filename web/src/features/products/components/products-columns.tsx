import type { Product } from "@froyo/contracts";
import { Avatar, Box, Chip, Typography } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import type { TFunction } from "i18next";
import { actionsColumn, type ListColumn, type ListRowAction } from "../../../components/data-list/actions-column";
import { formatDate } from "../../../lib/format-date";
import { formatMinor } from "../../../lib/money";

export interface ProductColumnsOptions {
  /** The company's currency (ISO 4217): prices are integers in its minor unit. */
  currency: string;
  /** The cost in force today, beside the price: for those who see costs (`view sales`), the API's null to others. */
  showCost?: boolean;
  getActions?: (product: Product) => ListRowAction[];
}

function ProductName({ product, alt }: { product: Product; alt: string }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, height: "100%", minWidth: 0 }}>
      <Avatar variant="rounded" src={product.image?.path} alt={alt} sx={{ width: 36, height: 36 }}>
        {product.name.charAt(0).toUpperCase()}
      </Avatar>
      <Typography variant="body2" noWrap>
        {product.name}
      </Typography>
    </Box>
  );
}

/**
 * Name (with the picture), SKU, Category, Price, Cost (when shown), Status, Added, and the row menu when there is
 * one; sortable where the API sorts. Built with the current language's `t`: rebuild the columns when the language changes.
 */
export function productsColumns(
  t: TFunction<"products">,
  { currency, showCost = false, getActions }: ProductColumnsOptions,
): ListColumn<Product>[] {
  const status = (product: Product) => (product.active ? t("status.active") : t("status.inactive"));
  const name: GridColDef<Product> = {
    field: "name",
    headerName: t("columns.name"),
    flex: 1,
    // The fixed columns and these minimums, the cost's included, fit the content width beside the side nav at
    // 1280 px (about 900 px): the row menu stays in view without scrolling the grid sideways.
    minWidth: 160,
    renderCell: ({ row }) => <ProductName product={row} alt={t("columns.imageAlt", { name: row.name })} />,
  };
  // "right" is the end of the line: the right-to-left styles flip it, so amounts line up at the end in Arabic too.
  const price: GridColDef<Product> = {
    field: "price_cents",
    headerName: t("columns.price"),
    width: 100,
    align: "right",
    headerAlign: "right",
    valueFormatter: (value: number) => formatMinor(value, currency),
  };
  const cost: GridColDef<Product> = {
    field: "cost_cents",
    headerName: t("columns.cost"),
    width: 100,
    align: "right",
    headerAlign: "right",
    sortable: false,
    valueFormatter: (value: number | null) => (value === null ? "—" : formatMinor(value, currency)),
  };
  const columns: ListColumn<Product>[] = [
    name,
    { field: "sku", headerName: t("columns.sku"), width: 120 },
    {
      field: "category",
      headerName: t("columns.category"),
      flex: 0.6,
      minWidth: 120,
      valueFormatter: (value: string) => value || "—",
    },
    price,
    ...(showCost ? [cost] : []),
    {
      field: "active",
      headerName: t("columns.status"),
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <Chip size="small" variant="outlined" color={row.active ? "success" : "default"} label={status(row)} />
      ),
    },
    {
      field: "created_at",
      headerName: t("columns.created"),
      width: 110,
      valueFormatter: (value: string) => formatDate(value),
    },
  ];
  if (getActions) columns.push(actionsColumn(t("columns.actions"), getActions));
  return columns;
}
