import { type CompanyAdmin, DEFAULT_PRIMARY_COLOR } from "@froyo/contracts";
import { Avatar, Box, Link } from "@mui/material";
import type { TFunction } from "i18next";
import { actionsColumn, type ListColumn, type ListRowAction } from "../../../components/data-list/actions-column";
import { formatDate } from "../../../lib/format-date";
import { companyUrl } from "./company-url";

function Swatch({ color }: { color: string }) {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: 1, height: "100%" }}>
      <Box sx={{ width: 20, height: 20, borderRadius: 0.5, bgcolor: color, border: 1, borderColor: "divider" }} />
      <Box component="span" sx={{ fontFamily: "monospace" }}>
        {color}
      </Box>
    </Box>
  );
}

/**
 * Logo, Name, Subdomain (a link to the company's site), Colour, Support email, Created; row actions if any. Built
 * with the current language's `t`: rebuild the columns when the language changes.
 */
export function companiesColumns(t: TFunction<"companies">, getActions?: (company: CompanyAdmin) => ListRowAction[]) {
  const columns: ListColumn<CompanyAdmin>[] = [
    {
      field: "primary_logo",
      headerName: t("columns.logo"),
      width: 96,
      sortable: false,
      renderCell: ({ row }) => (
        <Box sx={{ display: "flex", alignItems: "center", height: "100%" }}>
          <Avatar
            variant="rounded"
            src={row.primary_logo?.path}
            alt={t("columns.logoAlt", { name: row.name })}
            // Logos are mostly wide wordmarks: show them whole rather than cropped to a square.
            sx={{
              width: 64,
              height: 36,
              bgcolor: row.primary_logo ? "transparent" : undefined,
              "& img": { objectFit: "contain" },
            }}
          >
            {row.name.charAt(0).toUpperCase()}
          </Avatar>
        </Box>
      ),
    },
    { field: "name", headerName: t("columns.name"), flex: 1, minWidth: 160, sortable: false },
    {
      field: "subdomain",
      headerName: t("columns.subdomain"),
      flex: 1,
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => (
        <Link href={companyUrl(row.subdomain)} target="_blank" rel="noopener noreferrer">
          {row.subdomain}
        </Link>
      ),
    },
    {
      field: "primary_color_hex",
      headerName: t("columns.colour"),
      width: 130,
      sortable: false,
      renderCell: ({ row }) => <Swatch color={row.primary_color_hex ?? DEFAULT_PRIMARY_COLOR} />,
    },
    { field: "support_email", headerName: t("columns.supportEmail"), flex: 1, minWidth: 180, sortable: false },
    {
      field: "created_at",
      headerName: t("columns.created"),
      width: 130,
      sortable: false,
      valueFormatter: (value: string) => formatDate(value),
    },
  ];
  if (getActions) columns.push(actionsColumn(t("columns.actions"), getActions));
  return columns;
}
