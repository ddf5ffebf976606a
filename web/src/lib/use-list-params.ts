import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  changeListParams,
  type ListParams,
  type ListParamsChange,
  type ListParamsSpec,
  parseListParams,
  writeListParams,
} from "./list-params";

export interface UseListParams<F extends string> {
  params: ListParams<F>;
  /** Pushes a history entry (back/forward walk the list's states); typing in a search box replaces instead. */
  change: (change: ListParamsChange<F>) => void;
}

/** A list's paging, sort, search and filters, kept in the address bar. `spec` must be a stable (module) constant. */
export function useListParams<F extends string>(spec: ListParamsSpec<F>): UseListParams<F> {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseListParams(searchParams, spec), [searchParams, spec]);

  const change = useCallback(
    (next: ListParamsChange<F>) => {
      const onlySearch = Object.keys(next).every((key) => key === "search");
      setSearchParams(
        (current) => writeListParams(current, changeListParams(parseListParams(current, spec), next), spec),
        { replace: onlySearch },
      );
    },
    [setSearchParams, spec],
  );

  return { params, change };
}
