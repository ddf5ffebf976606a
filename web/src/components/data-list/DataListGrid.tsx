import { Button, Paper } from "@mui/material";
import {
  ColumnsPanelTrigger,
  DataGrid,
  GridActionsCellItem,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridLocaleText,
  type GridRowParams,
  type GridValidRowModel,
} from "@mui/x-data-grid";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ColumnsIcon } from "../icons/list-icons";
import { isRowActionsColumn, type ListColumn } from "./actions-column";
import { DataListOverlay, type DataListOverlayProps } from "./DataListOverlay";
import { DataListToolbar, type DataListToolbarProps } from "./DataListToolbar";
import type { DataListProps } from "./data-list-props";
import { fromPaginationModel, fromSortModel, toPaginationModel, toSortModel } from "./grid-models";
import { pageSizeOptions } from "./page-size-options";

declare module "@mui/x-data-grid" {
  interface ToolbarPropsOverrides extends DataListToolbarProps {}
  interface NoRowsOverlayPropsOverrides extends DataListOverlayProps {}
}

export interface DataListGridProps<R extends GridValidRowModel> extends DataListProps<R> {
  localeText: Partial<GridLocaleText>;
  /** The last known total (kept while a page loads, so the grid does not clamp the page to 0). */
  rowCount: number;
  columnVisibility: GridColumnVisibilityModel;
  onColumnVisibilityChange: (model: GridColumnVisibilityModel) => void;
}

/**
 * DataList from the medium breakpoint up: MUI X's DataGrid, a module of its own (loaded lazily by DataList) so that
 * a phone, which shows cards, never downloads or evaluates it.
 */
export function DataListGrid<R extends GridValidRowModel>(props: DataListGridProps<R>) {
  const { label, rows, loading, errorMessage, onRetry, params, localeText, columnVisibility } = props;
  const columns = useMemo(() => props.columns.map(toGridColumn), [props.columns]);
  return (
    <Paper variant="outlined" sx={{ overflow: "hidden" }}>
      <DataGrid<R>
        label={label}
        aria-label={label}
        localeText={localeText}
        columns={columns}
        rows={errorMessage ? [] : (rows ?? [])}
        rowCount={errorMessage ? 0 : props.rowCount}
        loading={loading && !errorMessage}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        disableColumnFilter
        disableRowSelectionOnClick
        sortingOrder={["asc", "desc"]}
        pageSizeOptions={pageSizeOptions()}
        paginationModel={toPaginationModel(params)}
        onPaginationModelChange={(model) => {
          const change = fromPaginationModel(model, params);
          if (change) props.onParamsChange(change);
        }}
        sortModel={toSortModel(params)}
        onSortModelChange={(model) => {
          const change = fromSortModel(model);
          if (change) props.onParamsChange(change);
        }}
        columnVisibilityModel={columnVisibility}
        onColumnVisibilityModelChange={props.onColumnVisibilityChange}
        // A page holds at most 50 rows: rendering them all is cheap, and keeps the grid usable without layout (tests).
        disableVirtualization
        autoHeight
        getRowHeight={props.autoRowHeight ? () => "auto" : undefined}
        showToolbar
        slots={{ toolbar: GridToolbar, noRowsOverlay: DataListOverlay }}
        slotProps={{
          toolbar: props.toolbar ?? {},
          noRowsOverlay: { emptyLabel: props.emptyLabel, errorMessage, onRetry },
          loadingOverlay: { variant: "skeleton", noRowsVariant: "skeleton" },
        }}
        sx={{ border: 0, "--DataGrid-overlayHeight": "240px" }}
        hideFooter={props.pager !== undefined}
      />
      {props.pager}
    </Paper>
  );
}

/** The list's toolbar with the grid's columns panel button, which only works inside the grid. */
function GridToolbar(props: DataListToolbarProps) {
  const { t } = useTranslation();
  return (
    <DataListToolbar
      {...props}
      columnsButton={
        <ColumnsPanelTrigger render={<Button startIcon={<ColumnsIcon />} />}>{t("list.columns")}</ColumnsPanelTrigger>
      }
    />
  );
}

/** The actions column's items as the grid's own menu items; every other column as it is. */
function toGridColumn<R extends GridValidRowModel>(column: ListColumn<R>): GridColDef<R> {
  if (!isRowActionsColumn<R>(column)) return column;
  const { rowActions, ...gridFields } = column;
  return {
    ...gridFields,
    getActions: ({ row }: GridRowParams<R>) =>
      rowActions(row).map((action) => (
        <GridActionsCellItem key={action.key} label={action.label} showInMenu onClick={action.onClick} />
      )),
  };
}
