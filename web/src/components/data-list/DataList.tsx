import { Paper, useMediaQuery, useTheme } from "@mui/material";
import { DataGrid, type GridColDef, type GridValidRowModel } from "@mui/x-data-grid";
import { type ReactNode, useRef } from "react";
import { useLanguage } from "../../i18n/use-language";
import type { ListParams, ListParamsChange } from "../../lib/list-params";
import { DataListCards } from "./DataListCards";
import { DataListOverlay, type DataListOverlayProps } from "./DataListOverlay";
import { DataListToolbar, type DataListToolbarProps } from "./DataListToolbar";
import { useGridLocaleText } from "./grid-locale-text";
import { fromPaginationModel, fromSortModel, toPaginationModel, toSortModel } from "./grid-models";
import { pageSizeOptions } from "./page-size-options";
import { columnVisibilityKey, useColumnVisibility } from "./use-column-visibility";

declare module "@mui/x-data-grid" {
  interface ToolbarPropsOverrides extends DataListToolbarProps {}
  interface NoRowsOverlayPropsOverrides extends DataListOverlayProps {}
}

export interface DataListProps<R extends GridValidRowModel> {
  /** The grid's accessible name ("Users"). */
  label: string;
  /** With the user id, names the localStorage entry of the column choice. */
  listName: string;
  userId: string | null | undefined;
  columns: GridColDef<R>[];
  rows: readonly R[] | undefined;
  /** `meta.total` of the last answer. */
  total: number | undefined;
  loading: boolean;
  /** Shown with a Retry button instead of the rows. */
  errorMessage?: string | null;
  onRetry?: () => void;
  emptyLabel: string;
  params: ListParams;
  onParamsChange: (change: ListParamsChange<string>) => void;
  toolbar?: DataListToolbarProps;
  /**
   * A footer of the page's own instead of numbered pages (the order history pages by cursor: first, previous, next).
   * `total` then only sizes the grid.
   */
  pager?: ReactNode;
  /** Rows as tall as their content (a long value wrapping onto more lines) instead of one fixed height. */
  autoRowHeight?: boolean;
}

/**
 * A server-side list: the page fetches, this shows. Paging, sorting and filtering happen on the server (the grid
 * only reports what the user asked for); column visibility is remembered per user. Below the medium breakpoint
 * (phones, narrow tablets) every row is a card instead (DataListCards), so no column or action is out of reach.
 */
export function DataList<R extends GridValidRowModel>(props: DataListProps<R>) {
  const { label, listName, userId, columns, rows, total, loading, errorMessage, onRetry, params } = props;
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(columnVisibilityKey(listName, userId));
  const localeText = useGridLocaleText(useLanguage());
  // While a page loads the total is unknown; keeping the last one stops the grid from clamping the page to 0.
  const lastTotal = useRef(0);
  if (total !== undefined) lastTotal.current = total;
  const phone = useMediaQuery(useTheme().breakpoints.down("md"), { noSsr: true });

  if (phone) {
    return (
      <DataListCards<R>
        label={label}
        columns={columns}
        visibility={columnVisibility}
        rows={errorMessage ? [] : (rows ?? [])}
        total={errorMessage ? 0 : lastTotal.current}
        loading={loading && !errorMessage}
        errorMessage={errorMessage}
        onRetry={onRetry}
        emptyLabel={props.emptyLabel}
        params={params}
        onParamsChange={props.onParamsChange}
        toolbar={<DataListToolbar {...props.toolbar} />}
        localeText={localeText}
        pager={props.pager}
      />
    );
  }

  return (
    <Paper variant="outlined" sx={{ overflow: "hidden" }}>
      <DataGrid<R>
        label={label}
        aria-label={label}
        localeText={localeText}
        columns={columns}
        rows={errorMessage ? [] : (rows ?? [])}
        rowCount={errorMessage ? 0 : lastTotal.current}
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
        onColumnVisibilityModelChange={setColumnVisibility}
        // A page holds at most 50 rows: rendering them all is cheap, and keeps the grid usable without layout (tests).
        disableVirtualization
        autoHeight
        getRowHeight={props.autoRowHeight ? () => "auto" : undefined}
        showToolbar
        slots={{ toolbar: DataListToolbar, noRowsOverlay: DataListOverlay }}
        slotProps={{
          toolbar: { ...props.toolbar, columnsButton: true },
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
