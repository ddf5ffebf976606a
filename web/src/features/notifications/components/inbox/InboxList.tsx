import type { NotificationItem } from "@froyo/contracts";
import { Alert, Box, Button, Pagination, Skeleton, Stack } from "@mui/material";
import type { SWRResponse } from "swr";
import { EmptyState } from "../../../../components/EmptyState";
import { failureMessage } from "../../../../lib/failure-message";
import type { NotificationPage } from "../../api/get-notifications";
import { useNotificationsTranslation } from "../../use-notifications-translation";
import { InboxItem } from "./InboxItem";

interface InboxListProps {
  inbox: SWRResponse<NotificationPage>;
  unreadOnly: boolean;
  /** The item being marked read, if any. */
  markingId: string | null;
  onOpen: (item: NotificationItem) => void;
  onMarkRead: (item: NotificationItem) => void;
  onPageChange: (page: number) => void;
}

/** The inbox's states: loading, a failed load with Retry, empty (or nothing unread), or the items with their pages. */
export function InboxList({ inbox, unreadOnly, markingId, onOpen, onMarkRead, onPageChange }: InboxListProps) {
  const { t } = useNotificationsTranslation();
  const { data, error, mutate } = inbox;
  if (error && !data) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void mutate()}>
            {t("inbox.retry")}
          </Button>
        }
      >
        {failureMessage(error, t("inbox.loadFailed"))}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack spacing={1.5} aria-busy="true" role="status" aria-label={t("inbox.label")}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={88} />
        ))}
      </Stack>
    );
  }
  if (data.meta.total === 0) {
    return unreadOnly ? (
      <EmptyState title={t("inbox.noUnread")} />
    ) : (
      <EmptyState title={t("inbox.empty")} description={t("inbox.emptyHint")} />
    );
  }
  return (
    <Stack spacing={2}>
      <Stack component="ul" spacing={1.5} aria-label={t("inbox.label")} sx={{ p: 0, m: 0 }}>
        {data.data.map((item) => (
          <InboxItem key={item.id} item={item} busy={markingId === item.id} onOpen={onOpen} onMarkRead={onMarkRead} />
        ))}
      </Stack>
      {data.meta.last_page > 1 && (
        <Box sx={{ display: "flex", justifyContent: "center" }}>
          <Pagination
            count={data.meta.last_page}
            page={data.meta.current_page}
            siblingCount={0}
            onChange={(_event, page) => onPageChange(page)}
            aria-label={t("inbox.pages")}
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
