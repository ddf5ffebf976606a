import type { Visit } from "@froyo/contracts";
import { Alert, Box, Button, Skeleton, Typography } from "@mui/material";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { failureMessage } from "../../../../lib/failure-message";
import { usePermissions } from "../../../../lib/permissions";
import { useKioskVisits } from "../../api/get-kiosk-visits";
import { useVisitsTranslation } from "./use-visits-translation";
import { VisitDetailsDialog } from "./VisitDetailsDialog";
import { VisitsTable } from "./VisitsTable";

/** A kiosk's visits (its "Visits" tab on the fleet), newest first, and the way to record one (`edit restock`). */
export function KioskVisits({ kioskId }: { kioskId: string }) {
  const { t } = useVisitsTranslation();
  const { can } = usePermissions();
  const visits = useKioskVisits(kioskId);
  const [open, setOpen] = useState<Visit | null>(null);
  return (
    <Box sx={{ display: "grid", gap: 1.5 }}>
      {can("edit restock") && (
        <Button
          variant="contained"
          component={RouterLink}
          to={`/restock/visit/${encodeURIComponent(kioskId)}`}
          sx={{ justifySelf: "start" }}
        >
          {t("list.record")}
        </Button>
      )}
      {visits.error && !visits.data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void visits.mutate()}>
              {t("list.retry")}
            </Button>
          }
        >
          {failureMessage(visits.error, t("list.loadFailed"))}
        </Alert>
      ) : !visits.data ? (
        <Skeleton variant="rounded" height={120} role="status" aria-label={t("list.loading")} />
      ) : visits.data.data.length === 0 ? (
        <Typography color="text.secondary">{t("list.kioskEmpty")}</Typography>
      ) : (
        <VisitsTable visits={visits.data.data} showKiosk={false} onOpen={setOpen} />
      )}
      {open && <VisitDetailsDialog visit={open} onClose={() => setOpen(null)} />}
    </Box>
  );
}
