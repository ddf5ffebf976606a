import type { User } from "@froyo/contracts";
import type { GridActionsCellItemProps, GridColDef } from "@mui/x-data-grid";
import type { ReactElement } from "react";
import { formatDateTime } from "../../../../lib/format-date";
import { UserStatusChip } from "./UserStatusChip";

/** Name, Email, Role, Status, Last sign-in; sortable where the API sorts. Plus the row menu when there is one. */
export function usersColumns(
  getActions?: (user: User) => ReactElement<GridActionsCellItemProps>[],
): GridColDef<User>[] {
  const columns: GridColDef<User>[] = [
    { field: "name", headerName: "Name", flex: 1, minWidth: 160 },
    { field: "email", headerName: "Email", flex: 1.3, minWidth: 200 },
    { field: "role", headerName: "Role", flex: 0.8, minWidth: 130, valueGetter: (_value, row) => row.role.name },
    {
      field: "status",
      headerName: "Status",
      width: 120,
      renderCell: ({ row }) => <UserStatusChip status={row.status} />,
    },
    {
      field: "last_sign_in_at",
      headerName: "Last sign-in",
      width: 190,
      valueFormatter: (value: string | null) => formatDateTime(value, "Never"),
    },
  ];
  if (getActions) {
    columns.push({
      field: "actions",
      type: "actions",
      headerName: "Actions",
      width: 80,
      getActions: ({ row }) => getActions(row),
    });
  }
  return columns;
}
