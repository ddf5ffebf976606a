import type { GridActionsColDef, GridColDef, GridValidRowModel } from "@mui/x-data-grid";

/**
 * One item of a row's actions menu, as plain data: the grid (DataListGrid) makes it its own menu item, the cards
 * (RowActionsMenu) a menu item of theirs, so a page never imports the grid's components and a phone never loads it.
 */
export interface ListRowAction {
  key: string;
  label: string;
  onClick: () => void;
}

/** The actions column: the grid's own fields, plus the row's actions as data (its `getActions` is DataListGrid's). */
export type RowActionsColDef<R extends GridValidRowModel> = Omit<GridActionsColDef<R>, "getActions"> & {
  rowActions: (row: R) => ListRowAction[];
};

/** The row menu every list ends with (the cards on a phone show the same items behind one button). */
export function actionsColumn<R extends GridValidRowModel>(
  headerName: string,
  rowActions: (row: R) => ListRowAction[],
): RowActionsColDef<R> {
  return { field: "actions", type: "actions", headerName, width: 80, rowActions };
}

export function isRowActionsColumn<R extends GridValidRowModel>(column: object): column is RowActionsColDef<R> {
  return "rowActions" in column;
}

/** A list's column: the grid's column types, the actions column as above. */
export type ListColumn<R extends GridValidRowModel> = GridColDef<R> | RowActionsColDef<R>;
