import type { User } from "@froyo/contracts";
import type { TFunction } from "i18next";
import { actionsColumn, type ListColumn, type ListRowAction } from "../../../../components/data-list/actions-column";
import { formatDateTime } from "../../../../lib/format-date";
import { roleLabel } from "../role-label";
import { UserStatusChip } from "./UserStatusChip";

/**
 * Name, Email, Role, Status, Last sign-in; sortable where the API sorts. Plus the row menu when there is one.
 * Built with the current language's `t`: rebuild the columns when the language changes.
 */
export function usersColumns(t: TFunction<"users">, getActions?: (user: User) => ListRowAction[]): ListColumn<User>[] {
  const columns: ListColumn<User>[] = [
    { field: "name", headerName: t("columns.name"), flex: 1, minWidth: 160 },
    { field: "email", headerName: t("columns.email"), flex: 1.3, minWidth: 200 },
    {
      field: "role",
      headerName: t("columns.role"),
      flex: 0.8,
      minWidth: 130,
      valueGetter: (_value, row) => roleLabel(t, row.role.name),
    },
    {
      field: "status",
      headerName: t("columns.status"),
      width: 120,
      renderCell: ({ row }) => <UserStatusChip status={row.status} />,
    },
    {
      field: "last_sign_in_at",
      headerName: t("columns.lastSignIn"),
      width: 190,
      valueFormatter: (value: string | null) => formatDateTime(value, t("columns.never")),
    },
  ];
  if (getActions) columns.push(actionsColumn(t("columns.actions"), getActions));
  return columns;
}
