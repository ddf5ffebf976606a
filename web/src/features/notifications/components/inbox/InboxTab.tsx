import { NOTIFICATION_MESSAGES, type NotificationItem } from "@froyo/contracts";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { translateMessage } from "../../../../i18n/i18n";
import { failureMessage } from "../../../../lib/failure-message";
import { showToast } from "../../../../lib/toast";
import { useNotifications } from "../../api/get-notifications";
import { useMarkAllRead, useMarkRead } from "../../api/mark-read";
import { useNotificationsTranslation } from "../../use-notifications-translation";
import { InboxList } from "./InboxList";
import { InboxToolbar } from "./InboxToolbar";
import { INBOX_PER_PAGE, type InboxParams, readInboxParams, writeInboxParams } from "./inbox-params";

/** The user's inbox: newest first, a page at a time, all or unread only; mark one or all read. */
export function InboxTab() {
  const { t } = useNotificationsTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readInboxParams(searchParams);
  const inbox = useNotifications({ page: params.page, perPage: INBOX_PER_PAGE, unreadOnly: params.unreadOnly });
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const [markingId, setMarkingId] = useState<string | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const change = (next: Partial<InboxParams>) =>
    setSearchParams((current) => writeInboxParams(current, { ...readInboxParams(current), ...next }));

  const readOne = async (item: NotificationItem) => {
    setMarkingId(item.id);
    try {
      await markRead(item.id);
    } catch (error) {
      showToast(failureMessage(error, t("inbox.markFailed")), "error");
    } finally {
      setMarkingId(null);
    }
  };
  const readAll = async () => {
    setMarkingAll(true);
    try {
      await markAllRead();
      showToast(translateMessage(NOTIFICATION_MESSAGES.allRead), "success");
    } catch (error) {
      showToast(failureMessage(error, t("inbox.markFailed")), "error");
    } finally {
      setMarkingAll(false);
    }
  };

  return (
    <>
      <InboxToolbar
        unreadOnly={params.unreadOnly}
        unread={inbox.data?.meta.unread_count}
        marking={markingAll}
        onUnreadOnly={(unreadOnly) => change({ unreadOnly, page: 1 })}
        onMarkAllRead={readAll}
      />
      <InboxList
        inbox={inbox}
        unreadOnly={params.unreadOnly}
        markingId={markingId}
        // Following the link leaves the page: the read is recorded in the background.
        onOpen={(item) => item.read_at === null && markRead(item.id).catch(() => undefined)}
        onMarkRead={readOne}
        onPageChange={(page) => change({ page })}
      />
    </>
  );
}
