import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useCompanyTimezone } from "../../lib/company-timezone";
import {
  type AnalyticsChange,
  type AnalyticsParams,
  parseAnalyticsParams,
  writeAnalyticsParams,
} from "./analytics-params";

/** The analytics state from the address bar; each change pushes a history entry (back returns to the last view). */
export function useAnalyticsParams(): { params: AnalyticsParams; change: (change: AnalyticsChange) => void } {
  const timeZone = useCompanyTimezone();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => parseAnalyticsParams(searchParams, timeZone), [searchParams, timeZone]);
  const change = useCallback(
    (next: AnalyticsChange) =>
      setSearchParams((current) => writeAnalyticsParams(current, parseAnalyticsParams(current, timeZone), next)),
    [setSearchParams, timeZone],
  );
  return { params, change };
}
