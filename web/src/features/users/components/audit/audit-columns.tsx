import type { AuditEntry } from "@froyo/contracts";
import { Box } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { formatDateTime } from "../../../../lib/format-date";
import { formatChanges } from "./format-changes";

const target = (entry: AuditEntry) =>
  [entry.target_type, entry.target_id ? entry.target_id.slice(0, 8) : null].filter(Boolean).join(" ") || "—";

/** Time, Actor, Action, Target, Changes, IP; the log is newest first and not sortable. */
export const AUDIT_COLUMNS: GridColDef<AuditEntry>[] = [
  {
    field: "created_at",
    headerName: "Time",
    width: 180,
    sortable: false,
    valueFormatter: (value: string) => formatDateTime(value),
  },
  {
    field: "actor",
    headerName: "Actor",
    flex: 1,
    minWidth: 180,
    sortable: false,
    valueGetter: (_value, row) => row.actor.email ?? "System",
  },
  {
    field: "action",
    headerName: "Action",
    width: 170,
    sortable: false,
    renderCell: ({ value }) => <Box sx={{ fontFamily: "monospace", fontSize: 13 }}>{value}</Box>,
  },
  { field: "target", headerName: "Target", width: 150, sortable: false, valueGetter: (_value, row) => target(row) },
  {
    field: "changes",
    headerName: "Changes",
    flex: 1.5,
    minWidth: 220,
    sortable: false,
    valueGetter: (_value, row) => formatChanges(row.changes),
    renderCell: ({ value }) => <span title={value}>{value}</span>,
  },
  {
    field: "ip",
    headerName: "IP",
    width: 130,
    sortable: false,
    valueFormatter: (value: string | null) => value ?? "—",
  },
];
