import type { NotificationItem } from "@froyo/contracts";
import { Box, Typography } from "@mui/material";
import { visuallyHidden } from "../../../components/visually-hidden";
import { useLanguage } from "../../../i18n/use-language";
import { formatDateTime } from "../../../lib/format-date";
import { formatTimeAgo } from "../../../lib/format-relative-time";
import { useNow } from "../../../lib/use-now";
import { useNotificationsTranslation } from "../use-notifications-translation";
import { useNotificationText } from "./use-notification-text";

const twoLines = { display: "-webkit-box", WebkitLineClamp: 2, WebkitBoxOrient: "vertical", overflow: "hidden" };

/**
 * One item as the bell and the inbox show it: a dot and bold title while unread (and "Unread" for screen readers,
 * so the state does not rest on weight or colour), the body, and how long ago it happened.
 */
export function NotificationSummary({ item, clampBody = false }: { item: NotificationItem; clampBody?: boolean }) {
  const { t } = useNotificationsTranslation();
  const language = useLanguage();
  const now = useNow();
  const text = useNotificationText()(item);
  const unread = item.read_at === null;
  return (
    <Box sx={{ display: "flex", gap: 1.5, alignItems: "flex-start", minWidth: 0, flex: 1 }}>
      <Box
        aria-hidden="true"
        sx={{
          flex: "none",
          width: 8,
          height: 8,
          mt: 0.875,
          borderRadius: "50%",
          bgcolor: unread ? "primary.main" : "transparent",
        }}
      />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="body2" component="span" sx={{ display: "block", fontWeight: unread ? 700 : 400 }}>
          {unread && <Box component="span" sx={visuallyHidden}>{`${t("inbox.unread")}: `}</Box>}
          {text.title}
        </Typography>
        <Typography
          variant="body2"
          component="span"
          color="text.secondary"
          sx={{ display: "block", overflowWrap: "anywhere", ...(clampBody ? twoLines : {}) }}
        >
          {text.body}
        </Typography>
        <Typography
          variant="caption"
          component="time"
          color="text.secondary"
          dateTime={item.created_at}
          title={formatDateTime(item.created_at, "—", language)}
          sx={{ display: "block", mt: 0.25 }}
        >
          {formatTimeAgo(item.created_at, now, "—", language)}
        </Typography>
      </Box>
    </Box>
  );
}
