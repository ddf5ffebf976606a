import { Skeleton, useMediaQuery, useTheme } from "@mui/material";
import type { GridValidRowModel } from "@mui/x-data-grid";
import { lazy, type ReactNode, Suspense, useRef } from "react";
import { useLanguage } from "../../i18n/use-language";
import { DataListCards } from "./DataListCards";
import type { DataListGridProps } from "./DataListGrid";
import { DataListToolbar } from "./DataListToolbar";
import type { DataListProps } from "./data-list-props";
import { useGridLocaleText } from "./grid-locale-text";
import { columnVisibilityKey, useColumnVisibility } from "./use-column-visibility";

/** MUI X's DataGrid (a third of a list page's code) loads only where it shows: from the medium breakpoint up. */
const loadGrid = () => import("./DataListGrid");
const DataListGrid = lazy(async () => ({ default: (await loadGrid()).DataListGrid })) as <R extends GridValidRowModel>(
  props: DataListGridProps<R>,
) => ReactNode;
// On a wide screen (the theme's md breakpoint, MUI's default) the grid's code starts downloading with the page's,
// not after its first render.
if (typeof window !== "undefined" && window.matchMedia?.("(min-width: 900px)").matches) void loadGrid();

/** One empty list for every render, so that memoised cards see no change while there are no rows. */
const NO_ROWS: readonly never[] = [];

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
        rows={errorMessage ? NO_ROWS : (rows ?? NO_ROWS)}
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
    <Suspense fallback={<Skeleton variant="rounded" height={400} aria-busy="true" aria-label={label} />}>
      <DataListGrid<R>
        {...props}
        localeText={localeText}
        rowCount={lastTotal.current}
        columnVisibility={columnVisibility}
        onColumnVisibilityChange={setColumnVisibility}
      />
    </Suspense>
  );
}
