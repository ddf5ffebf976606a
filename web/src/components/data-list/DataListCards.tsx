import {
  Box,
  Button,
  MenuItem,
  Paper,
  Skeleton,
  TablePagination,
  TextField,
  type Theme,
  Typography,
} from "@mui/material";
import type { GridColDef, GridValidRowModel } from "@mui/x-data-grid";
import { memo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ListParams, ListParamsChange } from "../../lib/list-params";
import { isRowActionsColumn, type ListColumn, type RowActionsColDef } from "./actions-column";
import type { ListLocaleText } from "./grid-locale-text";
import { pageSizeOptions } from "./page-size-options";
import { RowActionsMenu } from "./RowActionsMenu";

export interface DataListCardsProps<R extends GridValidRowModel> {
  label: string;
  columns: ListColumn<R>[];
  /** The grid's column visibility: columns the user hid on a wide screen stay hidden here. */
  visibility: Record<string, boolean>;
  rows: readonly R[];
  total: number;
  loading: boolean;
  errorMessage?: string | null;
  onRetry?: () => void;
  emptyLabel: string;
  params: ListParams;
  onParamsChange: (change: ListParamsChange<string>) => void;
  /** The search and filters, as above the grid. */
  toolbar: ReactNode;
  localeText: ListLocaleText;
  /** Replaces the numbered pages (see DataList's `pager`). */
  pager?: ReactNode;
}

/** The columns a card shows as lines: all but the actions (behind the card's button). */
const isShownColumn = <R extends GridValidRowModel>(column: ListColumn<R>): column is GridColDef<R> =>
  !isRowActionsColumn(column);

function cellValue<R extends GridValidRowModel>(column: GridColDef<R>, row: R): unknown {
  const raw = row[column.field];
  return column.valueGetter ? column.valueGetter(raw as never, row, column, undefined as never) : raw;
}

/** A cell's content outside the grid, through the column's own getter, formatter or renderer (as the grid would). */
function cellContent<R extends GridValidRowModel>(column: GridColDef<R>, row: R): ReactNode {
  // The columns of this app read only the value and the row: the grid's API arguments are not needed.
  const value = cellValue(column, row);
  if (column.renderCell) return column.renderCell({ row, value, field: column.field, id: row.id } as never);
  const shown = column.valueFormatter ? column.valueFormatter(value as never, row, column, undefined as never) : value;
  return shown === null || shown === undefined || shown === "" ? "—" : String(shown);
}

/** A plain-text name of the row for its actions button ("Actions for Ana Lima"): its first column holding text. */
function rowName<R extends GridValidRowModel>(columns: GridColDef<R>[], row: R): string {
  for (const column of columns) {
    const value = cellValue(column, row);
    if (typeof value === "string" && value !== "") return value;
  }
  return String(row.id);
}

/**
 * The list below the medium breakpoint: each row a card with every visible column as a labelled line and the row's
 * actions one tap away, instead of a grid whose role, status and actions hide behind a sideways scroll. Sorting is a
 * select (there are no column headers to click), paging a footer like the grid's.
 */
