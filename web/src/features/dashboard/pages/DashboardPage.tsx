import { Box, Button } from "@mui/material";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { EmptyState } from "../../../components/EmptyState";
import { PageHeader } from "../../../components/PageHeader";
import { usePermissions } from "../../../lib/permissions";
import { KioskFleet } from "../../kiosks";
import { onCompanySubdomain } from "../../tenancy";
import { DashboardSummary } from "../components/DashboardSummary";

// A kiosk's visits (the restock feature) load when a panel first shows them, not with Home's first screen.
const KioskVisits = lazy(async () => ({ default: (await import("../../restock")).KioskVisits }));
const kioskVisits = (kioskId: string) => (
  <Suspense fallback={null}>
    <KioskVisits kioskId={kioskId} />
  </Suspense>
);

/**
 * /dashboard (Home): the page composes the dashboard's sections, each a self-contained feature component: the key
 * figures and charts (`view dashboard`, one request), then the fleet (`view kiosks`), whose kiosk panel shows the kiosk's service visits with `view restock`. On the platform's bare domain
 * there is no business: platform staff are pointed to the companies, inside which the business lives.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { can, seesSales } = usePermissions();
  // The figures are sales: a Field Technician (no `view sales`) sees the fleet alone.
  const showsFigures = can("view dashboard") && seesSales;
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
          {showsFleet && <KioskFleet kioskVisits={can("view restock") ? kioskVisits : undefined} />}
        </Box>
      ) : (
        <EmptyState description={t("comingSoon")} />
      )}
    </>
  );
}
