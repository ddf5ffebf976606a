import { Box, Tab, Tabs } from "@mui/material";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { usePermissions } from "../../../lib/permissions";
import { InboxTab } from "../components/inbox/InboxTab";
import { NotificationSettingsTab } from "../components/settings/NotificationSettingsTab";
import { useNotificationsTranslation } from "../use-notifications-translation";
import { type NotificationsTabName, resolveTab, visibleTabs } from "./notifications-tabs";

const PANELS: Record<NotificationsTabName, () => React.JSX.Element> = {
  inbox: InboxTab,
  settings: NotificationSettingsTab,
};

/** /notifications: the inbox and the notification settings, one tab each (?tab=settings), as permissions allow. */
export function NotificationsPage() {
  const { t } = useNotificationsTranslation();
  const { can } = usePermissions();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = visibleTabs(can("view notifications"), can("view notification settings"));
  const tab = resolveTab(searchParams.get("tab"), tabs);
  const id = useId();
  // The route lets in only users who may see one of the tabs.
  if (!tab) return <PageHeader title={t("title")} />;
  const Panel = PANELS[tab];
  // A tab starts from its defaults: the inbox's page and filter do not carry over.
  const openTab = (next: NotificationsTabName) => setSearchParams(next === tabs[0] ? {} : { tab: next });

  return (
    <>
      <PageHeader title={t("title")} />
      {tabs.length > 1 && (
        <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}>
          <Tabs
            value={tab}
            onChange={(_event, next: NotificationsTabName) => openTab(next)}
            aria-label={t("tabs.label")}
          >
            {tabs.map((name) => (
              <Tab
                key={name}
                value={name}
                label={t(`tabs.${name}`)}
                id={`${id}-tab-${name}`}
                aria-controls={`${id}-panel-${name}`}
              />
            ))}
          </Tabs>
        </Box>
      )}
      {tabs.length > 1 ? (
        <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
          <Panel />
        </div>
      ) : (
        <Panel />
      )}
    </>
  );
}
