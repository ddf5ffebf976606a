import { Box, Button, FormControlLabel, Switch, Typography } from "@mui/material";
import { useNotificationsTranslation } from "../../use-notifications-translation";

interface InboxToolbarProps {
  unreadOnly: boolean;
  /** Undefined while the first page loads. */
  unread: number | undefined;
  marking: boolean;
  onUnreadOnly: (on: boolean) => void;
  onMarkAllRead: () => void;
}

/** The unread filter, how many are unread, and "Mark all as read" (offered while something is unread). */
export function InboxToolbar({ unreadOnly, unread, marking, onUnreadOnly, onMarkAllRead }: InboxToolbarProps) {
  const { t } = useNotificationsTranslation();
  return (
    <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, mb: 2 }}>
      <FormControlLabel
        control={<Switch checked={unreadOnly} onChange={(event) => onUnreadOnly(event.target.checked)} />}
        label={t("inbox.unreadOnly")}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ flex: 1 }}>
        {unread === undefined ? "" : t("inbox.unreadCount", { count: unread })}
      </Typography>
      <Button variant="outlined" onClick={onMarkAllRead} disabled={!unread} loading={marking}>
        {t("inbox.markAllRead")}
      </Button>
    </Box>
  );
}
