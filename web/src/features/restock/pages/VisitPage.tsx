import { Alert, Box, Button, Skeleton, Stack } from "@mui/material";
import { useMemo, useState } from "react";
import { useParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader";
import { isApiError } from "../../../lib/api-error";
import { failureMessage } from "../../../lib/failure-message";
import { useVisitKiosk, useVisitTrays } from "../api/get-visit-trays";
import type { RecordOutcome } from "../api/record-visit";
import { OutboxStatus } from "../components/visits/OutboxStatus";
import { useVisitsTranslation } from "../components/visits/use-visits-translation";
import { VisitForm } from "../components/visits/VisitForm";

/**
 * /restock/visit/:kioskId (`edit restock`): a service visit recorded on a phone, signal or not (issue 24, part 5).
 * One column, large targets; the outbox's state above the form, and the outcome in place of the form once submitted.
 */
export function VisitPage() {
  const { t } = useVisitsTranslation();
  const kioskId = useParams().kioskId ?? "";
  const kiosk = useVisitKiosk(kioskId);
  const trays = useVisitTrays(kioskId);
  const [outcome, setOutcome] = useState<RecordOutcome | null>(null);
  // Each new form is a new visit with a new id (VisitForm makes it when it mounts).
  const [formKey, setFormKey] = useState(0);
  const name = kiosk.data?.data.name;
  const trayList = trays.data?.data;
  const sorted = useMemo(() => trayList && [...trayList].sort((a, b) => a.position - b.position), [trayList]);
  const loadError: unknown = (!kiosk.data && kiosk.error) || (!trays.data && trays.error) || null;
  const retry = () => {
    void kiosk.mutate();
    void trays.mutate();
  };

  return (
    <Box sx={{ maxWidth: 640, mx: "auto" }}>
      <PageHeader title={name ? `${t("page.title")}: ${name}` : t("page.title")} />
      <Stack spacing={2}>
        <OutboxStatus />
        {outcome ? (
          <>
            <Alert severity={outcome.kind === "sent" ? "success" : "info"} role="status">
              {outcome.kind === "sent" ? t("done.sent") : t("done.saved")}
            </Alert>
            <Button
              variant="contained"
              size="large"
              onClick={() => {
                setOutcome(null);
                setFormKey((key) => key + 1);
              }}
            >
              {t("done.another")}
            </Button>
          </>
        ) : loadError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={retry}>
                {t("page.retry")}
              </Button>
            }
          >
            {isApiError(loadError) && loadError.status === 404
              ? t("page.notFound")
              : failureMessage(loadError, t("page.loadFailed"))}
          </Alert>
        ) : !sorted || !name ? (
          <Stack spacing={1.5} role="status" aria-label={t("page.loading")}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} variant="rounded" height={160} />
            ))}
          </Stack>
        ) : (
          <VisitForm key={formKey} kioskId={kioskId} kioskName={name} trays={sorted} onDone={setOutcome} />
        )}
      </Stack>
    </Box>
  );
}