export function DataListCards<R extends GridValidRowModel>(props: DataListCardsProps<R>) {
  const { t } = useTranslation();
  const { label, columns, visibility, rows, params, localeText } = props;
  const sortable = columns.filter(isShownColumn).filter((column) => column.sortable !== false);

  return (
    <Paper variant="outlined" sx={{ overflow: "hidden" }}>
      {props.toolbar}
      {sortable.length > 0 && params.sort && (
        <Box sx={{ px: 2, pt: 2 }}>
          <TextField
            select
            size="small"
            fullWidth
            label={t("list.sortBy")}
            value={`${params.sort}:${params.order ?? "asc"}`}
            onChange={(event) => {
              const [sort = "", order] = event.target.value.split(":");
              props.onParamsChange({ sort, order: order === "desc" ? "desc" : "asc" });
            }}
          >
            {sortable.flatMap((column) =>
              (["asc", "desc"] as const).map((order) => (
                <MenuItem key={`${column.field}:${order}`} value={`${column.field}:${order}`}>
                  {t(order === "asc" ? "list.ascending" : "list.descending", { column: column.headerName })}
                </MenuItem>
              )),
            )}
          </TextField>
        </Box>
      )}
      {props.errorMessage ? (
        <Box role="alert" sx={{ p: 4, textAlign: "center" }}>
          <Typography>{props.errorMessage}</Typography>
          {props.onRetry && (
            <Button variant="outlined" onClick={props.onRetry} sx={{ mt: 2 }}>
              {t("actions.retry")}
            </Button>
          )}
        </Box>
      ) : props.loading && rows.length === 0 ? (
        <Box sx={{ p: 2, display: "grid", gap: 1.5 }} aria-busy="true">
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={96} />
          ))}
        </Box>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 4, textAlign: "center" }}>
          {props.emptyLabel}
        </Typography>
      ) : (
        <CardRows<R> label={label} columns={columns} visibility={visibility} rows={rows} loading={props.loading} />
      )}
      {props.pager ?? (
        <TablePagination
          component="div"
          count={props.total}
          page={Math.max(0, params.page - 1)}
          rowsPerPage={params.perPage}
          rowsPerPageOptions={pageSizeOptions()}
          onPageChange={(_event, page) => props.onParamsChange({ page: page + 1 })}
          onRowsPerPageChange={(event) => props.onParamsChange({ perPage: Number(event.target.value) })}
          labelRowsPerPage={localeText.paginationRowsPerPage ?? t("list.rowsPerPage")}
          labelDisplayedRows={localeText.paginationDisplayedRows}
          sx={{ borderTop: 1, borderColor: "divider" }}
        />
      )}
    </Paper>
  );
}

interface CardRowsProps<R extends GridValidRowModel> {
  label: string;
  columns: ListColumn<R>[];
  visibility: Record<string, boolean>;
  rows: readonly R[];
  loading: boolean;
}

/**
 * The cards. A page holds up to 100 rows of a dozen lines: they are plain elements styled by the list's one rule set
 * (cardListSx) rather than a styled component each, which made a page of cards hundreds of components to style.
 * Memoised: a page that defers its rows (OrderHistoryPage) re-renders around unchanged cards without rebuilding them.
 */
const CardRows = memo(function CardRows<R extends GridValidRowModel>(props: CardRowsProps<R>) {
  const { t } = useTranslation();
  const { label, columns, visibility, rows, loading } = props;
  const shown = columns.filter(isShownColumn).filter((column) => visibility[column.field] !== false);
  const [title, ...lines] = shown;
  const actions = columns.find((column) => isRowActionsColumn<R>(column)) as RowActionsColDef<R> | undefined;
  return (
    <Box component="ul" aria-label={label} aria-busy={loading} sx={cardListSx} style={{ opacity: loading ? 0.6 : 1 }}>
      {rows.map((row) => (
        <li key={row.id}>
          <div className={CARD_HEAD}>
            <div className={CARD_TITLE}>{title ? cellContent(title, row) : null}</div>
            {actions && (
              <RowActionsMenu
                label={t("list.actionsFor", { name: rowName(shown, row) })}
                items={actions.rowActions(row)}
              />
            )}
          </div>
          <dl>
            {lines.map((column) => (
              <div key={column.field}>
                <dt>{column.headerName}</dt>
                <dd>{cellContent(column, row)}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </Box>
  );
}) as <R extends GridValidRowModel>(props: CardRowsProps<R>) => ReactNode;

const CARD_HEAD = "data-card-head";
const CARD_TITLE = "data-card-title";

/** The cards' look (an outlined Paper each, body2 lines of label and value), as one rule set for the whole list. */
const cardListSx = (theme: Theme) => ({
  listStyle: "none",
  m: 0,
  p: 2,
  display: "grid",
  gap: 1.5,
  "& > li": {
    p: 2,
    bgcolor: "background.paper",
    border: 1,
    borderColor: "divider",
    borderRadius: 1,
  },
  [`& .${CARD_HEAD}`]: { display: "flex", alignItems: "flex-start", gap: 1 },
  [`& .${CARD_TITLE}`]: { flex: 1, minWidth: 0, fontWeight: 600, overflowWrap: "anywhere" },
  "& dl": { m: 0, mt: 1, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.75 },
  "& dl > div": { display: "contents" },
  "& dt, & dd": { ...theme.typography.body2, m: 0 },
  "& dt": { color: "text.secondary" },
  "& dd": { minWidth: 0, overflowWrap: "anywhere" },
});
