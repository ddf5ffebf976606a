import { useTranslation } from "react-i18next";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { usePermissions } from "../../../lib/permissions";
import { KioskFleet } from "../../kiosks/components/KioskFleet";

/**
 * /dashboard (Home): the page composes the dashboard's sections, each a self-contained feature component. The fleet
 * needs `view kiosks`; KPI cards and charts join it later.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <>
      <PageHeader title={t("pages.home")} />
      {can("view kiosks") ? <KioskFleet /> : <EmptyState description={t("comingSoon")} />}
    </>
  );
}
