import type { GridValidRowModel } from "@mui/x-data-grid";
import type { ReactNode } from "react";
import type { ListParams, ListParamsChange } from "../../lib/list-params";
import type { ListColumn } from "./actions-column";
import type { DataListToolbarProps } from "./DataListToolbar";

/** What a page gives DataList: shared by the list and its two ways of showing rows (cards, DataListGrid). */
export interface DataListProps<R extends GridValidRowModel> {
  /** The grid's accessible name ("Users"). */
  label: string;
  /** With the user id, names the localStorage entry of the column choice. */
  listName: string;
  userId: string | null | undefined;
  columns: ListColumn<R>[];
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
