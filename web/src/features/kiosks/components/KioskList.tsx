import type { Kiosk, Paginated } from "@froyo/contracts";
import { Alert, Box, Button, Pagination, Skeleton, Stack, Typography } from "@mui/material";
import { type ReactNode, useDeferredValue } from "react";
import type { SWRResponse } from "swr";
import { EmptyState } from "../../../components/EmptyState";
import { failureMessage } from "../../../lib/failure-message";
import { useKiosksTranslation } from "../use-kiosks-translation";

interface KioskListProps {
  kiosks: SWRResponse<Paginated<Kiosk>>;
  /** A search or filter is in effect: an empty answer means "no match", not "no kiosks". */
  filtered: boolean;
  /** The empty fleet's call to action (staff) or nothing (a client has no kiosk yet). */
  emptyAction?: ReactNode;
  onPageChange: (page: number) => void;
  renderKiosk: (kiosk: Kiosk) => ReactNode;
}

/** The fleet's states: loading skeletons, a failed load with Retry, empty, or the cards with their pages. */
export function KioskList({ kiosks, filtered, emptyAction, onPageChange, renderKiosk }: KioskListProps) {
  const { t } = useKiosksTranslation();
  const { error, mutate } = kiosks;
  // SWR hands new answers over synchronously: the cards (the largest render of Home) are built in a deferred pass
  // that React splits into short tasks, instead of one long task when the list arrives or refreshes.
  const data = useDeferredValue(kiosks.data);
  const retry = (
    <Button color="inherit" size="small" onClick={() => void mutate()}>
      {t("list.retry")}
    </Button>
  );

  if (error && !data) {
    return (
      <Alert severity="error" action={retry}>
        {failureMessage(error, t("list.loadFailed"))}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={t("list.loading")} role="status">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={132} />
        ))}
      </Stack>
    );
  }
  if (data.meta.total === 0) {
    if (filtered) return <EmptyState title={t("list.noMatch")} description={t("list.noMatchHint")} />;
    return emptyAction ? (
      <EmptyState title={t("list.empty")} description={t("list.emptyStaff")} action={emptyAction} />
    ) : (
      <EmptyState title={t("list.emptyClient")} description={t("list.emptyClientHint")} />
    );
  }

  return (
    <Stack spacing={1.5}>
      {error && (
        <Alert severity="warning" action={retry}>
          {t("list.refreshFailed")}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {t("list.count", { count: data.meta.total })}
      </Typography>
      <Stack component="ul" spacing={1.5} aria-label={t("list.label")} sx={{ p: 0, m: 0 }}>
        {data.data.map(renderKiosk)}
      </Stack>
      {data.meta.last_page > 1 && (
        <Box sx={{ display: "flex", justifyContent: "center", pt: 1 }}>
          <Pagination
            count={data.meta.last_page}
            page={data.meta.current_page}
            siblingCount={0}
            onChange={(_event, page) => onPageChange(page)}
            aria-label={t("list.pages")}
            getItemAriaLabel={(type, page, selected) => {
              if (type === "page") return selected ? t("pagination.page", { page }) : t("pagination.goTo", { page });
              if (type === "first" || type === "last" || type === "next" || type === "previous") {
                return t(`pagination.${type}`);
              }
              return ""; // an ellipsis is no control
            }}
          />
        </Box>
      )}
    </Stack>
  );
}
