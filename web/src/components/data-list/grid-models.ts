import type { GridPaginationModel, GridSortModel } from "@mui/x-data-grid";
import type { ListParams, ListParamsChange } from "../../lib/list-params";

/** The grid counts pages from 0, the URL and the API from 1. */
export function toPaginationModel(params: ListParams): GridPaginationModel {
  return { page: params.page - 1, pageSize: params.perPage };
}

export function fromPaginationModel(model: GridPaginationModel, params: ListParams): ListParamsChange<string> | null {
  if (model.pageSize !== params.perPage) return { perPage: model.pageSize };
  if (model.page + 1 !== params.page) return { page: model.page + 1 };
  return null;
}

export function toSortModel(params: ListParams): GridSortModel {
  return params.sort && params.order ? [{ field: params.sort, sort: params.order }] : [];
}

export function fromSortModel(model: GridSortModel): ListParamsChange<string> | null {
  const [first] = model;
  if (!first?.sort) return null;
  return { sort: first.field, order: first.sort };
}
