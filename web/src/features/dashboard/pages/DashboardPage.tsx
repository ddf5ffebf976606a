import { Box, Button } from "@mui/material";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { usePermissions } from "../../../lib/permissions";
import { KioskFleet } from "../../kiosks";
import { onCompanySubdomain } from "../../tenancy";
import { DashboardSummary } from "../components/DashboardSummary";

/**
 * /dashboard (Home): the page composes the dashboard's sections, each a self-contained feature component: the key
 * figures and charts (`view dashboard`, one request), then the fleet (`view kiosks`). On the platform's bare domain
 * there is no business: platform staff are pointed to the companies, inside which the business lives.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const showsFigures = can("view dashboard");
  const showsFleet = can("view kiosks");
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
      ) : showsFigures || showsFleet ? (
        <Box sx={{ display: "grid", gap: 4, minWidth: 0 }}>
          {showsFigures && <DashboardSummary />}
          {showsFleet && <KioskFleet />}
        </Box>
      ) : (
        <EmptyState description={t("comingSoon")} />
      )}
    </>
  );
}
