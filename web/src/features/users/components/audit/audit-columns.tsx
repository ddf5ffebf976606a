import type { AuditEntry } from "@froyo/contracts";
import { Box } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import type { TFunction } from "i18next";
import { formatDateTime } from "../../../../lib/format-date";
import { formatChanges } from "./format-changes";

const target = (entry: AuditEntry) =>
  [entry.target_type, entry.target_id ? entry.target_id.slice(0, 8) : null].filter(Boolean).join(" ") || "—";

/**
 * Time, (Company,) Actor, Action, Target, Changes, IP; the log is newest first and not sortable. The Company column
 * is for platform staff reading every company's trail. Actions, targets and changes are the API's codes and field
 * names, shown as they are. Rebuild the columns when the language changes.
 */
export function auditColumns(t: TFunction<"users">, options: { withCompany: boolean }): GridColDef<AuditEntry>[] {
  const company: GridColDef<AuditEntry> = {
    field: "company",
    headerName: t("audit.columns.company"),
    width: 160,
    sortable: false,
    valueGetter: (_value, row) => row.company.name,
  };
  return [
    {
      field: "created_at",
      headerName: t("audit.columns.time"),
      width: 180,
      sortable: false,
      valueFormatter: (value: string) => formatDateTime(value),
    },
    ...(options.withCompany ? [company] : []),
    {
      field: "actor",
      headerName: t("audit.columns.actor"),
      flex: 1,
      minWidth: 180,
      sortable: false,
      valueGetter: (_value, row) => row.actor.email ?? t("audit.system"),
    },
    {
      field: "action",
      headerName: t("audit.columns.action"),
      width: 170,
      sortable: false,
      renderCell: ({ value }) => (
        <Box dir="ltr" sx={{ fontFamily: "monospace", fontSize: 13 }}>
          {value}
        </Box>
      ),
    },
    {
      field: "target",
      headerName: t("audit.columns.target"),
      width: 150,
      sortable: false,
      valueGetter: (_value, row) => target(row),
    },
    {
      field: "changes",
      headerName: t("audit.columns.changes"),
      flex: 1.5,
      minWidth: 220,
      sortable: false,
      valueGetter: (_value, row) => formatChanges(row.changes),
      renderCell: ({ value }) => (
        <span dir="ltr" title={value}>
          {value}
        </span>
      ),
    },
    {
      field: "ip",
      headerName: t("audit.columns.ip"),
      width: 130,
      sortable: false,
      valueFormatter: (value: string | null) => value ?? "—",
    },
  ];
}
