import { Alert, Box, Button, Typography } from "@mui/material";
import { useState } from "react";
import { ConfirmDialog } from "../../../../components/ConfirmDialog";
import { translateMessage } from "../../../../i18n/i18n";
import { formatDateTime } from "../../../../lib/format-date";
import { useSendVisitOutbox, useVisitOutbox } from "../../api/record-visit";
import { type OutboxEntry, removeVisit } from "../../api/visit-outbox";
import { useVisitsTranslation } from "./use-visits-translation";

/**
 * The phone's outbox as the technician sees it: how many visits wait to be sent (sent by themselves when the network
 * returns), and the ones the server refused, kept until the technician reads and discards them. Mounting it drains
 * the outbox (on load and on the `online` event).
 */
export function OutboxStatus() {
  const { t } = useVisitsTranslation();
  const entries = useVisitOutbox();
  const sendNow = useSendVisitOutbox();
  const [discarding, setDiscarding] = useState<OutboxEntry | null>(null);
  const waiting = entries.filter((entry) => entry.problem === null).length;
  const refused = entries.filter((entry) => entry.problem !== null);
  if (entries.length === 0) return null;

  const when = (entry: OutboxEntry) => formatDateTime(entry.visit.finished_at);
  return (
    <Box sx={{ display: "grid", gap: 1 }}>
      {waiting > 0 && (
        <Alert
          severity="info"
          role="status"
          action={
            <Button color="inherit" size="small" onClick={sendNow} sx={{ minHeight: 40 }}>
              {t("outbox.sendNow")}
            </Button>
          }
        >
          {t("outbox.waiting", { count: waiting })}
        </Alert>
      )}
      {refused.length > 0 && (
        <Alert severity="warning">
          <Typography variant="subtitle2" component="p">
            {t("outbox.attention", { count: refused.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: "none" }}>
            {refused.map((entry) => (
              <Box component="li" key={entry.visit.id} sx={{ display: "flex", alignItems: "center", gap: 1, mt: 1 }}>
                <Typography variant="body2" sx={{ flex: 1, overflowWrap: "anywhere" }}>
                  {t("outbox.refused", {
                    kiosk: entry.kioskName,
                    when: when(entry),
                    message: translateMessage(entry.problem?.message ?? ""),
                  })}
                </Typography>
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => setDiscarding(entry)}
                  aria-label={t("outbox.discardLabel", { kiosk: entry.kioskName, when: when(entry) })}
                >
                  {t("outbox.discard")}
                </Button>
              </Box>
            ))}
          </Box>
        </Alert>
      )}
      <ConfirmDialog
        open={discarding !== null}
        title={t("outbox.discardTitle")}
        confirmLabel={t("outbox.discard")}
        onConfirm={async () => {
          if (discarding) removeVisit(discarding.visit.id);
          setDiscarding(null);
        }}
        onClose={() => setDiscarding(null)}
      >
        {t("outbox.discardBody")}
      </ConfirmDialog>
    </Box>
  );
}
