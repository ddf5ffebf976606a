import type { GridActionsCellItemProps, GridActionsColDef, GridValidRowModel } from "@mui/x-data-grid";
import type { ReactElement } from "react";

/** The row menu every list ends with (the cards on a phone show the same items behind one button). */
export function actionsColumn<R extends GridValidRowModel>(
  headerName: string,
  getActions: (row: R) => ReactElement<GridActionsCellItemProps>[],
): GridActionsColDef<R> {
  return { field: "actions", type: "actions", headerName, width: 80, getActions: ({ row }) => getActions(row) };
}
