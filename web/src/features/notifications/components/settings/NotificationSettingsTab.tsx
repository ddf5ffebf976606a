import { Alert, Box, Button, Divider, Skeleton } from "@mui/material";
import { failureMessage } from "../../../../lib/failure-message";
import { usePermissions } from "../../../../lib/permissions";
import { useNotificationSettings } from "../../api/notification-settings";
import { useNotificationsTranslation } from "../../use-notifications-translation";
import { PushSection } from "../push/PushSection";
import { SettingsForm } from "./SettingsForm";

/** The settings tab (`view notification settings`): this browser's push switch, then the user's own settings. */
export function NotificationSettingsTab() {
  const { t } = useNotificationsTranslation();
  const { can } = usePermissions();
  const canEdit = can("edit notification settings");
  const { data, error, mutate } = useNotificationSettings();
  return (
    <Box sx={{ display: "grid", gap: 4, minWidth: 0 }}>
      <PushSection canEdit={canEdit} />
      <Divider />
      {error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void mutate()}>
              {t("inbox.retry")}
            </Button>
          }
        >
          {failureMessage(error, t("settings.loadFailed"))}
        </Alert>
      ) : !data ? (
        <Box aria-busy="true" role="status" aria-label={t("settings.alerts")}>
          {[0, 1, 2, 3, 4].map((key) => (
            <Skeleton key={key} height={56} />
          ))}
        </Box>
      ) : (
        <SettingsForm settings={data.data} saved={data.meta.saved} canEdit={canEdit} />
      )}
    </Box>
  );
}
