import { NOTIFICATION_MESSAGES, type NotificationItem } from "@froyo/contracts";
import { Alert, Box, Button, Divider, MenuItem, MenuList, Skeleton, Typography } from "@mui/material";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { translateMessage } from "../../../../i18n/i18n";
import { failureMessage } from "../../../../lib/failure-message";
import { showToast } from "../../../../lib/toast";
import { useNotifications } from "../../api/get-notifications";
import { useMarkAllRead, useMarkRead } from "../../api/mark-read";
import { useNotificationsTranslation } from "../../use-notifications-translation";
import { NotificationSummary } from "../NotificationSummary";
import { notificationLink } from "../notification-link";

/** How many of the latest items the bell lists; the rest are one link away, in the inbox. */
export const BELL_ITEMS = 6;

interface BellPanelProps {
  headingId: string;
  unread: number;
  onClose: () => void;
}

/** The bell's panel: the latest items (opening one marks it read), "Mark all as read", and the way to the inbox. */
export function BellPanel({ headingId, unread, onClose }: BellPanelProps) {
  const { t } = useNotificationsTranslation();
  const latest = useNotifications({ page: 1, perPage: BELL_ITEMS });
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const [marking, setMarking] = useState(false);
  const items = latest.data?.data;

  const open = (item: NotificationItem) => {
    // Not awaited: the page opens at once; a failure only leaves the item unread.
    if (item.read_at === null) markRead(item.id).catch(() => undefined);
    onClose();
  };
  const readAll = async () => {
    setMarking(true);
    try {
      await markAllRead();
      showToast(translateMessage(NOTIFICATION_MESSAGES.allRead), "success");
    } catch (error) {
      showToast(failureMessage(error, t("inbox.markFailed")), "error");
    } finally {
      setMarking(false);
    }
  };

  return (
    <>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2, py: 1.5 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
          {t("bell.heading")}
        </Typography>
        {unread > 0 && (
          <Button size="small" onClick={readAll} loading={marking}>
            {t("inbox.markAllRead")}
          </Button>
        )}
      </Box>
      <Divider />
      {latest.error && !items ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {failureMessage(latest.error, t("inbox.loadFailed"))}
        </Alert>
      ) : !items ? (
        <Box aria-busy="true" sx={{ px: 2, py: 1 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} height={56} />
          ))}
        </Box>
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 3, textAlign: "center" }}>
          {t("bell.empty")}
        </Typography>
      ) : (
        <MenuList autoFocusItem aria-label={t("bell.latest")} sx={{ py: 0.5, maxHeight: "60vh", overflowY: "auto" }}>
          {items.map((item) => (
            <MenuItem
              key={item.id}
              component={RouterLink}
              to={notificationLink(item)}
              onClick={() => open(item)}
              sx={{ whiteSpace: "normal", alignItems: "flex-start", py: 1.25 }}
            >
              <NotificationSummary item={item} clampBody />
            </MenuItem>
          ))}
        </MenuList>
      )}
      <Divider />
      <Box sx={{ p: 1, textAlign: "center" }}>
        <Button component={RouterLink} to="/notifications" onClick={onClose} fullWidth>
          {t("bell.seeAll")}
        </Button>
      </Box>
    </>
  );
}
