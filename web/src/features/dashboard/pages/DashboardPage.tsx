import { Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { usePermissions } from "../../../lib/permissions";
import { KioskFleet } from "../../kiosks/components/KioskFleet";
import { onCompanySubdomain } from "../../tenancy/is-company-subdomain";

/**
 * /dashboard (Home): the page composes the dashboard's sections, each a self-contained feature component. The fleet
 * needs `view kiosks`; KPI cards and charts join it later. On the platform's bare domain there is no fleet: platform
 * staff are pointed to the companies, inside which the business lives.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <>
      <PageHeader title={t("pages.home")} />
      {!onCompanySubdomain() ? (
        <EmptyState
          title={t("platformHome.title")}
          description={t("platformHome.description")}
          action={
            can("view companies") && (
              <Button variant="contained" component={RouterLink} to="/companies">
                {t("platformHome.action")}
              </Button>
            )
          }
        />
      ) : can("view kiosks") ? (
        <KioskFleet />
      ) : (
        <EmptyState description={t("comingSoon")} />
      )}
    </>
  );
}
