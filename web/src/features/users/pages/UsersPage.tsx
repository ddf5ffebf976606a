import { Box, Tab, Tabs } from "@mui/material";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { usePermissions } from "../../../lib/permissions";
import { AuditTab } from "../components/audit/AuditTab";
import { RolesTab } from "../components/roles/RolesTab";
import { UsersTab } from "../components/users/UsersTab";
import { useUsersTranslation } from "../use-users-translation";
import { canSeeAuditLog, resolveTab, type UsersTabName, visibleTabs } from "./users-tabs";

const PANELS: Record<UsersTabName, () => React.JSX.Element> = { users: UsersTab, roles: RolesTab, audit: AuditTab };

/** /users: the users of the company, its roles and (for staff) the audit log, one tab each (?tab=roles). */
export function UsersPage() {
  const { t } = useUsersTranslation();
  const { can, actor } = usePermissions();
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = visibleTabs(canSeeAuditLog(can("view users"), actor?.type));
  const tab = resolveTab(searchParams.get("tab"), tabs);
  const id = useId();
  const Panel = PANELS[tab];

  // A new tab starts from its defaults: the other tab's page, filters and selection do not apply.
  const openTab = (next: UsersTabName) => setSearchParams(next === "users" ? {} : { tab: next });

  return (
    <>
      <PageHeader title={t("title")} />
      <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}>
        <Tabs value={tab} onChange={(_event, next: UsersTabName) => openTab(next)} aria-label={t("tabs.label")}>
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
      <div role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        <Panel />
      </div>
    </>
  );
}
