import { Box, Tab, Tabs } from "@mui/material";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { DueTab } from "../components/due/DueTab";
import { PickListsTab } from "../components/pick-lists/PickListsTab";
import { VisitsTab } from "../components/visits/VisitsTab";
import { useRestockTranslation } from "../use-restock-translation";
import { RESTOCK_TABS, type RestockTabName, resolveRestockTab } from "./restock-tabs";

const PANELS: Record<RestockTabName, () => React.JSX.Element | null> = {
  due: DueTab,
  visits: VisitsTab,
  "pick-lists": PickListsTab,
};
const LABELS = { due: "tabs.due", visits: "tabs.visits", "pick-lists": "tabs.pickLists" } as const;

/** /restock: the due list (?tab= empty), the visits (?tab=visits) and the pick lists (?tab=pick-lists). */
export function RestockPage() {
  const { t } = useRestockTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = resolveRestockTab(searchParams.get("tab"));
  const id = useId();
  const Panel = PANELS[tab];
  // A tab starts from its defaults: the due list's horizon and owner do not carry over.
  const openTab = (next: RestockTabName) => setSearchParams(next === "due" ? {} : { tab: next });

  return (
    <>
      <PageHeader title={t("title")} />
      <Box sx={{ borderBottom: 1, borderColor: "divider", mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, next: RestockTabName) => openTab(next)}
          aria-label={t("tabs.label")}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {RESTOCK_TABS.map((name) => (
            <Tab
              key={name}
              value={name}
              label={t(LABELS[name])}
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
