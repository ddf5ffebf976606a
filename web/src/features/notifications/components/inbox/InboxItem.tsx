import type { NotificationItem } from "@froyo/contracts";
import { Box, Button, Paper } from "@mui/material";
import { Link as RouterLink } from "react-router";
import { focusRing } from "../../../../theme/focus-ring";
import { useNotificationsTranslation } from "../../use-notifications-translation";
import { NotificationSummary } from "../NotificationSummary";
import { notificationLink } from "../notification-link";
import { useNotificationText } from "../use-notification-text";

interface InboxItemProps {
  item: NotificationItem;
  busy: boolean;
  /** Opening the item (following its link) marks it read too. */
  onOpen: (item: NotificationItem) => void;
  onMarkRead: (item: NotificationItem) => void;
}

/** One item of the inbox: the whole summary links to its kiosk or code; "Mark as read" beside it while unread. */
export function InboxItem({ item, busy, onOpen, onMarkRead }: InboxItemProps) {
  const { t } = useNotificationsTranslation();
  const title = useNotificationText()(item).title;
  const unread = item.read_at === null;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 1.5,
        p: 1.5,
        listStyle: "none",
        bgcolor: unread ? "action.hover" : "background.paper",
      }}
    >
      <Box
        component={RouterLink}
        to={notificationLink(item)}
        onClick={() => onOpen(item)}
        sx={(theme) => ({
          display: "flex",
          flex: "1 1 16rem",
          minWidth: 0,
          color: "text.primary",
          textDecoration: "none",
          borderRadius: 1,
          "&:hover .MuiTypography-root:first-of-type": { textDecoration: "underline" },
          "&:focus-visible": focusRing(theme),
        })}
      >
        <NotificationSummary item={item} />
      </Box>
      {unread && (
        <Button
          size="small"
          onClick={() => onMarkRead(item)}
          disabled={busy}
          aria-label={t("inbox.markReadOf", { title })}
        >
          {t("inbox.markRead")}
        </Button>
      )}
    </Paper>
  );
}
